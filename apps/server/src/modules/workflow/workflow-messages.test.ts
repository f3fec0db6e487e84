import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { notifyLogs } from '../notify/notify.table.ts';
import { sysConfigs } from '../system/sys-config.table.ts';
import { flowBody } from './workflow.fixtures.ts';

let t: TTestApp;
let smtp: SMTPServer;
const received: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, cb) => {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(r));
});

/** start → a1 (zh, en and no-address approvers) with the node's message types. */
function flowTelling(messageType: string[]) {
  return {
    type: 'start',
    nodeId: 'start',
    properties: { title: '发起' },
    childNode: {
      type: 'approver',
      nodeId: 'a1',
      properties: { title: '审批', assigneeType: 6, approvers: [ids.zh, ids.en, ids.bare], messageType },
      childNode: null,
    },
  };
}

async function launchFlow(enCode: string, messageType: string[]): Promise<string> {
  const admin = await t.signIn();
  const body = flowBody({ enCode, fullName: `通知${enCode}`, flowTemplateJson: flowTelling(messageType) });
  const flowId = (
    await t.call('POST', '/api/workflow/engine/flowEngine/create', { token: admin, body })
  ).json().data.id as string;
  const token = await t.signIn('wmlauncher', DEFAULT_PASSWORD);
  const res = await t.call('POST', '/api/workflow/engine/flowTask/create', {
    token,
    body: { flowId, data: {} },
  });
  return res.json<{ data: { id: string } }>().data.id;
}

const logsOf = (source: string) => t.db.select().from(notifyLogs).where(eq(notifyLogs.source, source));
async function settle<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
  for (let i = 0; i < 300; i++) {
    const rows = await read();
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe('workflow messages by email and SMS', () => {
  it('mails each approver of a node with email and SMS channels in their language, and records the rest as not sent', async () => {
    ids.launcher = (await buildUser(t.db, { account: 'wmlauncher', realName: '小李' })).id;
    ids.zh = (
      await buildUser(t.db, { realName: '张三', email: 'zh@example.test', mobilePhone: '13700000001' })
    ).id;
    ids.en = (await buildUser(t.db, { realName: 'Ann', email: 'en@example.test', language: 'en' })).id;
    ids.bare = (await buildUser(t.db, { realName: '无址' })).id;
    const role = await buildRole(t.db, [ids.launcher]);
    await grant(t.db, { type: 'Role', id: role.id }, ['workFlow.flowLaunch']);
    const port = (smtp.server.address() as AddressInfo).port;
    const config = {
      emailSmtpHost: '127.0.0.1',
      emailSmtpPort: String(port),
      emailAccount: 'wf@example.test',
    };
    await t.db.insert(sysConfigs).values(Object.entries(config).map(([key, value]) => ({ key, value })));

    await launchFlow('tell', ['1', '2', '3']);
    const rows = await settle(() => logsOf('workflow.audit'), 6);
    const of = (userId: string, channel: string) =>
      rows.find((r) => r.userId === userId && r.channel === channel);
    expect(of(ids.zh, 'email')).toMatchObject({
      status: 1,
      recipient: 'zh@example.test',
      subject: '小李的通知tell【审核】',
    });
    expect(of(ids.en, 'email')).toMatchObject({ status: 1, subject: '小李的通知tell [approval requested]' });
    expect(of(ids.bare, 'email')).toMatchObject({ status: 0, reason: 'noEmail' });
    expect(of(ids.zh, 'sms')).toMatchObject({
      status: 0,
      reason: 'smsNotConfigured',
      recipient: '13700000001',
    });
    expect(of(ids.en, 'sms')).toMatchObject({ status: 0, reason: 'noMobile' });
    expect(of(ids.bare, 'sms')).toMatchObject({ status: 0, reason: 'noMobile' });
    expect(rows).toHaveLength(6);
    expect(received.sort()).toEqual(['en@example.test', 'zh@example.test']);
  });

  it('sends nothing but the in-app message when the node names no email or SMS channel', async () => {
    const before = (await logsOf('workflow.audit')).length;
    await launchFlow('quiet', ['1']);
    await new Promise((r) => setTimeout(r, 300));
    expect(await logsOf('workflow.audit')).toHaveLength(before);
    expect(received).toHaveLength(2);
  });
});
