import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmac, md5 } from '../lib/crypto.ts';
import { loginThrottles, qrTickets, sessions, smsCodes } from '../modules/auth/auth.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from './factories.ts';

let t: TTestApp;
let token: string;
let account: string;
beforeAll(async () => {
  t = await buildTestApp();
  const u = await buildUser(t.db, { mobilePhone: '13611112222' });
  account = u.account;
  token = await t.signIn(account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

/** Rows of every table a sign-in, unlock or SMS request could write to. */
async function state() {
  const count = async (table: typeof sessions | typeof loginThrottles | typeof smsCodes | typeof qrTickets) =>
    (await t.db.select().from(table)).length;
  const userRows = await t.db
    .select({ id: users.id, ok: users.logSuccessCount, bad: users.logErrorCount })
    .from(users)
    .orderBy(users.id);
  return {
    sessions: await count(sessions),
    throttles: await count(loginThrottles),
    smsCodes: await count(smsCodes),
    qrTickets: await count(qrTickets),
    signIns: JSON.stringify(userRows),
  };
}

const raw = (url: string, payload: string | Buffer, contentType: string, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(auth ? { authorization: auth } : {}) },
  });

interface TTarget {
  url: string;
  signedIn: boolean;
  /** A body that is valid apart from the field under test. */
  valid: () => Record<string, unknown>;
  /** A string field and an object field to send with the wrong type. */
  stringField: string;
  otherField: string;
}

const targets: TTarget[] = [
  {
    url: '/api/oauth/Login',
    signedIn: false,
    valid: () => ({ account, password: md5(DEFAULT_PASSWORD) }),
    stringField: 'account',
    otherField: 'password',
  },
  {
    url: '/api/oauth/lock/screen',
    signedIn: true,
    valid: () => ({ account, password: md5(DEFAULT_PASSWORD) }),
    stringField: 'account',
    otherField: 'password',
  },
  {
    url: '/api/oauth/sms/code',
    signedIn: false,
    valid: () => ({ mobile: '13611112222' }),
    stringField: 'mobile',
    otherField: 'mobile',
  },
];

describe.each(targets)('bad input to POST $url', (target) => {
  const auth = () => (target.signedIn ? token : undefined);
  const send = (body: unknown) => t.call('POST', target.url, { token: auth(), body });

  async function expectRefused(
    res: Awaited<ReturnType<typeof send>>,
    status: number,
    before: Awaited<ReturnType<typeof state>>,
  ) {
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(status);
    expect(body.data).toBeNull();
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
    expect(await state()).toEqual(before);
    return body.msg as string;
  }

  it('refuses malformed JSON with 400 and a message', async () => {
    const before = await state();
    const msg = await expectRefused(
      await raw(target.url, '{"account": "adm', 'application/json', auth()),
      400,
      before,
    );
    expect(msg).toBe('请求体不是有效的 JSON');
  });

  it('refuses an empty JSON body with 400', async () => {
    const before = await state();
    await expectRefused(await raw(target.url, '', 'application/json', auth()), 400, before);
  });

  it('refuses a number where a string belongs, naming the field', async () => {
    const before = await state();
    const msg = await expectRefused(
      await send({ ...target.valid(), [target.stringField]: 123 }),
      400,
      before,
    );
    expect(msg).toContain(`body.${target.stringField}`);
  });

  it('refuses an object where a string belongs, naming the field', async () => {
    const before = await state();
    const msg = await expectRefused(await send({ ...target.valid(), [target.otherField]: {} }), 400, before);
    expect(msg).toContain(`body.${target.otherField}`);
  });

  it('ignores unknown fields: a bad known field beside one is the only one named', async () => {
    const before = await state();
    const body = { ...target.valid(), [target.stringField]: 123, isAdministrator: true };
    const msg = await expectRefused(await send(body), 400, before);
    expect(msg).toContain(`body.${target.stringField}`);
    expect(msg).not.toContain('isAdministrator');
  });

  it('refuses a 10 MB body with 413', async () => {
    const before = await state();
    const huge = JSON.stringify({ ...target.valid(), padding: 'x'.repeat(10 * 1024 * 1024) });
    const msg = await expectRefused(await raw(target.url, huge, 'application/json', auth()), 413, before);
    expect(msg).toBe('请求体过大');
  });

  it('refuses an XML body with 415 and a message', async () => {
    const before = await state();
    const msg = await expectRefused(
      await raw(target.url, '<account>admin</account>', 'text/xml', auth()),
      415,
      before,
    );
    expect(msg).toBe('不支持的内容类型');
  });

  it('answers in English when asked, still naming the field', async () => {
    const res = await t.call('POST', target.url, {
      token: auth(),
      body: { ...target.valid(), [target.stringField]: 123 },
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().msg).toMatch(new RegExp(`^Invalid request: .*${target.stringField}`));
  });
});

describe('tokens on the sign-in routes', () => {
  it('answers 602 to an unlock with a token in the wrong format and counts no failure', async () => {
    const before = await state();
    for (const bad of ['Bearer short', 'Token abc', `Bearer ${'x'.repeat(44)}`]) {
      const res = await t.call('POST', '/api/oauth/lock/screen', {
        token: bad,
        body: { account, password: md5('Wrong-pass1') },
      });
      expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 401, code: 602 });
    }
    expect(await state()).toEqual(before);
  });

  it('ignores a stale or malformed token on the public sign-in route', async () => {
    const res = await t.call('POST', '/api/oauth/Login', {
      token: 'Bearer short',
      body: { account, password: md5(DEFAULT_PASSWORD) },
    });
    expect(res.json().code).toBe(200);
  });
});

