#!/usr/bin/env node
// Browser benches of issues 15 and 17, run by hand (not timed tests): in Chromium against the built product,
//  - the form designer with 200 fields: add a field (palette double-click) and move one (drag and drop);
//  - the flow designer with 60 nodes: add an approver through "+";
//  - the FormRenderer alone (bench/browser/renderer-harness.*): a 100-field form with a 500-row sub-table,
//    first render, and a keystroke in it.
// Each figure is from the user's event until React committed (`commitMs`) and until the next frame was painted
// (`frameMs`); medians over BENCH_REPEAT runs (default 7). Budget: commit ≤ 50 ms (designers), ≤ 500 ms (renderer).
// Run: `npx vite build apps/web` first (or WEB_DIST=<dir>), then `node bench/browser-designers.mjs`.
// Prints one JSON document on stdout; progress on stderr. CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT,
// BENCH_SHOT (a screenshot of the rendered form).
/* global window */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { designerForm, longFlow } from './browser/bench-forms.mjs';
import * as timers from './browser/page-timers.mjs';
import { ROOT, freePort, log, round } from './lib.mjs';

const REPEAT = Math.max(3, Number(process.env.BENCH_REPEAT ?? 7));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'browser-bench-'));
const children = [];

/**
 * Runs `fn` (a timed evaluate answering { commitMs, frameMs }) and adds `cpuMs`: the renderer main thread's CPU
 * time over it (Chrome's TaskDuration in thread ticks), which a busy machine inflates far less than wall time.
 */
async function withCpu(page, fn) {
  if (!page.cdp) {
    page.cdp = await page.context().newCDPSession(page);
    await page.cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  }
  const task = async () =>
    (await page.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await task();
  const result = await fn();
  return { ...result, cpuMs: ((await task()) - before) * 1000 };
}

/** The median and all samples of a list of { commitMs, frameMs, cpuMs }. */
function summary(samples) {
  const med = (key) => {
    const s = samples.map((x) => x[key]).sort((a, b) => a - b);
    return round(s[Math.floor(s.length / 2)], 1);
  };
  return {
    commitMs: med('commitMs'),
    frameMs: med('frameMs'),
    cpuMs: med('cpuMs'),
    samples: samples.map((x) => [round(x.commitMs, 1), round(x.frameMs, 1), round(x.cpuMs, 1)]),
  };
}

/** Starts the built product on a fresh embedded database (scripts/e2e-server.mjs) and waits for its health. */
async function startProduct(port) {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), WEB_DIST: process.env.WEB_DIST ?? 'apps/web/dist' },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the product did not start');
}

