import { useCallback, useState, type KeyboardEvent } from 'react';

/** Reads caps lock from a key event: the modifier state, else a letter's case against Shift. */
export function capsLockFrom(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'getModifierState'>,
  was: boolean,
): boolean {
  if (e.getModifierState('CapsLock')) return true;
  if (e.key === 'CapsLock') return !was;
  if (e.key.length !== 1 || e.key.toLowerCase() === e.key.toUpperCase()) return was;
  const isUpper = e.key === e.key.toUpperCase();
  return isUpper !== e.shiftKey;
}

/** Tracks caps lock while the user types in a field (for the password warning). */
export function useCapsLock(): {
  isCapsLock: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  onBlur: () => void;
} {
  const [isCapsLock, setCapsLock] = useState(false);
  const onKeyDown = useCallback((e: KeyboardEvent) => setCapsLock((was) => capsLockFrom(e, was)), []);
  const onBlur = useCallback(() => setCapsLock(false), []);
  return { isCapsLock, onKeyDown, onBlur };
}