describe('every route', () => {
  const concrete = (url: string) =>
    url.replace(/:(\w+)/g, (_m, name: string) =>
      name === 'type' ? 'userAvatar' : `x${name}1234567890123456789`,
    );

  it('accepts the n cache-buster on every GET route and answers as without it', async () => {
    const gets = t.app.apiRoutes.filter(
      (r) => r.method === 'GET' && r.url !== '/api/oauth/Logout' && !r.url.startsWith('/api/docs'),
    );
    expect(gets.length).toBeGreaterThan(5);
    for (const r of gets) {
      const url = concrete(r.url);
      const plain = await t.call('GET', url, { token });
      for (const n of ['1712345678', 'abc']) {
        const withN = await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}n=${n}`, { token });
        expect({ url, n, status: withN.statusCode }).toEqual({ url, n, status: plain.statusCode });
        if (plain.headers['content-type']?.toString().startsWith('application/json')) {
          expect(withN.json().code).toBe(plain.json().code);
        }
      }
    }
  });

  it('accepts n on POST sign-in and sign-out too', async () => {
    const signIn = await t.call('POST', '/api/oauth/Login?n=1712345678', {
      body: { account, password: md5(DEFAULT_PASSWORD) },
    });
    expect(signIn.json().code).toBe(200);
    const out = await t.call('GET', '/api/oauth/Logout?n=1712345678', { token: signIn.json().data.token });
    expect(out.json().code).toBe(200);
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/oauth/Nope'],
      ['DELETE', '/api/oauth/Login'],
    ]) {
      const res = await t.call(method, url, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

  it('answers a signed link whose payload is not JSON with 403, not 500', async () => {
    const payload = Buffer.from('not json at all').toString('base64url');
    const secret = 'test-secret-'.padEnd(40, 'x');
    const res = await t.call('GET', `/api/file/download?encryption=${payload}.${hmac(secret, payload)}`);
    expect(res.statusCode).toBe(403);
  });

  it('answers a server error with an error id and never a stack', async () => {
    // A database that went away is a failure no client input can cause: the answer is a 500 with an id.
    const broken = await buildTestApp();
    try {
      await broken.database.close();
      const res = await broken.call('GET', '/api/health');
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.data).toBeNull();
      expect(body.msg).toMatch(/^服务器内部错误（错误编号 \S+）$/);
      expect(res.body).not.toMatch(/Error:|\.ts:\d+|at \w+ \(|node_modules|stack/);
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
