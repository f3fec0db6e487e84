// The Node arguments of the server process, in one place: every launcher that starts apps/server/src/main.ts
// (npm start, npm run dev, the e2e server, the benches) takes them from here.

/**
 * V8 flags of the server. Node 24 sizes the young generation from the machine's RAM (128 MB on a 24 GB host);
 * `--max-semi-space-size=16` bounds it to 32 MB, and the idle server is ≈ 210 MB of RSS instead of ≈ 320 MB
 * (issue 6, measured with bench/chat.mjs).
 *
 * `--heap-growing-percent=50` was tried as well: it keeps the garbage of a 10,000-socket reconnect storm from
 * tripling the heap (≈ 100 MB instead of ≈ 300 MB of RSS growth, collected later either way), but the extra full
 * collections cost about a quarter of the users page's throughput at 50 connections (≈ 1,350 against ≈ 1,900
 * requests/s, bench/users.mjs on 2 cores). Latency for every request was judged worth more than transient RSS.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16'];

/** Node arguments before the entry file: the V8 flags, then tsx to run the TypeScript sources. */
export const SERVER_NODE_ARGS = [...SERVER_V8_FLAGS, '--import', 'tsx'];

/** The whole argument list to start the server with `spawn(process.execPath, serverArgs(entry))`. */
export function serverArgs(entry) {
  return [...SERVER_NODE_ARGS, entry];
}
