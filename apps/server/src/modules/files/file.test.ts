import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_NAME } from '@app/contracts';
import { multipartBody } from '../../test/multipart.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { hmac } from '../../lib/crypto.ts';
import { files } from './file.table.ts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let t: TTestApp;
let admin: string;
let uploadsDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  uploadsDir = path.join(t.config.DATA_DIR, 'uploads');
});
afterAll(() => t.close());

const multipart = multipartBody;

async function upload(fileName: string, bytes: Buffer, opts: { kind?: string; token?: string | null } = {}) {
  const { body, headers } = await multipart(fileName, bytes, 'image/png');
  const token = opts.token === null ? undefined : (opts.token ?? admin);
  return t.call('POST', `/api/file/Uploader/${opts.kind ?? 'userAvatar'}`, { token, body, headers });
}

/** Every file under DATA_DIR, relative to it. */
function filesOnDisk(): string[] {
  if (!fs.existsSync(t.config.DATA_DIR)) return [];
  return (fs.readdirSync(t.config.DATA_DIR, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(t.config.DATA_DIR, f)).isFile())
    .sort();
}
const rowCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

async function expectNothingStored(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  before: { disk: string[]; rows: number },
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).toBe(status);
  expect(res.json().data).toBeNull();
  expect(filesOnDisk()).toEqual(before.disk);
  expect(await rowCount()).toBe(before.rows);
}
const snapshot = async () => ({ disk: filesOnDisk(), rows: await rowCount() });

