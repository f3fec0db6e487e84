import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { jobs } from '../jobs/job.table.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowTaskOperators, flowTaskRecords, flowTasks } from './workflow.table.ts';

const api = '/api/workflow/engine';
let t: TTestApp;
let admin: string;
let flowId: string;
const ids: Record<string, string> = {};
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  for (const name of ['launcher', 'u1', 'u2', 'u3', 'other'])
    ids[name] = (await buildUser(t.db, { account: `wm${name}`, realName: name })).id;
  const role = await buildRole(t.db, Object.values(ids));
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate'];
  await grant(t.db, { type: 'Role', id: role.id }, pages);
  for (const name of Object.keys(ids)) tok[name] = await t.signIn(`wm${name}`, DEFAULT_PASSWORD);
  const body = flowBody({ flowTemplateJson: simpleFlow([ids.u1, ids.u2], [ids.u3]) });
  flowId = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
});
afterAll(() => t.close());

const launch = async () =>
  (await t.call('POST', `${api}/flowTask/create`, { token: tok.launcher, body: { flowId, data: {} } })).json()
    .data.id as string;
const call = (token: string, method: string, path: string, body?: object) =>
  t.call(method, `${api}/${path}`, { token, body });
const task = async (id: string) => (await t.db.select().from(flowTasks).where(eq(flowTasks.id, id)))[0];
const pendingOf = async (taskId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(flowTaskOperators)
      .where(
        and(
          eq(flowTaskOperators.taskId, taskId),
          eq(flowTaskOperators.handleId, userId),
          eq(flowTaskOperators.completion, 0),
          eq(flowTaskOperators.state, 0),
        ),
      )
  )[0];

