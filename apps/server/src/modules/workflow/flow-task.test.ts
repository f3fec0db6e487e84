import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { messageReceives, messages } from '../message/message.table.ts';
import { rowEffectWrites, runWrites } from './flow-task.repo.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowTaskOperators, flowTaskRecords, flowTasks } from './workflow.table.ts';

const api = '/api/workflow/engine';
let t: TTestApp;
let flowId: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.signIn();
  for (const name of ['launcher', 'u1', 'u2', 'u3', 'outsider']) {
    const u = await buildUser(t.db, { account: `wf${name}`, realName: name });
    ids[name] = u.id;
  }
  const role = await buildRole(t.db, Object.values(ids));
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate'];
  await grant(t.db, { type: 'Role', id: role.id }, pages);
  for (const name of Object.keys(ids)) tokens[name] = await t.signIn(`wf${name}`, DEFAULT_PASSWORD);
  const body = flowBody({ flowTemplateJson: simpleFlow([ids.u1, ids.u2], [ids.u3]) });
  flowId = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
});
afterAll(() => t.close());

const launch = (token: string, body: object) => t.call('POST', `${api}/flowTask/create`, { token, body });
const todo = async (who: string, q = '') =>
  (await t.call('GET', `${api}/flowBefore/list/1${q}`, { token: tokens[who] })).json().data;
const act = (who: string, action: string, operatorId: string, body: object = {}) =>
  t.call('POST', `${api}/flowBefore/${action}/${operatorId}`, { token: tokens[who], body });
const taskRow = async (id: string) => (await t.db.select().from(flowTasks).where(eq(flowTasks.id, id)))[0];

