import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZFlag, ZSortCode, idList, numeric, textual } from './lenient.ts';

const result = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? r.data : `error: ${r.error.issues[0].message}`;
};

describe('lenient fields', () => {
  it('takes numbers given as their digits, and nothing else that is not a number', () => {
    expect([1, '1', ' 0 ', '2', 'x', '1e3', true, null].map((v) => result(ZFlag, v))).toEqual([
      1,
      1,
      0,
      expect.stringMatching(/^error/),
      expect.stringMatching(/^error/),
      expect.stringMatching(/^error/),
      expect.stringMatching(/^error/),
      expect.stringMatching(/^error/),
    ]);
    expect(result(ZSortCode, '12')).toBe(12);
    expect(result(ZSortCode, '-1')).toMatch(/^error: Too small/);
    expect(result(numeric(z.number()).nullish(), undefined)).toBeUndefined();
  });

  it('takes strings given as numbers, but no objects', () => {
    const gender = textual(z.string().max(2)).nullish();
    expect([1, '2', null, { v: 1 }, 123].map((v) => result(gender, v))).toEqual([
      '1',
      '2',
      null,
      expect.stringMatching(/^error/),
      expect.stringMatching(/^error: Too big/),
    ]);
  });

  it('takes ids as an array or separated by commas, and refuses bad ids', () => {
    const ids = idList(3);
    expect(result(ids, 'a,b, c,')).toEqual(['a', 'b', 'c']);
    expect(result(ids, '')).toEqual([]);
    expect(result(ids, ['a'])).toEqual(['a']);
    expect(result(ids, 'a b')).toMatch(/^error/);
    expect(result(ids, 'a,b,c,d')).toMatch(/^error: Too big/);
  });

  it('writes answers as the inner schema has them (encoding passes the value through)', () => {
    expect(z.encode(z.object({ s: ZSortCode, g: textual(z.string()) }), { s: 3, g: '1' })).toEqual({
      s: 3,
      g: '1',
    });
  });
});
