import { describe, expect, it } from 'vitest';
import { highlight } from './code-highlight.ts';

describe('code highlight', () => {
  it('marks comments, strings, numbers, keywords and schema types and keeps every character', () => {
    const src = "// a note\nexport const ZItem = z.string().max(20); const s = 'it''s'; /* x */";
    const tokens = highlight(src);
    expect(tokens.map((t) => t.text).join('')).toBe(src);
    const kinds = (k: string) => tokens.filter((t) => t.kind === k).map((t) => t.text);
    expect(kinds('comment')).toEqual(['// a note', '/* x */']);
    expect(kinds('keyword')).toEqual(['export', 'const', 'const']);
    expect(kinds('type')).toEqual(['ZItem']);
    expect(kinds('number')).toEqual(['20']);
    expect(kinds('string')).toEqual(["'it'", "'s'"]);
  });

  it('keeps a template literal with braces as one string', () => {
    expect(highlight('`${base}/page`')).toEqual([{ text: '`${base}/page`', kind: 'string' }]);
  });
});
