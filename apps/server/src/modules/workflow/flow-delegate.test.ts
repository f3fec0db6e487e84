import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowDelegates, flowTasks } from './workflow.table.ts';

const api = '/api/workflow/engine';
let t: TTestApp;
let flowId: string;
const ids: Record<string, string> = {};
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.signIn();
  for (const name of ['launcher', 'boss', 'deputy', 'other'])
    ids[name] = (await buildUser(t.db, { account: `wd${name}`, realName: name })).id;
  const role = await buildRole(t.db, Object.values(ids));
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.entrust'];
  await grant(t.db, { type: 'Role', id: role.id }, pages, ['btn_add', 'btn_edit', 'btn_remove']);
  for (const name of Object.keys(ids)) tok[name] = await t.signIn(`wd${name}`, DEFAULT_PASSWORD);
  const body = flowBody({ flowTemplateJson: simpleFlow([ids.boss]) });
  flowId = (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id;
});
afterAll(() => t.close());

const call = (who: string, method: string, path: string, body?: object) =>
  t.call(method, `${api}/${path}`, { token: tok[who], body });
const entrust = (over: object = {}) => ({
  flowId,
  toUserId: ids.deputy,
  startTime: t.app.ctx.now() - 60_000,
  endTime: t.app.ctx.now() + 3_600_000,
  ...over,
});
const count = async () => (await t.db.select().from(flowDelegates)).length;

describe('flowDelegate', () => {
  it('refuses entrusting oneself, a reversed window, an unknown user or flow with 400, storing nothing', async () => {
    const before = await count();
    expect(
      (await call('boss', 'POST', 'flowDelegate/create', entrust({ toUserId: ids.boss }))).json(),
    ).toMatchObject({
      code: 400,
      msg: '禁止委托本人',
    });
    const win = (await call('boss', 'POST', 'flowDelegate/create', entrust({ endTime: 1 }))).json();
    expect(win.code).toBe(400);
    expect(win.msg).toContain('endTime');
    const who = (await call('boss', 'POST', 'flowDelegate/create', entrust({ toUserId: 'ghost' }))).json();
    expect(who.msg).toContain('toUserId');
    const flow = (await call('boss', 'POST', 'flowDelegate/create', entrust({ flowId: 'ghost' }))).json();
    expect(flow.msg).toContain('flowId');
    expect(await count()).toBe(before);
  });

  it('lets the delegate see and act on the delegator’s step while in force; rows stay their owner’s', async () => {
    const created = (await call('boss', 'POST', 'flowDelegate/create', entrust())).json();
    expect(created.code).toBe(200);
    const id = created.data.id as string;
    expect((await call('boss', 'GET', `flowDelegate/info/${id}`)).json().data).toMatchObject({
      toUserName: 'deputy/wddeputy',
      flowName: '请假流程',
    });
    expect((await call('other', 'GET', `flowDelegate/info/${id}`)).json().code).toBe(404);
    expect((await call('other', 'DELETE', `flowDelegate/del/${id}`)).json().code).toBe(404);
    expect((await call('other', 'GET', 'flowDelegate/list')).json().data.pagination.total).toBe(0);
    expect((await call('boss', 'GET', 'flowDelegate/list')).json().data.pagination.total).toBe(1);

    const taskId = (await call('launcher', 'POST', 'flowTask/create', { flowId, data: {} })).json().data.id;
    const todo = (await call('deputy', 'GET', 'flowBefore/list/1')).json().data;
    expect(todo.list[0]).toMatchObject({ processId: taskId, fullName: 'launcher的请假流程(boss的委托)' });
    // A keyword finds the entrusted work too (the operator rows matched are the delegator's, not the caller's).
    const found = (await call('deputy', 'GET', 'flowBefore/list/1?keyword=launcher')).json().data;
    expect(found.list.map((r: { processId: string }) => r.processId)).toEqual([taskId]);
    const dash = (who: string, w: string) =>
      t.call('GET', `/api/visualdev/Dashboard/${w}`, { token: tok[who] });
    expect((await dash('deputy', 'FlowTodoCount')).json().data).toEqual({
      toBeReviewed: 1,
      entrust: 1,
      flowDone: 0,
    });
    expect((await dash('boss', 'FlowTodoCount')).json().data).toEqual({
      toBeReviewed: 1,
      entrust: 0,
      flowDone: 0,
    });
    expect((await dash('deputy', 'MyFlowTodo')).json().data.list[0]).toMatchObject({ processId: taskId });
    expect((await dash('other', 'FlowTodo')).json().data.list).toEqual([]);
    expect((await t.call('GET', '/api/visualdev/Dashboard/FlowTodoCount')).json().code).toBe(600);
    expect((await call('other', 'POST', `flowBefore/audit/${todo.list[0].id}`, {})).json().code).toBe(403);
    expect((await call('deputy', 'POST', `flowBefore/audit/${todo.list[0].id}`, {})).json().code).toBe(200);
    expect((await t.db.select().from(flowTasks).where(eq(flowTasks.id, taskId)))[0].status).toBe(2);
    expect((await dash('deputy', 'FlowTodoCount')).json().data).toEqual({
      toBeReviewed: 0,
      entrust: 0,
      flowDone: 1,
    });

    const upd = entrust({ startTime: t.app.ctx.now() + 3_600_000, endTime: t.app.ctx.now() + 7_200_000 });
    expect((await call('boss', 'PUT', `flowDelegate/update/${id}`, upd)).json().code).toBe(200);
    await call('launcher', 'POST', 'flowTask/create', { flowId, data: {} });
    expect((await call('deputy', 'GET', 'flowBefore/list/1')).json().data.pagination.total).toBe(0);
    expect((await call('boss', 'DELETE', `flowDelegate/del/${id}`)).json().code).toBe(200);
    expect((await call('boss', 'GET', 'flowDelegate/list')).json().data.pagination.total).toBe(0);
  });
});