describe('upload, preview and download', () => {
  let stored: { name: string; url: string };
  beforeAll(async () => {
    const res = await upload('头像 照片.png', PNG);
    expect(res.statusCode).toBe(200);
    stored = res.json().data;
  });

  it('stores an upload under a generated name, never the client name', () => {
    expect(stored.name).toMatch(STORED_FILE_NAME);
    expect(stored.name).not.toContain('头像');
    expect(stored.url).toBe(`/api/file/preview/userAvatar/${stored.name}`);
    expect(fs.readFileSync(path.join(uploadsDir, 'userAvatar', stored.name))).toEqual(PNG);
  });

  it('serves a preview inline as image/png with nosniff', async () => {
    const res = await t.call('GET', stored.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.rawPayload).toEqual(PNG);
  });

  it('downloads as an attachment carrying the original UTF-8 name', async () => {
    const res = await t.call('GET', `/api/file/download/userAvatar/${stored.name}`, { token: admin });
    expect(res.statusCode).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('头像 照片.png')}`);
    expect(res.rawPayload).toEqual(PNG);
  });

  it('refuses a download without a token with 600', async () => {
    const res = await t.call('GET', `/api/file/download/userAvatar/${stored.name}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
  });

  it('downloads through a signed URL without a token, until it expires', async () => {
    const signed = (await t.call('GET', `/api/file/sign/userAvatar/${stored.name}`, { token: admin })).json()
      .data;
    expect(signed.url).toMatch(/^\/api\/file\/download\?encryption=/);
    const res = await t.call('GET', signed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload).toEqual(PNG);
    t.advance(5 * 60_000 + 1_000);
    const late = await t.call('GET', signed.url);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 403, msg: '下载链接已失效' });
  });

  it('refuses a tampered signed URL', async () => {
    const signed = (await t.call('GET', `/api/file/sign/userAvatar/${stored.name}`, { token: admin })).json()
      .data;
    const enc = new URL(signed.url, 'http://x').searchParams.get('encryption')!;
    const [payload, mac] = enc.split('.');
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...body, e: body.e + 3_600_000 })).toString('base64url');
    const flippedMac = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${flippedMac}`,
      `${payload}x.${mac}`,
      payload,
      'aaaaaaaaaaaa.',
    ]) {
      const res = await t.call('GET', `/api/file/download?encryption=${encodeURIComponent(bad)}`);
      expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 403, code: 403 });
    }
  });

  it('refuses a validly signed link that names a path outside the uploads folder', async () => {
    const secret = 'test-secret-'.padEnd(40, 'x');
    for (const [k, n] of [
      ['userAvatar', '../../../etc/passwd'],
      ['..', stored.name],
      ['userAvatar', '/etc/passwd'],
    ]) {
      const payload = Buffer.from(JSON.stringify({ k, n, u: 'admin', e: Date.now() + 3_600_000 })).toString(
        'base64url',
      );
      const res = await t.call('GET', `/api/file/download?encryption=${payload}.${hmac(secret, payload)}`);
      expect({ k, n, status: res.statusCode }).toEqual({ k, n, status: 400 });
      expect(res.json().msg).toBe('文件名不合法');
    }
  });

  it('keeps a client path in the file name out of the stored name and the disk layout', async () => {
    const res = await upload('../../evil.png', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.originalName).toBe('evil.png');
    for (const f of filesOnDisk()) expect(f).toMatch(/^uploads\/userAvatar\/\d{8}_[a-f0-9]{32}\.png$/);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a file over 2 MB with 413 and the size message', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload('big.png', big);
    await expectNothingStored(res, 413, before);
    expect(res.json().msg).toBe('文件大小超过2MB');
  });

  it.each(['run.exe', 'page.html', 'icon.svg', 'noext', 'x.png.exe'])(
    'refuses the file type of %s with 400',
    async (name) => {
      const before = await snapshot();
      const res = await upload(name, PNG);
      await expectNothingStored(res, 400, before);
      expect(res.json().msg).toBe('上传失败，文件格式不允许上传');
    },
  );

  it('refuses a .png whose bytes are not a PNG', async () => {
    const before = await snapshot();
    const res = await upload('fake.png', Buffer.from('<script>alert(1)</script>'));
    await expectNothingStored(res, 400, before);
    expect(res.json().msg).toBe('上传失败，文件格式不允许上传');
  });

  it('refuses an empty file', async () => {
    const before = await snapshot();
    await expectNothingStored(await upload('empty.png', Buffer.alloc(0)), 400, before);
  });

  it('refuses an unknown category, naming it', async () => {
    const before = await snapshot();
    const res = await upload('a.png', PNG, { kind: 'secrets' });
    await expectNothingStored(res, 400, before);
    expect(res.json().msg).toBe('不支持的文件分类：secrets');
  });

  it('refuses an upload without a token with 600', async () => {
    const before = await snapshot();
    const res = await upload('a.png', PNG, { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
    expect(filesOnDisk()).toEqual(before.disk);
    expect(await rowCount()).toBe(before.rows);
  });

  it('refuses a request that is not multipart', async () => {
    const before = await snapshot();
    const res = await t.call('POST', '/api/file/Uploader/userAvatar', { token: admin, body: { file: 'x' } });
    await expectNothingStored(res, 400, before);
    expect(res.json().msg).toBe('请选择要上传的文件');
  });
});

describe('file names from the URL', () => {
  const tricks = [
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2F%2e%2e%2Fetc%2Fpasswd',
    '%2e%2e',
    '..',
    '%2Fetc%2Fpasswd',
    encodeURIComponent('/tmp/outside.txt'),
    '..%5C..%5Cwindows%5Cwin.ini',
    '%252e%252e%252Fpasswd',
    '20240101_abc.png',
    '20240101_0123456789abcdef0123456789abcdef.png%00.txt',
    'passwd',
  ];

  it.each(tricks)('answers 4xx for preview, download and sign of %s and serves nothing', async (name) => {
    for (const url of [
      `/api/file/preview/userAvatar/${name}`,
      `/api/file/download/userAvatar/${name}`,
      `/api/file/sign/userAvatar/${name}`,
      `/api/file/download/${name}/20240101_0123456789abcdef0123456789abcdef.png`,
    ]) {
      const res = await t.call('GET', url, { token: admin });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
      expect(res.json().data).toBeNull();
    }
  });

  it('answers 404 for a well-formed name no upload has', async () => {
    const res = await t.call(
      'GET',
      '/api/file/preview/userAvatar/20240101_0123456789abcdef0123456789abcdef.png',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '文件不存在' });
  });

  it('does not preview non-image categories', async () => {
    const res = await t.call('GET', '/api/file/preview/annex/20240101_0123456789abcdef0123456789abcdef.pdf');
    expect(res.statusCode).toBe(404);
  });
});
