#!/usr/bin/env node
// `npm run dev`: the server under tsx watch (port 3000) and the Vite dev server (proxying /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_V8_FLAGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  // tsx passes Node's flags on to the server process it runs.
  spawn(bin('tsx'), ['watch', '--clear-screen=false', ...SERVER_V8_FLAGS, 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
