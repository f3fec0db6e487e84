#!/usr/bin/env node
// `npm test`: every layer — unit and API tests (Vitest; on PostgreSQL too when TEST_DATABASE_URL is set),
// then the built product in a real Chromium (Playwright). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const e2eOnly = process.argv.includes('--e2e-only');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

/** The system Chromium; installed from Debian when missing and we are root, else an exact instruction. */
function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian packages chromium and fonts-noto-cjk…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk', 'fonts-liberation'], env) === 0
    ) {
      return '/usr/bin/chromium';
    }
  }
  console.error(
    'No Chromium found for the browser tests. Install it, e.g. on Debian/Ubuntu:\n' +
      '  sudo apt-get install -y chromium fonts-noto-cjk\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let exit = 0;

if (!e2eOnly) {
  const vitestJson = path.join(results, 'vitest.json');
  const code = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const v = readJson(vitestJson);
  if (v) {
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  } else failed += 1;
  if (code !== 0) exit = code;
}

const chromium = findChromium();
const buildCode = run(bin('vite'), ['build', 'apps/web', '--logLevel', 'warn']);
if (buildCode !== 0) {
  console.error('The web client did not build.');
  failed += 1;
  exit = buildCode;
} else {
  const e2eJson = path.join(results, 'e2e.json');
  const code = run(bin('playwright'), ['test'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  const e = readJson(e2eJson);
  if (e?.stats) {
    passed += e.stats.expected;
    failed += e.stats.unexpected;
    skipped += e.stats.skipped;
    passed += e.stats.flaky; // passed on retry; reported by Playwright above
  } else failed += 1;
  if (code !== 0) exit = code;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exit || (failed ? 1 : 0));
