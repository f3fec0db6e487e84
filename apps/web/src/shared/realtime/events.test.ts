import { describe, expect, it, vi } from 'vitest';
import { emitRealtime, onRealtime } from './events.ts';

describe('realtime events', () => {
  it('delivers a pushed method to its subscribers until they unsubscribe', () => {
    const handler = vi.fn();
    const off = onRealtime('messagePush', handler);
    emitRealtime('messagePush', { title: 'x' });
    emitRealtime('other', 1);
    off();
    emitRealtime('messagePush', 2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ title: 'x' });
  });
});