describe('flowTask and flowBefore', () => {
  it('launches, shows the step to its approvers only, approves once and moves on', async () => {
    const res = (await launch(tokens.launcher, { flowId, data: '{"days":3}' })).json();
    expect(res.code).toBe(200);
    const taskId = res.data.id as string;
    expect(await taskRow(taskId)).toMatchObject({
      status: 1,
      thisStepId: 'a1',
      fullName: 'launcher的请假流程',
    });
    const u1 = await todo('u1', '?keyword=launcher');
    expect(u1.pagination.total).toBe(1);
    expect(u1.list[0]).toMatchObject({
      processId: taskId,
      thisStepId: 'a1',
      userName: 'launcher/wflauncher',
    });
    expect((await todo('u2')).pagination.total).toBe(1);
    expect((await todo('outsider')).pagination.total).toBe(0);
    expect((await todo('u1', '?keyword=nomatch')).pagination.total).toBe(0);

    const op1 = u1.list[0].id as string;
    const op2 = (await todo('u2')).list[0].id as string;
    expect((await act('u1', 'audit', op1, { handleOpinion: '同意' })).json()).toMatchObject({
      code: 200,
      data: { taskId, status: 1 },
    });
    expect((await todo('u2')).pagination.total).toBe(0);
    expect((await act('u2', 'audit', op2)).json()).toMatchObject({
      code: 409,
      msg: '当前流程被处理，无法审批',
    });
    const done = (await t.call('GET', `${api}/flowBefore/list/2`, { token: tokens.u1 })).json().data;
    expect(done.list[0]).toMatchObject({ processId: taskId, status: 1, thisStepId: 'a1' });
    const u3 = await todo('u3');
    expect(u3.list[0]).toMatchObject({ processId: taskId, thisStepId: 'a2' });
    expect((await act('u3', 'audit', u3.list[0].id)).json().data.status).toBe(2);
    expect(await taskRow(taskId)).toMatchObject({ status: 2, completion: 100 });
    const info = (await t.call('GET', `${api}/flowTask/info/${taskId}`, { token: tokens.u1 })).json();
    expect(JSON.parse(info.data.data)).toEqual({ days: 3 });
    expect(
      (await t.call('GET', `${api}/flowTask/info/${taskId}`, { token: tokens.outsider })).json().code,
    ).toBe(404);
  });

  it('answers the detail to the people on the task only', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: { days: 1 } })).json().data.id;
    const op = (await todo('u1')).list.find((r: { processId: string }) => r.processId === taskId);
    await act('u1', 'audit', op.id, { handleOpinion: '好' });
    const res = await t.call('GET', `${api}/flowBefore/info/${taskId}?taskNodeId=a2`, {
      token: tokens.launcher,
    });
    const d = res.json().data;
    expect(d.flowFormInfo).toBe('{"fields":[]}');
    expect(d.flowTaskInfo).toMatchObject({ id: taskId, status: 1, thisStepId: 'a2', flowName: '请假流程' });
    const types = Object.fromEntries(
      d.flowTaskNodeList.map((n: { nodeCode: string; type: string }) => [n.nodeCode, n.type]),
    );
    expect(types).toMatchObject({ start: '0', a1: '0', a2: '1' });
    expect(d.flowTaskNodeList.find((n: { nodeCode: string }) => n.nodeCode === 'a2').userName).toBe(
      'u3/wfu3',
    );
    const recs = d.flowTaskOperatorRecordList.map(
      (r: { handleStatus: number; userName: string; handleOpinion: string }) => [
        r.handleStatus,
        r.userName,
        r.handleOpinion,
      ],
    );
    expect(recs).toEqual([
      [2, 'launcher/wflauncher', ''],
      [1, 'u1/wfu1', '好'],
    ]);
    expect(d.freeApprover).toBe(0);
    for (const who of ['u3', 'u1']) {
      const r = await t.call('GET', `${api}/flowBefore/info/${taskId}`, { token: tokens[who] });
      expect(r.json().code).toBe(200);
    }
    expect(
      (await t.call('GET', `${api}/flowBefore/info/${taskId}`, { token: tokens.outsider })).json().code,
    ).toBe(404);
    const data = await t.call('GET', `${api}/flowTask/${flowId}/${taskId}`, { token: tokens.u3 });
    expect(data.json().data).toEqual({ days: 1 });
    expect(
      (await t.call('GET', `${api}/flowTask/${flowId}/${taskId}`, { token: tokens.outsider })).json().code,
    ).toBe(404);
    expect((await t.call('GET', `${api}/flowTask/other/${taskId}`, { token: tokens.u3 })).json().code).toBe(
      404,
    );
    const options = async (who: string) =>
      (await t.call('GET', `${api}/flowEngine/${flowId}/FieldDataSelect`, { token: tokens[who] })).json().data
        .list;
    expect(await options('launcher')).toContainEqual({ id: taskId, fullName: 'launcher的请假流程/' });
    expect(await options('u1')).toEqual([]);
    expect(
      (
        await t.call('GET', `${api}/flowBefore/info/${taskId}?taskNodeId=${'x'.repeat(65)}`, {
          token: tokens.launcher,
        })
      ).json().code,
    ).toBe(400);
  });

  it('stores only the fields the approver’s node may write', async () => {
    const tree = simpleFlow([ids.u1]);
    (tree.childNode.properties as Record<string, unknown>).formOperates = [
      { id: 'days', read: true, write: false },
      { id: 'note', read: true, write: true },
    ];
    const admin = await t.signIn();
    const body = flowBody({ enCode: 'ops', fullName: '字段权限', flowTemplateJson: tree });
    const fid = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
    const taskId = (await launch(tokens.launcher, { flowId: fid, data: { days: 2, note: '' } })).json().data
      .id;
    const op = (await todo('u1')).list.find((r: { processId: string }) => r.processId === taskId);
    const res = await act('u1', 'audit', op.id, {
      formData: JSON.stringify({ days: 99, note: '已阅', extra: 1 }),
    });
    expect(res.json().code).toBe(200);
    expect((await taskRow(taskId)).formData).toEqual({ days: 2, note: '已阅' });
  });

  it('refuses the system administrator as an approver (WF0004), even on a step that fell to him', async () => {
    const admin = await t.signIn();
    const body = flowBody({ enCode: 'adm', fullName: '管理员审批' });
    const fid = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
    const taskId = (await launch(tokens.launcher, { flowId: fid, data: {} })).json().data.id;
    const [op] = await t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId));
    const before = await taskRow(taskId);
    const as = (action: string, b: object = {}) =>
      t.call('POST', `${api}/flowBefore/${action}/${op.id}`, { token: admin, body: b });
    for (const res of [
      await as('audit'),
      await as('reject'),
      await as('transfer', { freeApproverUserId: ids.u1 }),
    ])
      expect(res.json()).toMatchObject({ code: 400, msg: '系统管理员无法操作流程任务' });
    expect((await taskRow(taskId)).version).toBe(before.version);
    const [after] = await t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.id, op.id));
    expect(after).toMatchObject({ handleId: 'admin', completion: 0 });
  });

  it('takes the bill numbers of the form’s bill-rule fields on launch; the first is the task’s bill number', async () => {
    const admin = await t.signIn();
    const rule = {
      fullName: '请假单',
      enCode: 'WFLV',
      prefix: 'LV',
      dateFormat: 'no',
      digit: 3,
      startNumber: '000',
    };
    expect(
      (await t.call('POST', '/api/system/base/bill/rule/edit', { token: admin, body: rule })).json().code,
    ).toBe(200);
    const field = { __vModel__: 'billNo', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'WFLV' } };
    const body = flowBody({
      enCode: 'bill',
      fullName: '单号流程',
      formData: JSON.stringify({ fields: [field] }),
      flowTemplateJson: simpleFlow([ids.u1]),
    });
    const fid = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
    const first = (await launch(tokens.launcher, { flowId: fid, data: { billNo: 'mine' } })).json().data.id;
    const draft = (await launch(tokens.launcher, { flowId: fid, data: {}, status: 1 })).json().data.id;
    expect(await taskRow(first)).toMatchObject({ enCode: 'LV000', formData: { billNo: 'LV000' } });
    expect(await taskRow(draft)).toMatchObject({ enCode: 'LV001', formData: { billNo: 'LV001' } });
    expect((await todo('u1', '?keyword=LV000')).list).toEqual([
      expect.objectContaining({ processId: first }),
    ]);
  });

  it('tells the approvers in a system message after the commit', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: {} })).json().data.id;
    const mine = async () =>
      t.db
        .select({ title: messages.title, body: messages.bodyText })
        .from(messages)
        .innerJoin(messageReceives, eq(messageReceives.messageId, messages.id))
        .where(eq(messageReceives.userId, ids.u2));
    for (let i = 0; i < 50 && !(await mine()).some((m) => m.body.includes(taskId)); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await mine()).find((m) => m.body.includes(taskId))?.title).toBe('launcher的请假流程【审核】');
  });

  it('refuses someone who is not the operator, a missing operator and bad input, changing nothing', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: {} })).json().data.id;
    const op = (await t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId)))[0];
    const before = await taskRow(taskId);
    expect((await act('outsider', 'audit', op.id)).json().code).toBe(403);
    expect((await act('launcher', 'reject', op.id)).json().code).toBe(403);
    expect((await act('u1', 'audit', 'no-such-operator')).json().code).toBe(404);
    const bad = (
      await act(op.handleId === ids.u1 ? 'u1' : 'u2', 'audit', op.id, { copyIds: ['bad id!'] })
    ).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('copyIds');
    expect((await taskRow(taskId)).version).toBe(before.version);
    const noFlow = (await launch(tokens.launcher, { flowId: 'bad id!' })).json();
    expect(noFlow.code).toBe(400);
    expect(noFlow.msg).toContain('flowId');
    expect((await launch(tokens.launcher, { flowId: 'nope' })).json().code).toBe(400);
    expect((await t.call('GET', `${api}/flowBefore/list/1`, { token: await t.signIn() })).json().code).toBe(
      200,
    );
  });

  it('keeps the to-do search text of the open rows in step with the task: title and bill number while it runs', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: {} })).json().data.id;
    const open = async () =>
      (
        await t.db
          .select({ handleId: flowTaskOperators.handleId, searchText: flowTaskOperators.searchText })
          .from(flowTaskOperators)
          .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.completion, 0)))
      ).map((r) => r.searchText);
    const title = 'launcher的请假流程\u0001';
    expect(await open()).toEqual([title, title]);
    // A decision that renames the task writes the new text on every open row, those it does not write too.
    const renamed = '改名的请假\u0001';
    await runWrites(t.db, false, rowEffectWrites(t.db, taskId, [], 0, { before: title, after: renamed }));
    expect(await open()).toEqual([renamed, renamed]);
    const found = await todo('u2', `?keyword=${encodeURIComponent('改名')}`);
    expect(found.list.map((r: { processId: string }) => r.processId)).toEqual([taskId]);
    expect((await todo('u2', `?keyword=${encodeURIComponent('launcher的')}`)).list).not.toContainEqual(
      expect.objectContaining({ processId: taskId }),
    );
    // Rejected back to the launcher, the task no longer runs: no open row carries a text, the keyword finds nothing.
    const op = (await t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId)))[0];
    const who = op.handleId === ids.u1 ? 'u1' : 'u2';
    expect((await act(who, 'reject', op.id, { handleOpinion: '不行' })).json().code).toBe(200);
    expect((await taskRow(taskId)).status).not.toBe(1);
    expect((await open()).filter((x) => x !== null)).toEqual([]);
    expect((await todo('u2', `?keyword=${encodeURIComponent('改名')}`)).pagination.total).toBe(0);
  });

  it('keeps a draft, then submits it on update; only the launcher may', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: { a: 1 }, status: 1 })).json().data.id;
    expect(await taskRow(taskId)).toMatchObject({ status: 0, enabledMark: 0 });
    expect((await todo('u1', `?keyword=${encodeURIComponent('launcher')}`)).list).not.toContainEqual(
      expect.objectContaining({ processId: taskId }),
    );
    const upd = (body: object, who = 'launcher') =>
      t.call('PUT', `${api}/flowTask/update/${taskId}`, { token: tokens[who], body });
    expect((await upd({ flowId, data: { a: 2 } }, 'u1')).json().code).toBe(403);
    expect((await upd({ flowId, data: { a: 2 } })).json().code).toBe(200);
    expect(await taskRow(taskId)).toMatchObject({ status: 1, formData: { a: 2 } });
    expect((await upd({ flowId, data: { a: 3 } })).json().code).toBe(409);
  });

  it('answers N concurrent approvals of one step exactly once', async () => {
    const taskId = (await launch(tokens.launcher, { flowId, data: {} })).json().data.id;
    const op = (
      await t.db
        .select()
        .from(flowTaskOperators)
        .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.handleId, ids.u1)))
    )[0];
    const answers = await Promise.all(Array.from({ length: 30 }, () => act('u1', 'audit', op.id)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const records = await t.db.select().from(flowTaskRecords).where(eq(flowTaskRecords.taskId, taskId));
    expect(records.filter((r) => r.handleStatus === 1)).toHaveLength(1);
    const next = await t.db
      .select()
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.nodeCode, 'a2')));
    expect(next).toHaveLength(1);
    expect((await taskRow(taskId)).thisStepId).toBe('a2');
  });
});
