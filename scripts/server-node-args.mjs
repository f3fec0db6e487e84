// The Node arguments of the server process, in one place: every launcher of the server (npm start, npm run dev,
// the e2e server, the benches) takes them from here.
import { buildServer } from './build-server.mjs';

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
export const SERVER_V8_FLAGS = [
  '--max-semi-space-size=16',
  // Lets the chat hub ask for one full collection after a reconnect storm (apps/server/src/lib/memory.ts).
  '--expose-gc',
];

/**
 * The whole argument list to start the compiled server with `spawn(process.execPath, serverArgs())`: the V8 flags
 * and apps/server/dist/main.mjs, built first when it is missing or older than the sources.
 */
export function serverArgs() {
  return [...SERVER_V8_FLAGS, buildServer()];
}
