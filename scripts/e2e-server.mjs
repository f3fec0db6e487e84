#!/usr/bin/env node
// Starts the built product for the browser tests: port 3310, a fresh embedded database, admin / 123456.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-e2e-'));
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: '123456',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
