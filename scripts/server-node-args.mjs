// The Node arguments of the server process, in one place: every launcher that starts apps/server/src/main.ts
// (npm start, npm run dev, the e2e server, the benches) takes them from here.

/**
 * V8 flags of the server. Both bound memory that Node 24 would otherwise size from the machine's RAM (issue 6,
 * measured with bench/chat.mjs on a 24 GB host):
 * - `--max-semi-space-size=16`: the young generation is 32 MB instead of 128 MB; the idle server is ≈ 210 MB
 *   instead of ≈ 320 MB.
 * - `--heap-growing-percent=50`: after a full GC the old generation may grow by half of what is live before the
 *   next one, instead of up to four times. With the smaller young generation a reconnect storm promotes more
 *   short-lived query garbage, and the default factor let the heap (and the freed pages V8 keeps pooled) reach three
 *   times the live size: 10,000 sockets added ≈ 300 MB of RSS, ≈ 100 MB with this flag.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

/** Node arguments before the entry file: the V8 flags, then tsx to run the TypeScript sources. */
export const SERVER_NODE_ARGS = [...SERVER_V8_FLAGS, '--import', 'tsx'];

/** The whole argument list to start the server with `spawn(process.execPath, serverArgs(entry))`. */
export function serverArgs(entry) {
  return [...SERVER_NODE_ARGS, entry];
}
