import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';

/** A built web client in a temporary folder: index.html, optionally the data screen's own page. */
function webDist(withScreen: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  if (withScreen)
    fs.writeFileSync(path.join(dir, 'data-screen.html'), '<!doctype html><title>screen</title>');
  return dir;
}

describe('static web: the data screen entry', () => {
  let t: TTestApp;
  let plain: TTestApp;
  const dirs = [webDist(true), webDist(false)];
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dirs[0] } });
    plain = await buildTestApp({ env: { WEB_DIST: dirs[1] } });
  });
  afterAll(async () => {
    await Promise.all([t.close(), plain.close()]);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('serves /dataScreen (with its ticket) from its own page, uncached, under the page policy', async () => {
    const res = await t.call('GET', '/dataScreen?moduleId=p1&ticket=t1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>screen</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves every other history URL from index.html', async () => {
    for (const url of ['/home', '/dataScreen/more', '/dataScreens']) {
      expect((await t.call('GET', url)).body, url).toContain('<title>app</title>');
    }
  });

  it('falls back to index.html for /dataScreen when the build has no screen page', async () => {
    expect((await plain.call('GET', '/dataScreen?moduleId=p1')).body).toContain('<title>app</title>');
  });
});
