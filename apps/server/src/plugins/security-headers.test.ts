import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { multipartBody } from '../test/multipart.ts';

let t: TTestApp;
let web: string;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'export {};');
  t = await buildTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, token?: string) => t.call('GET', url, { token });
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/', '/index.html', '/permission/user', '/api/health', '/api/nope', '/assets/app.js'])(
    'sends nosniff, SAMEORIGIN framing and a same-origin referrer on %s',
    async (url) => {
      const res = await get(url);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'same-origin',
      });
    },
  );

  it.each(['/', '/permission/user'])(
    'gives the page %s a policy with scripts from the product only',
    async (url) => {
      const csp = directives((await get(url)).headers['content-security-policy']);
      expect(csp).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
      });
      expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*/);
    },
  );

  it('gives API answers a policy that loads nothing', async () => {
    expect(directives((await get('/api/health')).headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('serves the API docs under the page policy: no upgrade to HTTPS, no outside origin', async () => {
    const csp = String((await get('/api/docs')).headers['content-security-policy']);
    expect(directives(csp)).toMatchObject({ 'script-src': ["'self'"], 'frame-ancestors': ["'self'"] });
    expect(csp).not.toMatch(/upgrade-insecure-requests|https:|swagger\.io/);
  });

  it('keeps the sandbox policy of a downloaded file', async () => {
    const admin = await t.signIn();
    const { body, headers } = await multipartBody('a.txt', Buffer.from('hello'), 'text/plain');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      payload: body,
      headers: { ...headers, authorization: admin },
    });
    const res = await get(`/api/file/download/annex/${up.json().data.name}`, admin);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
