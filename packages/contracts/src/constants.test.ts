import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as contracts from './index.ts';

describe('the zod-free entry point @app/contracts/constants', () => {
  it('exports the same values as the main entry, so either import gives one binding', () => {
    const names = Object.keys(constants);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(contracts[name as keyof typeof contracts], name).toBe(constants[name as keyof typeof constants]);
    }
  });

  it('holds the constants the sign-in page needs', () => {
    expect(constants.LANGUAGES).toEqual(['zh', 'zhtw', 'en']);
    expect(constants.LAYOUTS).toEqual(['classic', 'functional', 'plain']);
    expect(constants.SESSION_CODES).toEqual([600, 601, 602]);
  });
});
