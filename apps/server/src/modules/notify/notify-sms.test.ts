import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { NOTIFY_CONFIG_KEYS } from './notify-config.ts';
import {
  clearConfig,
  eventually,
  logsTo,
  notifyOutboxRows,
  queueAndDeliver,
  setConfig,
} from './notify.test-kit.ts';

const KEY_SECRET = 'ali-Key-Secret-42';
let t: TTestApp;
let fake: http.Server;
/** What the fake provider answers next ("OK" accepts). */
let answer = 'OK';
const received: { params: URLSearchParams; authorization: string }[] = [];

beforeAll(async () => {
  // A local stand-in for the provider's API: the SDK is pointed at it through the endpoint setting.
  fake = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      received.push({ params: url.searchParams, authorization: String(req.headers.authorization ?? '') });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          Code: answer,
          Message: answer === 'OK' ? 'OK' : 'limit',
          RequestId: 'r',
          BizId: 'b',
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => fake.close(r));
});

const configure = () =>
  setConfig(t, {
    smsProvider: 'aliyun',
    smsAccessKeyId: 'AKID-test',
    smsAccessKeySecret: KEY_SECRET,
    smsSignName: '审批中心',
    smsTemplateCode: 'SMS_NOTICE',
    smsLoginTemplateCode: 'SMS_LOGIN',
    smsEndpoint: `127.0.0.1:${(fake.address() as AddressInfo).port}`,
    smsProtocol: 'http',
  });
const sentTo = (phone: string) => received.filter((r) => r.params.get('PhoneNumbers') === phone);

describe('outgoing SMS', () => {
  it('sends a notification through the Aliyun adapter, signed with the access key, and records it', async () => {
    await configure();
    await queueAndDeliver(t, { channel: 'sms', to: '13900000001', text: '请假【审核】' });
    const [req] = await eventually(async () => sentTo('13900000001').length && sentTo('13900000001'));
    expect(req.params.get('SignName')).toBe('审批中心');
    expect(req.params.get('TemplateCode')).toBe('SMS_NOTICE');
    expect(JSON.parse(req.params.get('TemplateParam') ?? '')).toEqual({ content: '请假【审核】' });
    expect(req.authorization).toContain('AKID-test');
    expect(req.authorization).not.toContain(KEY_SECRET);
    expect(await logsTo(t, '13900000001')).toMatchObject([{ channel: 'sms', status: 1, attempts: 1 }]);
  });

  it('counts a provider refusal as a failure to retry', async () => {
    answer = 'isv.BUSINESS_LIMIT_CONTROL';
    await queueAndDeliver(t, { channel: 'sms', to: '13900000002' });
    answer = 'OK';
    await eventually(async () => sentTo('13900000002').length);
    const row = (await notifyOutboxRows(t)).find((r) => JSON.stringify(r.payload).includes('13900000002'))!;
    expect(row).toMatchObject({ attempts: 1, deliveredTime: null });
    expect(row.lastError).toContain('isv.BUSINESS_LIMIT_CONTROL');
    t.advance(3_600_000);
    await t.app.ctx.outbox.sweep();
    expect(sentTo('13900000002')).toHaveLength(2);
    expect(await logsTo(t, '13900000002')).toMatchObject([{ status: 1, attempts: 2 }]);
  });

  it('sends sign-in codes with the same sender and the login template, never storing the code', async () => {
    const user = await buildUser(t.db, { mobilePhone: '13900000003' });
    expect(
      (await t.call('POST', '/api/oauth/sms/code', { body: { mobile: user.mobilePhone } })).json().code,
    ).toBe(200);
    const [req] = sentTo('13900000003');
    expect(req.params.get('TemplateCode')).toBe('SMS_LOGIN');
    const { code } = JSON.parse(req.params.get('TemplateParam')!) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await logsTo(t, '13900000003');
    expect(row).toMatchObject({ source: 'auth.smsCode', status: 1 });
    expect(JSON.stringify(row)).not.toContain(code);
    const login = await t.call('POST', '/api/oauth/Login', {
      body: { account: '13900000003', code, loginType: 'sms' },
    });
    expect(login.json().code).toBe(200);
  });

  it('records SMS as not sent when no provider is configured, for notifications and sign-in codes', async () => {
    await clearConfig(t, NOTIFY_CONFIG_KEYS.sms);
    const before = received.length;
    await queueAndDeliver(t, { channel: 'sms', to: '13900000004' });
    await buildUser(t.db, { mobilePhone: '13900000005' });
    expect(
      (await t.call('POST', '/api/oauth/sms/code', { body: { mobile: '13900000005' } })).json().code,
    ).toBe(200);
    const [notice] = await eventually(
      async () => (await logsTo(t, '13900000004')).length && logsTo(t, '13900000004'),
    );
    expect(notice).toMatchObject({ status: 0, reason: 'smsNotConfigured' });
    expect(await logsTo(t, '13900000005')).toMatchObject([{ status: 0, reason: 'smsNotConfigured' }]);
    expect(received.length).toBe(before);
  });

  it('records an unknown provider as not sent', async () => {
    await configure();
    await setConfig(t, { smsProvider: 'nosuch' });
    await queueAndDeliver(t, { channel: 'sms', to: '13900000006' });
    const [row] = await eventually(
      async () => (await logsTo(t, '13900000006')).length && logsTo(t, '13900000006'),
    );
    expect(row).toMatchObject({ status: 0, reason: 'smsProviderUnknown' });
  });
});
