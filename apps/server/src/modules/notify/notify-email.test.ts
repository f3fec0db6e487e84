import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { NOTIFY_CONFIG_KEYS } from './notify-config.ts';
import { NOTIFY_MAX_ATTEMPTS } from './notify.service.ts';
import {
  clearConfig,
  eventually,
  logsTo,
  notifyOutboxRows,
  queueAndDeliver,
  setConfig,
} from './notify.test-kit.ts';

const PASSWORD = 'Sm7p-Secret-Pass';
let t: TTestApp;
let smtp: SMTPServer;
let port = 0;
const mails: { from: string; to: string[]; raw: string; user: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _s, cb) =>
      auth.password === PASSWORD
        ? cb(null, { user: auth.username })
        : cb(new Error(`bad credentials ${auth.password ?? ''}`)),
    onData: (stream, session, cb) => {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: String(session.user),
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(r));
});

const configure = (password = PASSWORD) =>
  setConfig(t, {
    emailSmtpHost: '127.0.0.1',
    emailSmtpPort: String(port),
    emailSsl: 'false',
    emailAccount: 'noreply@example.test',
    emailPassword: password,
    emailSenderName: '审批中心',
  });

describe('outgoing email', () => {
  it('sends through the configured SMTP server, signed in, and records it as sent', async () => {
    await configure();
    await queueAndDeliver(t, { to: 'ann@example.test', subject: '请假【审核】', text: '请假【审核】' });
    const mail = await eventually(async () => mails.find((m) => m.to.includes('ann@example.test')));
    expect(mail).toMatchObject({ from: 'noreply@example.test', user: 'noreply@example.test' });
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    expect(mail.raw).toMatch(/From: =\?UTF-8\?.*<noreply@example\.test>/);
    const [row] = await logsTo(t, 'ann@example.test');
    expect(row).toMatchObject({ channel: 'email', status: 1, reason: null, attempts: 1, source: 'test' });
  });

  it('records a message as not sent, with the reason, when SMTP is not configured or the user has no address', async () => {
    await clearConfig(t, NOTIFY_CONFIG_KEYS.email);
    const before = mails.length;
    await queueAndDeliver(t, { to: 'bob@example.test' });
    await queueAndDeliver(t, { to: '', userId: 'u-without-mail' });
    const [notConfigured] = await eventually(() => logsTo(t, 'bob@example.test').then((r) => r.length && r));
    expect(notConfigured).toMatchObject({ status: 0, reason: 'emailNotConfigured' });
    const noAddress = await eventually(async () =>
      (await logsTo(t, '')).find((r) => r.userId === 'u-without-mail'),
    );
    expect(noAddress).toMatchObject({ status: 0, reason: 'noEmail' });
    expect(mails.length).toBe(before);
  });

  it('retries a failing send with back-off, never storing the password, and records the failure at the last try', async () => {
    await configure('wrong-Password-1');
    await queueAndDeliver(t, { to: 'cy@example.test' });
    const [first] = (await notifyOutboxRows(t)).filter((r) => JSON.stringify(r.payload).includes('cy@'));
    expect(first).toMatchObject({ attempts: 1, deliveredTime: null });
    expect(first.lastError).toContain('bad credentials ***');
    expect(first.lastError).not.toContain('wrong-Password-1');
    expect(await logsTo(t, 'cy@example.test')).toEqual([]);
    for (let i = 1; i < NOTIFY_MAX_ATTEMPTS; i++) {
      t.advance(3_600_000);
      await t.app.ctx.outbox.sweep();
    }
    const [row] = await logsTo(t, 'cy@example.test');
    expect(row).toMatchObject({ status: -1, attempts: NOTIFY_MAX_ATTEMPTS });
    expect(row.reason).toContain('***');
    expect(row.reason).not.toContain('wrong-Password-1');
    expect(mails.some((m) => m.to.includes('cy@example.test'))).toBe(false);
  });
});
