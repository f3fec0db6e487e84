import { describe, expect, it } from 'vitest';
import { capsLockFrom } from './use-caps-lock.ts';

function key(k: string, shiftKey = false, capsModifier = false) {
  return { key: k, shiftKey, getModifierState: (m: string) => m === 'CapsLock' && capsModifier };
}

describe('capsLockFrom', () => {
  it('trusts the browser modifier state when it reports caps lock', () => {
    expect(capsLockFrom(key('a', false, true), false)).toBe(true);
  });

  it('infers caps lock from a letter case that disagrees with Shift', () => {
    expect(capsLockFrom(key('A'), false)).toBe(true);
    expect(capsLockFrom(key('a', true), false)).toBe(true);
    expect(capsLockFrom(key('A', true), true)).toBe(false);
    expect(capsLockFrom(key('a'), true)).toBe(false);
  });

  it('toggles on the CapsLock key and keeps the state on digits', () => {
    expect(capsLockFrom(key('CapsLock'), false)).toBe(true);
    expect(capsLockFrom(key('1'), true)).toBe(true);
  });
});
