import { describe, expect, it } from 'vitest';
import { ZName } from './common.ts';
import { MAX_INPUT_DEPTH, Rules, describeUnstorable, findUnstorableText } from './rules.ts';

describe('text no column can store', () => {
  it('finds NUL and unpaired surrogates, and accepts paired ones', () => {
    expect(describeUnstorable('a\u0000b')).toBe('must not contain NUL characters');
    expect(describeUnstorable('a\ud800')).toBe('must be valid Unicode (unpaired surrogate)');
    expect(describeUnstorable('\udc00b')).toBe('must be valid Unicode (unpaired surrogate)');
    expect(describeUnstorable('😀 管理员 \t\n')).toBeNull();
  });

  it('names the first bad field of a request part, keys included', () => {
    expect(findUnstorableText({ a: 'ok', list: ['x', { title: 'y\u0000' }] }, 'body')).toEqual({
      path: 'body.list.1.title',
      reason: 'must not contain NUL characters',
    });
    expect(findUnstorableText({ 'k\ud800': 1 }, 'query')).toEqual({
      path: `query.${JSON.stringify('k\ud800')}`,
      reason: 'field name must be valid Unicode (unpaired surrogate)',
    });
    expect(findUnstorableText({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('refuses nesting deeper than the limit without recursing (10,000 levels)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')?.reason).toBe(`nested deeper than ${MAX_INPUT_DEPTH} levels`);
  });
});

describe('names', () => {
  it('refuse control characters, tabs and line breaks included', () => {
    for (const bad of ['a\nb', 'a\tb', 'a\u0007b', 'a\u007fb', 'a\u0085b']) {
      expect(Rules.singleLine.test(bad)).toBe(false);
      expect(ZName(50).safeParse(bad).success).toBe(false);
    }
    expect(ZName(50).parse('  用户 A-1  ')).toBe('用户 A-1');
  });
});
