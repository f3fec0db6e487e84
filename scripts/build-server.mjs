#!/usr/bin/env node
// Compiles the server (apps/server/src and the contracts it imports) into one ES module, apps/server/dist/main.mjs,
// with the migrations beside it. `npm start`, the e2e server and the benches run that file with plain Node: no
// TypeScript loader in the process, and no compiled sources with inline source maps on the heap (issue 6's idle
// memory budget; ADR 0012). Packages from node_modules stay external and load as they are. `npm run dev` and the
// tests still run the TypeScript sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/server/dist');
/** The compiled entry point. */
export const SERVER_MAIN = path.join(outDir, 'main.mjs');
// The workflow engine is bundled too (it is not an external dependency): a change to it must rebuild.
const SOURCES = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/workflow-engine/src',
  'apps/server/package.json',
].map((p) => path.join(root, p));

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds apps/server/dist when it is missing or older than its sources; returns the entry point. */
export function buildServer({ force = false, log = true } = {}) {
  const builtAt = fs.existsSync(SERVER_MAIN) ? fs.statSync(SERVER_MAIN).mtimeMs : 0;
  if (!force && SOURCES.every((p) => newestMtime(p) <= builtAt)) return SERVER_MAIN;
  if (log) console.error('Building the server…');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@app/'))
    .flatMap((name) => [name, `${name}/*`]);
  // Built beside the old one and swapped in, so a second launcher starting meanwhile never reads half a file.
  const tmp = fs.mkdtempSync(path.join(root, 'apps/server/.dist-'));
  try {
    esbuild.buildSync({
      entryPoints: [path.join(root, 'apps/server/src/main.ts')],
      outfile: path.join(tmp, 'main.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external,
      // Opt in with NODE_OPTIONS=--enable-source-maps; loading them always would cost the memory saved here.
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(tmp, 'migrations'), {
      recursive: true,
    });
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.renameSync(tmp, outDir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // Another launcher swapped its build in first: that one is as new as ours.
    if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST') return SERVER_MAIN;
    throw err;
  }
  return SERVER_MAIN;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer({ force: true });
}
