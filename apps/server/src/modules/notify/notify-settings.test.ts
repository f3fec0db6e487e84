import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { readEmailConfig, readSmsConfig } from './notify-config.ts';

const url = '/api/system/base/sysConfig/notify';
let t: TTestApp;
let admin: string;
let reader: string; // the settings page without 编辑

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'nsreader' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['system.sysConfig']);
  reader = await t.signIn(u.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const read = async (token = admin) => (await t.call('GET', url, { token })).json();
const save = (body: object, token = admin) => t.call('PUT', url, { token, body });

describe('email and SMS settings', () => {
  it('saves the SMTP and SMS settings the senders read, and never answers a secret', async () => {
    const body = {
      emailSmtpHost: 'smtp.example.com',
      emailSmtpPort: '465',
      emailSsl: true,
      emailAccount: 'noreply@example.com',
      emailPassword: 'pa55word-secret',
      emailSenderName: '审批中心',
      smsProvider: 'aliyun',
      smsAccessKeyId: 'LTAI-id',
      smsAccessKeySecret: 'sms-secret-value',
      smsSignName: '引迈',
      smsTemplateCode: 'SMS_1',
    };
    expect((await save(body)).json().code).toBe(200);
    const answer = await read();
    expect(answer.data).toMatchObject({
      emailSmtpPort: 465,
      hasEmailPassword: true,
      hasSmsAccessKeySecret: true,
    });
    expect(JSON.stringify(answer)).not.toContain('pa55word-secret');
    expect(JSON.stringify(answer)).not.toContain('sms-secret-value');
    expect(await readEmailConfig(t.db)).toMatchObject({ host: 'smtp.example.com', port: 465, isSsl: true });
    expect(await readSmsConfig(t.db)).toMatchObject({
      provider: 'aliyun',
      accessKeySecret: 'sms-secret-value',
    });
  });

  it('keeps a saved secret when the screen sends it empty, and the saved answer round-trips unchanged', async () => {
    const { data } = await read();
    const { hasEmailPassword: _p, hasSmsAccessKeySecret: _s, ...editable } = data as Record<string, unknown>;
    expect((await save({ ...editable, emailPassword: '', smsAccessKeySecret: '' })).json().code).toBe(200);
    expect((await read()).data).toEqual(data);
    expect(await readEmailConfig(t.db)).toMatchObject({ password: 'pa55word-secret' });
  });

  it('refuses bad values naming the field and changes nothing', async () => {
    const before = await read();
    for (const [body, field] of [
      [{ emailSmtpPort: 70000 }, 'emailSmtpPort'],
      [{ smsProvider: 'carrier-pigeon' }, 'smsProvider'],
      [{ emailSmtpHost: 'http://evil/' }, 'emailSmtpHost'],
      [{ emailSenderName: 'a\nb' }, 'emailSenderName'],
    ] as const) {
      const res = await save(body);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect(await read()).toEqual(before);
  });

  it('lets the page read but only 编辑 save', async () => {
    expect((await read(reader)).code).toBe(200);
    expect((await save({ emailSmtpHost: 'x.example.com' }, reader)).json().code).toBe(403);
  });
});
