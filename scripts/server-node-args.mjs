// The Node arguments of the server process, in one place: every launcher of the server (npm start, npm run dev,
// the e2e server, the benches) takes them from here.
import { buildServer } from './build-server.mjs';

/**
 * V8 flags of the server. Node 24 sizes the young generation from the machine's RAM (128 MB on a 24 GB host);
 * `--max-semi-space-size=16` bounds it to 32 MB, and the idle server is ≈ 210 MB of RSS instead of ≈ 320 MB
 * (issue 6, measured with bench/chat.mjs).
 *
 * `--heap-growing-percent=100` fixes the old generation's growth factor at 2 (V8 picks up to 4 when its
 * collections are fast). A streamed export of 1,000,000 users promotes garbage steadily; with the factor at 4 the
 * heap swelled to ≈ 300 MB between full collections (RSS +270 MB, over the 200 MB), at 2 it stays near
 * +100 MB. The users page at 50 connections kept its throughput (2,340–2,490 against 2,310–2,400 requests/s,
 * 13 full collections in 33 s against 10). 50 (a factor of 1.5) was tried in an earlier round: it cost about a
 * quarter of the users page's throughput in extra full collections.
 */
export const SERVER_V8_FLAGS = [
  '--max-semi-space-size=16',
  '--heap-growing-percent=100',
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
