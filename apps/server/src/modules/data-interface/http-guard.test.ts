import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { previewInterface } from './data-interface.test-kit.ts';
import { callHttp } from './http-caller.ts';

/** URLs an HTTP interface may not call: every special-purpose range, in every spelling the URL parser accepts. */
const REFUSED_URLS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://017700000001/',
  'http://127.0.0.1./',
  'http://0/',
  'http://0.0.0.0:8080/',
  'http://10.0.0.1/',
  'http://012.0.0.1/',
  'http://167772161/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://172.16.0.1/',
  'http://192.168.0.1/',
  'http://192.0.0.1/',
  'http://192.0.2.1/',
  'https://192.0.2.1:8443/x?y=1',
  'http://3221225985/',
  'http://0xc0.0.2.1/',
  'http://192.31.196.1/',
  'http://192.52.193.1/',
  'http://192.88.99.1/',
  'http://192.175.48.1/',
  'http://198.18.0.1/',
  'http://198.19.255.254/',
  'http://198.51.100.1/',
  'http://203.0.113.1/',
  'http://224.0.0.1/',
  'http://239.255.255.250/',
  'http://240.0.0.1/',
  'http://255.255.255.255/',
  'http://[::]/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:192.0.2.1]/',
  'http://[::ffff:198.18.0.1]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::10.0.0.1]/',
  'http://[64:ff9b::c000:201]/',
  'http://[64:ff9b:1::1]/',
  'http://[100::1]/',
  'http://[2001::1]/',
  'http://[2001:2::1]/',
  'http://[2001:db8::1]/',
  'http://[2002:7f00:1::]/',
  'http://[2002:c000:201::]/',
  'http://[3fff::1]/',
  'http://[5f00::1]/',
  'http://[fc00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[fe80::1]/',
  'http://[FE80::1]/',
  'http://[fe80::1%25eth0]/',
  'http://[fe80::1%eth0]/',
  'http://[fec0::1]/',
  'http://[ff02::1]/',
];

let t: TTestApp;
let admin: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (to) return res.writeHead(302, { location: to }).end();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: [{ ok: true }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  t = await buildTestApp({ env: { DATA_INTERFACE_PRIVATE_HOSTS: 'localhost' } });
  admin = await t.signIn();
});
afterAll(async () => {
  await t.close();
  server.close();
});

const preview = (path: string) => previewInterface(t, admin, { enCode: 'ssrf', dataType: 3, path });

describe('HTTP interface address guard', () => {
  it.each(REFUSED_URLS)('refuses %s before connecting', async (url) => {
    const res = await preview(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toMatch(/^接口地址不允许：(address .+ is in |not a valid URL)/);
  });

  it('re-checks every redirect, whatever spelling it uses', async () => {
    expect((await preview(`http://localhost:${port}/`)).json().data).toEqual([{ ok: true }]);
    for (const to of [
      'http://192.0.2.1/',
      'http://2130706433/',
      'http://[::ffff:c633:6401]/',
      'http://[2001:db8::1]/',
    ]) {
      const res = await preview(`http://localhost:${port}/?to=${encodeURIComponent(to)}`);
      expect(res.statusCode, to).toBe(400);
      expect(res.json().msg, to).toMatch(/is in (192\.0\.2|127\.0\.0|198\.51\.100|2001:db8)/);
    }
  });

  it('checks the addresses a name resolves to, where the socket connects', async () => {
    const policy = { hosts: [], privateHosts: [], timeoutMs: 2000, maxBytes: 1024 };
    await expect(callHttp(`http://localhost:${port}/`, 'get', policy)).rejects.toMatchObject({
      key: 'dataInterface.httpRefused',
      params: { reason: expect.stringMatching(/address of localhost: (127\.0\.0\.1|::1) is in/) },
    });
    const listed = { ...policy, privateHosts: ['127.0.0.1'] };
    await expect(callHttp(`http://127.0.0.1:${port}/`, 'get', listed)).resolves.toEqual([{ ok: true }]);
  });
});
