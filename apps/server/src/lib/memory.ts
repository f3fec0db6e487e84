/**
 * Asks V8 to collect all it can and give the freed pages back, from a task rather than the caller's stack, when
 * the process runs with `--expose-gc` (the server launchers pass it, scripts/server-node-args.mjs; tests do not).
 * Returns whether it did.
 *
 * For the end of a reconnect storm: what was in flight during the storm was promoted to the old generation and is
 * garbage now, but V8's memory reducer judges an idle server with 10,000 sockets as still allocating and leaves it
 * until its watchdog, about 100 s after the last full collection, with RSS ≈ 60 MB above the settled figure
 * meanwhile. A plain major collection frees the objects but keeps the pages pooled (RSS unchanged); this one
 * compacts and releases them, at the cost of one pause of about half a second (two compacting collections of the
 * ≈ 80 MB live heap, measured with --trace-gc in bench/chat.mjs), once per storm.
 */
export function settleMemory(): boolean {
  if (typeof gc !== 'function') return false;
  gc({ type: 'major', execution: 'async', flavor: 'last-resort' }).catch(() => {});
  return true;
}
