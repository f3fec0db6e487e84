import { randomBytes, randomInt } from 'node:crypto';

const EPOCH = 1_577_836_800_000n; // 2020-01-01
const worker = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let seq = 0n;

/** A time-ordered snowflake id as a decimal string (contract §1.2: ids are strings). */
export function newId(): string {
  // Ids order by real creation time, never by a test's moved clock: the wall clock is read here on purpose.
  let ms = BigInt(Date.now());
  // Behind the last id's millisecond (one borrowed ahead, or the clock stepped back): go on from that one.
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    seq = (seq + 1n) & 4095n;
    if (seq === 0n) ms = lastMs + 1n; // sequence exhausted this millisecond: borrow the next one
  } else {
    seq = 0n;
  }
  lastMs = ms;
  return (((ms - EPOCH) << 22n) | (worker << 12n) | seq).toString();
}

/** A random URL-safe secret of `bytes` bytes. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
