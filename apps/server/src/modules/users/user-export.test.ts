import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { drained } from '../../lib/excel.ts';

/** A pipe as ExcelJS's zip library makes it: readable-stream 2 keeps `needDrain` in `_writableState` only. */
function legacyPipe(needDrain: boolean) {
  return Object.assign(new EventEmitter(), { _writableState: { needDrain } });
}

describe('export back-pressure', () => {
  it('waits for a full legacy deflate stream to drain, and not for an empty one', async () => {
    const full = legacyPipe(true);
    let done = false;
    const waiting = drained({ stream: { pipes: [legacyPipe(false), full] } }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    full.emit('drain');
    await waiting;
    expect(done).toBe(true);
    await drained({ stream: { pipes: [legacyPipe(false)] } }); // returns at once
  });
});
