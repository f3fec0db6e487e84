// Lighthouse accessibility of signed-in pages of a running product, for the e2e specs (run as a child process:
// Lighthouse is ESM and drives its own Chromium through chrome-launcher, never downloading one).
// Usage: node e2e/support/lighthouse-audit.mjs <baseUrl> <token> <path>...  → prints one JSON document:
// { "<path>": { "score": 0-100, "failed": [{ "id", "nodes": [selector] }] } }.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [base, token, ...paths] = process.argv.slice(2);
const TOKEN_KEY = 'jnpf_token';

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
const out = {};
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((key, value) => globalThis.localStorage.setItem(key, value), TOKEN_KEY, token);
  for (const p of paths) {
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
    };
    const result = await lighthouse(`${base}${p}`, flags, desktopConfig, page);
    if (!result) throw new Error(`no result for ${p}`);
    const landed = new URL(result.lhr.finalDisplayedUrl);
    if (landed.pathname !== new URL(`${base}${p}`).pathname)
      throw new Error(`${p} ended on ${landed.pathname}`);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => ({
        id: a.id,
        nodes: (a.details?.items ?? [])
          .slice(0, 8)
          .map((i) => `${i.node?.selector ?? ''} ${i.node?.snippet ?? ''}`),
      }));
    out[p] = { score: Math.round((result.lhr.categories.accessibility.score ?? 0) * 100), failed };
  }
  await browser.disconnect();
} finally {
  chrome.kill();
}
console.log(JSON.stringify(out));
