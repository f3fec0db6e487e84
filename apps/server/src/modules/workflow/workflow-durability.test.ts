import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const addr = s.address() as net.AddressInfo;
      s.close(() => resolve(addr.port));
    });
  });
}

// The check needs a real server process to SIGKILL: bench/workflow-kill.mjs starts the compiled server on its own
// database of the test PostgreSQL, storms it, kills it, restarts it and prints what it found (exit 1 on a failure).
describe.skipIf(process.env.TEST_DB !== 'pg')('workflow durability', () => {
  it('after kill -9 in an approval storm: every acknowledged action is there, none half-applied, the outbox drains', async () => {
    const env = {
      ...process.env,
      BENCH_DB_URL: process.env.TEST_DATABASE_URL,
      KILL_PORT: String(await freePort()),
    };
    const child = spawn(process.execPath, ['bench/workflow-kill.mjs'], { cwd: ROOT, env, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    const result = out ? JSON.parse(out) : { stderr: err.slice(-3000) };
    expect(result).toMatchObject({
      missingApproves: 0,
      missingLaunches: 0,
      halfAppliedCount: 0,
      outboxPendingAfterRestart: 0,
      pass: true,
    });
    expect(result.acknowledgedApproves).toBeGreaterThan(0);
    expect(code).toBe(0);
  }, 240_000);
});
