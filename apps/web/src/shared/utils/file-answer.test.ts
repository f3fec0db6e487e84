import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-answer.ts';

describe('fileNameOf', () => {
  it('reads the UTF-8 name of a Content-Disposition header first', () => {
    const header = `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`;
    expect(fileNameOf(header, 'x.xlsx')).toBe('用户.xlsx');
  });

  it('falls back to the plain name, then to the given name', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
