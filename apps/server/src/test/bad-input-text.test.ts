import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../lib/crypto.ts';
import { loginThrottles, sessions } from '../modules/auth/auth.table.ts';
import { messages } from '../modules/message/message.table.ts';
import { sysConfigs } from '../modules/system/sys-config.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from './factories.ts';

let t: TTestApp;
let admin: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  userId = (await buildUser(t.db, { account: 'textvictim' })).id;
});
afterAll(() => t.close());

/** Every row a refused request could have written. */
async function state() {
  const rows = async (table: typeof sessions | typeof loginThrottles | typeof messages | typeof sysConfigs) =>
    JSON.stringify(await t.db.select().from(table));
  return {
    sessions: (await t.db.select().from(sessions)).length,
    throttles: await rows(loginThrottles),
    messages: await rows(messages),
    settings: await rows(sysConfigs),
    users: JSON.stringify(await t.db.select().from(users).orderBy(users.id)),
  };
}

/** Sends raw JSON text (escapes such as \u0000 and \ud800 exactly as a client can send them). */
const sendJson = (method: string, url: string, json: string, token?: string) =>
  t.app.inject({
    method: method as 'POST',
    url,
    payload: json,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  });

async function expectRefused(res: Awaited<ReturnType<typeof sendJson>>, field: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: { code: 400, msg: expect.stringContaining(field), data: null },
  });
}

const account = JSON.stringify(md5(DEFAULT_PASSWORD));

describe('NUL and unpaired surrogates, refused before anything is stored', () => {
  const cases: {
    name: string;
    method: string;
    url: () => string;
    json: string;
    field: string;
    signedIn: boolean;
  }[] = [
    {
      name: 'sign-in (the lockout lookup)',
      method: 'POST',
      url: () => '/api/oauth/Login',
      json: `{"account":"admin\\u0000","password":${account}}`,
      field: 'body.account: must not contain NUL',
      signedIn: false,
    },
    {
      name: 'notice create',
      method: 'POST',
      url: () => '/api/system/message/edit',
      json: '{"title":"t\\u0000","bodyText":"<p>x</p>"}',
      field: 'body.title: must not contain NUL',
      signedIn: true,
    },
    {
      name: 'notice body',
      method: 'POST',
      url: () => '/api/system/message/edit',
      json: '{"title":"t","bodyText":"<p>\\ud800</p>"}',
      field: 'body.bodyText: must be valid Unicode',
      signedIn: true,
    },
    {
      name: 'system config',
      method: 'PUT',
      url: () => '/api/system/base/sysConfig',
      json: '{"sysName":"\\u0000"}',
      field: 'body.sysName: must not contain NUL',
      signedIn: true,
    },
    {
      name: 'user update',
      method: 'POST',
      url: () => '/api/system/permission/users/edit',
      json: `{"id":"${userId}","account":"textvictim","realName":"x\\u0000","organizeId":"org-department"}`,
      field: 'body.realName: must not contain NUL',
      signedIn: true,
    },
    {
      name: 'a low surrogate alone in a nested list',
      method: 'POST',
      url: () => '/api/system/permission/users/edit',
      json: `{"id":"${userId}","account":"textvictim","realName":"x","organizeId":"o","roleIds":["a","\\udc00"]}`,
      field: 'body.roleIds.1: must be valid Unicode',
      signedIn: true,
    },
    {
      name: 'a field name',
      method: 'PUT',
      url: () => '/api/system/base/sysConfig',
      json: '{"sysName":"ok","x\\u0000":1}',
      field: 'body."x\\u0000": field name must not contain NUL',
      signedIn: true,
    },
    {
      name: 'a list query',
      method: 'GET',
      url: () => '/api/system/permission/users/page?keyword=a%00b',
      json: '',
      field: 'query.keyword: must not contain NUL',
      signedIn: true,
    },
    {
      name: 'a path id',
      method: 'GET',
      url: () => '/api/system/permission/users/info/ab%00',
      json: '',
      field: 'path.id: must not contain NUL',
      signedIn: true,
    },
  ];

  it.each(cases)('refuses NUL or a lone surrogate in $name with 400 naming the field', async (c) => {
    const before = await state();
    const token = c.signedIn ? admin : undefined;
    const res = c.json
      ? await sendJson(c.method, c.url(), c.json, token)
      : await t.call(c.method, c.url(), { token });
    await expectRefused(res, c.field);
    expect(await state()).toEqual(before);
  });

  it('refuses JSON nested deeper than 32 levels without walking it recursively', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await sendJson('PUT', '/api/system/base/sysConfig', `{"sysName":${deep}}`, admin);
    await expectRefused(res, 'nested deeper than 32 levels');
  });

  it('refuses a JSON body that is not UTF-8', async () => {
    const before = await state();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/system/base/sysConfig',
      payload: Buffer.concat([Buffer.from('{"sysName":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      headers: { 'content-type': 'application/json', authorization: admin },
    });
    await expectRefused(res, 'body: not valid UTF-8');
    expect(await state()).toEqual(before);
  });
});

describe('malformed URLs', () => {
  it.each(['/api/system/permission/users/page?keyword=%zz', '/api/health?a=%', '/api/health?q=%ED%A0%80'])(
    'answers a query that does not decode (%s) with the 400 envelope',
    async (url) => {
      await expectRefused(await t.call('GET', url, { token: admin }), 'query: malformed percent-encoding');
    },
  );

  it.each(['/api/%zz', '/api/system/permission/users/info/%FF'])(
    'answers a path that does not decode (%s) with the 400 envelope',
    async (url) => {
      await expectRefused(await t.call('GET', url, { token: admin }), 'path: malformed percent-encoding');
    },
  );
});

describe('control characters in names and codes', () => {
  it.each([
    ['PUT', '/api/system/base/sysConfig', { sysName: 'a\nb' }, 'body.sysName'],
    ['POST', '/api/system/message/edit', { title: 'a\tb', bodyText: '' }, 'body.title'],
    ['POST', '/api/oauth/Login', { account: 'ad\u0001min', password: md5(DEFAULT_PASSWORD) }, 'body.account'],
  ])('refuses %s %s when a name holds a control character, naming %s', async (method, url, body, field) => {
    const before = await state();
    const res = await t.call(method, url, { token: admin, body });
    await expectRefused(res, `${field}: no control characters`);
    expect(await state()).toEqual(before);
  });

  it('refuses a control character in a user name and keeps the user as it was', async () => {
    const before = await state();
    const body = { id: userId, account: 'textvictim', realName: 'a\u0007b', organizeId: 'org-department' };
    await expectRefused(
      await t.call('POST', '/api/system/permission/users/edit', { token: admin, body }),
      'body.realName: no control characters',
    );
    expect(await state()).toEqual(before);
  });

  it('refuses a line break in a notice title but keeps line breaks and tabs in its body', async () => {
    const send = (title: string) =>
      t.call('POST', '/api/system/message/edit', {
        token: admin,
        body: { title, bodyText: '<p>a\n\tb\r\n</p>' },
      });
    await expectRefused(await send('多\n行'), 'body.title: no control characters');
    expect((await send('多行')).json().code).toBe(200);
  });
});