describe('flowLaunch, flowMonitor and the other actions', () => {
  it('lets only the launcher withdraw and urge, then delete what is no longer in approval', async () => {
    const id = await launch();
    const list = (await call(tok.launcher, 'GET', 'flowLaunch/list')).json().data;
    expect(list.list.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call(tok.u1, 'POST', `flowLaunch/press/${id}`)).json().code).toBe(403);
    expect((await call(tok.launcher, 'POST', `flowLaunch/press/${id}`)).json().code).toBe(200);
    expect((await call(tok.launcher, 'DELETE', `flowLaunch/del/${id}`)).json()).toMatchObject({ code: 400 });
    expect((await call(tok.u1, 'POST', `flowLaunch/withdraw/${id}`, {})).json().code).toBe(403);
    expect((await task(id)).status).toBe(1);
    const w = (
      await call(tok.launcher, 'POST', `flowLaunch/withdraw/${id}`, { handleOpinion: '撤回' })
    ).json();
    expect(w).toMatchObject({ code: 200, data: { status: 4 } });
    expect(await pendingOf(id, ids.u1)).toBeUndefined();
    expect((await call(tok.launcher, 'POST', `flowLaunch/press/${id}`)).json()).toMatchObject({
      code: 400,
      msg: '未找到催办人',
    });
    expect((await call(tok.u1, 'DELETE', `flowLaunch/del/${id}`)).json().code).toBe(404);
    expect((await call(tok.launcher, 'DELETE', `flowLaunch/del/${id}`)).json().code).toBe(200);
    expect((await task(id)).deleteTime).not.toBeNull();
    expect(await t.db.select().from(flowTaskRecords).where(eq(flowTaskRecords.taskId, id))).toEqual([]);
  });

  it('recalls an approval by its approver only, back to the node', async () => {
    const id = await launch();
    const op = await pendingOf(id, ids.u1);
    expect((await call(tok.u1, 'POST', `flowBefore/audit/${op.id}`, {})).json().code).toBe(200);
    const rec = (await call(tok.u1, 'GET', 'flowBefore/list/2'))
      .json()
      .data.list.find((r: { processId: string }) => r.processId === id);
    expect((await call(tok.u2, 'POST', `flowBefore/recall/${rec.id}`, {})).json().code).toBe(403);
    expect((await call(tok.u1, 'POST', `flowBefore/recall/${rec.id}`, {})).json()).toMatchObject({
      code: 200,
    });
    expect((await task(id)).thisStepId).toBe('a1');
    expect(await pendingOf(id, ids.u3)).toBeUndefined();
    expect((await call(tok.u1, 'POST', `flowBefore/recall/no-such`, {})).json().code).toBe(404);
  });

  it('transfers a step to another user; a bad user is 400 naming the field and changes nothing', async () => {
    const id = await launch();
    const op = await pendingOf(id, ids.u1);
    const version = (await task(id)).version;
    const bad = (
      await call(tok.u1, 'POST', `flowBefore/transfer/${op.id}`, { freeApproverUserId: 'ghost' })
    ).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('freeApproverUserId');
    expect(
      (
        await call(tok.other, 'POST', `flowBefore/transfer/${op.id}`, { freeApproverUserId: ids.other })
      ).json().code,
    ).toBe(403);
    expect((await task(id)).version).toBe(version);
    const ok = await call(tok.u1, 'POST', `flowBefore/transfer/${op.id}`, { freeApproverUserId: ids.other });
    expect(ok.json().code).toBe(200);
    expect(await pendingOf(id, ids.other)).toBeDefined();
  });

  it('needs the monitor permission to list, assign, terminate and delete', async () => {
    const id = await launch();
    expect((await call(tok.launcher, 'GET', 'flowMonitor/list')).json().code).toBe(403);
    expect((await call(tok.launcher, 'POST', `flowBefore/cancel/${id}`, {})).json().code).toBe(403);
    expect((await call(tok.launcher, 'DELETE', 'flowMonitor/del', { ids: id })).json().code).toBe(403);
    const mon = (await call(admin, 'GET', `flowMonitor/list?keyword=launcher`)).json().data;
    expect(mon.list.map((r: { id: string }) => r.id)).toContain(id);
    const assign = { nodeCode: 'a1', freeApproverUserId: ids.u3 };
    expect((await call(admin, 'POST', `flowBefore/assign/${id}`, assign)).json().code).toBe(200);
    expect(await pendingOf(id, ids.u1)).toBeUndefined();
    expect(await pendingOf(id, ids.u3)).toBeDefined();
    expect((await call(admin, 'POST', `flowBefore/assign/${id}`, { nodeCode: '' })).json().code).toBe(400);
    expect(
      (await call(admin, 'POST', `flowBefore/cancel/${id}`, { handleOpinion: '作废' })).json(),
    ).toMatchObject({
      code: 200,
      data: { status: 5 },
    });
    expect((await call(admin, 'POST', `flowBefore/cancel/${id}`, {})).json().code).toBe(409);
    expect((await call(admin, 'DELETE', 'flowMonitor/del', { ids: `${id},missing` })).json().code).toBe(404);
    expect((await task(id)).deleteTime).toBeNull();
    expect((await call(admin, 'DELETE', 'flowMonitor/del', { ids: id })).json().code).toBe(200);
    expect((await task(id)).deleteTime).not.toBeNull();
  });

  it('auto-approves a step when its timeout job comes due, once, and cancels it when the node is left', async () => {
    const tree = simpleFlow([ids.u1], [ids.u3]);
    (tree.childNode.properties as Record<string, unknown>).timeoutConfig = {
      on: true,
      quantity: 1,
      type: 'minute',
      handler: 1,
    };
    const body = flowBody({ enCode: 'timeout', fullName: '超时流程', flowTemplateJson: tree });
    const fid = (await call(admin, 'POST', 'flowEngine/create', body)).json().data.id;
    const start = async () =>
      (await call(tok.launcher, 'POST', 'flowTask/create', { flowId: fid, data: {} })).json().data
        .id as string;
    const timerJobs = (taskId: string) =>
      t.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `wf:${taskId}:%`));
    const left = await start();
    expect(
      (await call(tok.u1, 'POST', `flowBefore/audit/${(await pendingOf(left, ids.u1)).id}`, {})).json().code,
    ).toBe(200);
    expect((await timerJobs(left)).map((j) => [j.status, j.result])).toEqual([['done', { cancelled: true }]]);

    const id = await start();
    expect((await timerJobs(id)).map((j) => j.status)).toEqual(['queued']);
    t.advance(61_000);
    for (let i = 0; i < 100 && (await task(id)).thisStepId !== 'a2'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await task(id)).thisStepId).toBe('a2');
    const auto = await t.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, id), eq(flowTaskRecords.nodeCode, 'a1')));
    expect(auto.filter((r) => r.handleStatus === 1)).toHaveLength(1);
    for (let i = 0; i < 50 && (await timerJobs(id))[0].status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await timerJobs(id))[0]).toMatchObject({ status: 'done', result: { fired: true } });
  });

  it('calls event URLs over the SSRF guard as jobs: a refused address fails the job, never the task', async () => {
    const start = {
      hasInitFunc: true,
      initInterfaceUrl: 'http://127.0.0.1:9/hook',
      initInterfaceType: 'POST',
    };
    const tree = simpleFlow([ids.u1], undefined, start);
    const body = flowBody({ enCode: 'event', fullName: '事件流程', flowTemplateJson: tree });
    const fid = (await call(admin, 'POST', 'flowEngine/create', body)).json().data.id;
    const id = (await call(tok.launcher, 'POST', 'flowTask/create', { flowId: fid, data: {} })).json().data
      .id;
    // The only event flow of this file: its one job.
    const mine = () => t.db.select().from(jobs).where(eq(jobs.kind, 'workflow.event'));
    for (let i = 0; i < 100 && (await mine()).every((j) => j.status !== 'failed'); i++)
      await new Promise((r) => setTimeout(r, 50));
    const [job] = await mine();
    expect(job).toMatchObject({ status: 'failed', result: { refused: true } });
    expect(job.error).toContain('127.0.0.1');
    expect((await task(id)).status).toBe(1);
  });

  it('starts a sub-flow’s child task and resumes the parent when the child is approved', async () => {
    const childBody = flowBody({
      enCode: 'child',
      fullName: '子流程',
      flowTemplateJson: simpleFlow([ids.u1]),
    });
    const childFlow = (await call(admin, 'POST', 'flowEngine/create', childBody)).json().data.id;
    const parentTree = {
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起' },
      childNode: {
        type: 'subFlow',
        nodeId: 'S',
        properties: { title: '子流程', flowId: childFlow, initiateType: 4 },
        childNode: {
          type: 'approver',
          nodeId: 'a2',
          properties: { title: '复核', assigneeType: 6, approvers: [ids.u3] },
        },
      },
    };
    const body = flowBody({ enCode: 'parent', fullName: '父流程', flowTemplateJson: parentTree });
    const pid = (await call(admin, 'POST', 'flowEngine/create', body)).json().data.id;
    const parent = (
      await call(tok.launcher, 'POST', 'flowTask/create', { flowId: pid, data: { x: 1 } })
    ).json().data.id;
    const wait = async (ok: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 50));
    };
    const children = () => t.db.select().from(flowTasks).where(eq(flowTasks.parentId, parent));
    await wait(async () => (await children()).length === 1);
    const [child] = await children();
    expect(child).toMatchObject({ status: 1, flowId: childFlow, creatorUserId: ids.launcher });
    expect((await call(tok.launcher, 'DELETE', `flowMonitor/del`, { ids: child.id })).json().code).toBe(403);
    expect((await call(admin, 'DELETE', 'flowMonitor/del', { ids: child.id })).json()).toMatchObject({
      code: 400,
      msg: '子流程无法删除',
    });
    const op = await pendingOf(child.id, ids.u1);
    expect((await call(tok.u1, 'POST', `flowBefore/audit/${op.id}`, {})).json().data.status).toBe(2);
    await wait(async () => (await task(parent)).thisStepId === 'a2');
    expect(await task(parent)).toMatchObject({ status: 1, thisStepId: 'a2' });
    expect(await pendingOf(parent, ids.u3)).toBeDefined();
  });
});