/** Builds the renderer harness with Vite and serves it on a free port. */
async function serveHarness() {
  const out = path.join(tmp, 'harness');
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const built = spawnSync(vite, ['build', '--config', 'bench/browser/vite.config.mjs', '--outDir', out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the renderer harness did not build');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(out, path.normalize(new URL(req.url, 'http://x').pathname));
    try {
      const body = readFileSync(file.endsWith('/') ? `${file}renderer-harness.html` : file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/renderer-harness.html`, close: () => server.close() };
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/home$/);
}

/** Opens the designer of a new model with a 200-field form: add and move timings. */
async function benchFormDesigner(page, base) {
  await page.goto(`${base}/onlineDev/webDesign`);
  await page.getByRole('button', { name: '新增' }).first().click();
  const box = page.getByRole('dialog', { name: '新建功能' });
  await box.getByLabel('名称', { exact: true }).fill('性能');
  await box.getByLabel('编码', { exact: true }).fill(`bench${Date.now().toString(36)}`);
  await box.getByLabel('分类', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('业务功能').first().click();
  await box.getByRole('button', { name: /确\s?定/ }).click();
  const designer = page.getByTestId('form-designer');
  await designer.getByRole('button', { name: 'JSON' }).click();
  const json = page.getByRole('dialog', { name: 'JSON' });
  await json.getByRole('textbox').fill(JSON.stringify(designerForm(200)));
  await json.getByRole('button', { name: /应\s?用/ }).click();
  const items = designer.locator('.designer-list.is-root > .designer-item');
  await items.nth(199).waitFor();
  await page.evaluate(timers.installTimers);
  const add = [];
  for (let i = 0; i < REPEAT; i += 1)
    add.push(await withCpu(page, () => page.evaluate(timers.timeDesignerAdd, 'numInput')));
  const move = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const from = await items.nth(2).locator('.designer-item-head').boundingBox();
    const to = await items.first().boundingBox();
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 50, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + 60, to.y + 8, { steps: 10 });
    await page.waitForTimeout(100);
    const moved = await withCpu(page, async () => {
      await page.evaluate(timers.armDesignerMove);
      await page.mouse.up();
      return page.evaluate(() => window.moveTimer);
    });
    move.push(moved);
    await page.waitForTimeout(300);
  }
  return { fields: 200, add: summary(add), move: summary(move) };
}

/** Opens a new flow, imports a 60-node FlowCard: add-an-approver timings. */
async function benchFlowDesigner(page, base) {
  await page.goto(`${base}/workFlow/flowEngine`);
  await page.locator('.list-page').getByRole('button', { name: /新增/ }).first().click();
  const designer = page.getByTestId('flow-designer');
  const file = path.join(tmp, 'flow.json');
  writeFileSync(file, JSON.stringify(longFlow(59)));
  await designer.locator('input[type=file]').setInputFiles(file);
  await designer.locator('.fd-card').nth(59).waitFor();
  await page.evaluate(timers.installTimers);
  const add = [];
  for (let i = 0; i < REPEAT; i += 1) {
    await designer.locator('[data-testid="add-after-n30"]').click();
    await page.locator('.ant-dropdown:visible [role="menuitem"]').first().waitFor();
    add.push(await withCpu(page, () => page.evaluate(timers.timeFlowAdd, '审批人')));
    await page.waitForTimeout(300);
  }
  return { nodes: 60, add: summary(add) };
}

/** The FormRenderer harness: first render of 100 fields + 500 rows, then keystrokes in a text field. */
async function benchRenderer(page) {
  const harness = await serveHarness();
  try {
    await page.goto(harness.url);
    await page.waitForFunction(() => Boolean(window.renderBench));
    const mount = [];
    for (let i = 0; i < REPEAT; i += 1)
      mount.push(await withCpu(page, () => page.evaluate(() => window.renderBench.mount(100, 500))));
    // BENCH_SHOT=<file.png>: how the last mounted form looks (the sub-table scrolled into view).
    if (process.env.BENCH_SHOT) {
      await page.locator('.form-renderer-sub-table').scrollIntoViewIfNeeded();
      await page.screenshot({ path: process.env.BENCH_SHOT });
    }
    const keys = [];
    for (let i = 0; i < REPEAT; i += 1)
      keys.push(
        await withCpu(page, () => page.evaluate((n) => window.renderBench.type('字段0', `值${n}`), i)),
      );
    return {
      fields: 100,
      rows: 500,
      render: summary(mount),
      keystroke: summary(keys),
    };
  } finally {
    harness.close();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
  const needsProduct = !only || only.some((s) => s !== 'renderer');
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  if (needsProduct) log('starting the product on', port);
  const base = needsProduct ? await startProduct(port) : null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
    page.on('pageerror', (e) => log('page error:', e.message));
    if (base)
      await signIn(page, base).catch(async (e) => {
        await page.screenshot({ path: path.join(os.tmpdir(), 'browser-bench-sign-in.png') });
        throw e;
      });
    const section = async (name, fn) => {
      if (only && !only.includes(name)) return null;
      log(name);
      return fn().catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] }));
    };
    const formDesigner = await section('formDesigner', () => benchFormDesigner(page, base));
    const flowDesigner = await section('flowDesigner', () => benchFlowDesigner(page, base));
    const renderer = await section('renderer', () => benchRenderer(page));
    const budgets = [
      ['designer add, 200 fields', formDesigner?.add?.commitMs, 50],
      ['designer move, 200 fields', formDesigner?.move?.commitMs, 50],
      ['flow add node, 60 nodes', flowDesigner?.add?.commitMs, 50],
      ['renderer 100 fields + 500 rows', renderer?.render?.commitMs, 500],
    ]
      .filter(([, actual]) => actual !== undefined)
      .map(([name, actual, limit]) => ({ name, actual, limit, pass: actual <= limit }));
    const result = {
      at: new Date().toISOString(),
      loadAverage: os.loadavg().map((x) => round(x)),
      formDesigner,
      flowDesigner,
      renderer,
      budgets,
      pass: budgets.every((b) => b.pass),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}
