import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { sysLogs } from '../logs/log.table.ts';
import { messageReceives, messages } from '../message/message.table.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowTaskOperators, flowTasks } from './workflow.table.ts';

const api = '/api/workflow/engine';
let t: TTestApp;
let admin: string;
let service: http.Server;
const asked: URL[] = [];
const ids: Record<string, string> = {};
const tok: Record<string, string> = {};

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, data: { handleId: `${ids.u1},${ids.u2}` } }));
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  t = await buildTestApp({ env: { DATA_INTERFACE_PRIVATE_HOSTS: '127.0.0.1' } });
  admin = await t.signIn();
  for (const name of ['launcher', 'u1', 'u2', 'u3'])
    ids[name] = (await buildUser(t.db, { account: `wr${name}`, realName: `实名${name}` })).id;
  const role = await buildRole(t.db, Object.values(ids));
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.entrust'];
  await grant(t.db, { type: 'Role', id: role.id }, pages, ['btn_add']);
  for (const name of Object.keys(ids)) tok[name] = await t.signIn(`wr${name}`, DEFAULT_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  service?.close();
});

const createFlow = async (enCode: string, tree: object, formData = '{"fields":[]}') =>
  (
    await t.call('POST', `${api}/flowEngine/create`, {
      token: admin,
      body: flowBody({ enCode, fullName: enCode, formData, flowTemplateJson: JSON.stringify(tree) }),
    })
  ).json().data.id as string;
const launch = async (flowId: string, data: object = {}) =>
  (await t.call('POST', `${api}/flowTask/create`, { token: tok.launcher, body: { flowId, data } })).json()
    .data.id as string;
const holders = async (taskId: string) =>
  (
    await t.db
      .select({ handleId: flowTaskOperators.handleId, nodeCode: flowTaskOperators.nodeCode })
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.completion, 0)))
  ).map((o) => `${o.nodeCode}:${o.handleId}`);
const until = async (ok: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 50));
  return ok();
};
const serviceFlow = (url: string) => ({
  type: 'start',
  nodeId: 'start',
  properties: { title: '发起' },
  childNode: {
    type: 'approver',
    nodeId: 'svc',
    properties: { title: '服务', assigneeType: 9, getUserUrl: url },
  },
});

describe('service approvers (assigneeType 9)', () => {
  it('asks the service when the node is entered (taskId and nodeId in the query), one operator per user', async () => {
    const port = (service.address() as AddressInfo).port;
    const flowId = await createFlow('svc', serviceFlow(`http://127.0.0.1:${port}/approvers`));
    const taskId = await launch(flowId);
    expect((await holders(taskId)).sort()).toEqual([`svc:${ids.u1}`, `svc:${ids.u2}`].sort());
    const call = asked.at(-1)!;
    expect([call.pathname, call.searchParams.get('taskId'), call.searchParams.get('nodeId')]).toEqual([
      '/approvers',
      taskId,
      'svc',
    ]);
  });

  it('gives the node to the administrator when the guard refuses the URL, and logs why', async () => {
    const flowId = await createFlow('svcbad', serviceFlow('http://10.1.2.3/approvers'));
    const calls = asked.length;
    const taskId = await launch(flowId);
    expect(await holders(taskId)).toEqual(['svc:admin']);
    expect(asked).toHaveLength(calls);
    const logged = () =>
      t.db
        .select({ json: sysLogs.json })
        .from(sysLogs)
        .where(and(eq(sysLogs.abstracts, 'workflow.serviceApprover'), like(sysLogs.json, `%${taskId}%`)));
    expect(await until(async () => (await logged()).length === 1)).toBe(true);
    expect((await logged())[0].json).toContain('10.1.2.3');
  });
});

describe('conditions by display name', () => {
  it('routes on the option label and the user name the form shows', async () => {
    const fields = [
      {
        __vModel__: 'dept',
        __config__: { jnpfKey: 'select', label: '部门' },
        __slot__: { options: [{ id: 'D1', fullName: '财务部' }] },
      },
      { __vModel__: 'owner', __config__: { jnpfKey: 'userSelect', label: '负责人' } },
    ];
    const cond = (id: string, priority: number, field: string, value: string, to: string) => ({
      type: 'condition',
      nodeId: id,
      properties: { title: id, priority, conditions: [{ field, symbol: '==', filedValue: value }] },
      childNode: {
        type: 'approver',
        nodeId: `n${id}`,
        properties: { title: id, assigneeType: 6, approvers: [to] },
      },
    });
    const tree = {
      ...simpleFlow([ids.u3]),
      conditionNodes: [
        cond('fin', 1, 'dept', '财务部', ids.u1),
        cond('own', 2, 'owner', `实名u2`, ids.u2),
        { type: 'condition', nodeId: 'else', properties: { title: 'else', priority: 3, isDefault: true } },
      ],
    };
    const flowId = await createFlow('labels', tree, JSON.stringify({ fields }));
    expect(await holders(await launch(flowId, { dept: 'D1' }))).toEqual([`nfin:${ids.u1}`]);
    expect(await holders(await launch(flowId, { dept: 'D2', owner: ids.u2 }))).toEqual([`nown:${ids.u2}`]);
    expect(await holders(await launch(flowId, { dept: 'D2', owner: ids.u3 }))).toEqual([`a1:${ids.u3}`]);
  });
});

describe('entrust applied', () => {
  it('tells the delegate of the pending steps the delegator already had when the entrust starts', async () => {
    const flowId = await createFlow('entrust', simpleFlow([ids.u1]));
    const taskId = await launch(flowId);
    const now = Date.now();
    const body = { flowId, toUserId: ids.u3, startTime: now - 60_000, endTime: now + 3_600_000 };
    expect((await t.call('POST', `${api}/flowDelegate/create`, { token: tok.u1, body })).json().code).toBe(
      200,
    );
    const toDelegate = () =>
      t.db
        .select({ body: messages.bodyText })
        .from(messages)
        .innerJoin(messageReceives, eq(messageReceives.messageId, messages.id))
        .where(and(eq(messageReceives.userId, ids.u3), like(messages.bodyText, `%${taskId}%`)));
    expect(await until(async () => (await toDelegate()).length === 1)).toBe(true);
  });
});

describe('sub-flow children', () => {
  it('take the bill number of their own form’s bill rule', async () => {
    const rule = {
      fullName: '子单',
      enCode: 'WFSUB',
      prefix: 'SB',
      dateFormat: 'no',
      digit: 3,
      startNumber: '000',
    };
    expect(
      (await t.call('POST', '/api/system/base/bill/rule/edit', { token: admin, body: rule })).json().code,
    ).toBe(200);
    const field = { __vModel__: 'no', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'WFSUB' } };
    const child = await createFlow('subchild', simpleFlow([ids.u1]), JSON.stringify({ fields: [field] }));
    const parentTree = {
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起' },
      childNode: {
        type: 'subFlow',
        nodeId: 'S',
        properties: { title: '子', flowId: child, initiateType: 4 },
      },
    };
    const parent = await launch(await createFlow('subparent', parentTree));
    const children = () => t.db.select().from(flowTasks).where(eq(flowTasks.parentId, parent));
    expect(await until(async () => (await children()).length === 1)).toBe(true);
    expect((await children())[0]).toMatchObject({ enCode: 'SB000', formData: { no: 'SB000' } });
  });
});
