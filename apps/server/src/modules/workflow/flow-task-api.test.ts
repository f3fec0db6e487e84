import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildFlowWorld, expectRefused, long, type TFlowWorld } from './flow-api.test-kit.ts';
import { flowTaskOperators, flowTaskRecords } from './workflow.table.ts';

let w: TFlowWorld;
let taskId: string;
/** The pending operator rows of `taskId`: u1's and u2's. */
const op: Record<string, string> = {};

beforeAll(async () => {
  w = await buildFlowWorld('fta');
  taskId = await w.launch();
  const rows = await w.t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId));
  for (const r of rows) op[r.handleId === w.ids.u1 ? 'u1' : 'u2'] = r.id;
});
afterAll(() => w.t.close());

describe('flowTask API', () => {
  it('refuses bad launch and save bodies, bad ids and unknown flows, changing nothing', async () => {
    const f = w.flowId;
    await expectRefused(w, [
      ['launcher', 'POST flowTask/create', 400, 'flowId', { data: {} }],
      ['launcher', 'POST flowTask/create', 400, 'flowId', { flowId: 'bad id!' }],
      ['launcher', 'POST flowTask/create', 400, 'status', { flowId: f, status: 5 }],
      ['launcher', 'POST flowTask/create', 400, 'flowUrgent', { flowId: f, flowUrgent: 4 }],
      ['launcher', 'POST flowTask/create', 400, 'data', { flowId: f, data: '[1,2]' }],
      ['launcher', 'POST flowTask/create', 400, 'data', { flowId: f, data: '{oops' }],
      ['launcher', 'POST flowTask/create', 400, 'freeApproverUserId', { flowId: f, freeApproverUserId: '' }],
      ['launcher', 'POST flowTask/create', 400, '', { flowId: 'no-such-flow' }],
      ['launcher', 'PUT flowTask/update/bad!id', 400, 'id', { flowId: f }],
      ['launcher', `PUT flowTask/update/${taskId}`, 400, 'status', { flowId: f, status: 'x' }],
      ['launcher', 'PUT flowTask/update/no-such-task', 404, '', { flowId: f }],
      ['launcher', 'GET flowTask/info/bad!id', 400, 'id'],
      ['launcher', 'GET flowTask/info/no-such-task', 404],
      ['launcher', `GET flowTask/bad!id/${taskId}`, 400, 'flowId'],
      ['launcher', `GET flowTask/${f}/bad!id`, 400, 'taskId'],
      ['launcher', `GET flowTask/no-such-flow/${taskId}`, 404],
    ]);
  });

  it('lets only the launch page launch and only the launcher save, and shows form data to people on the task', async () => {
    await expectRefused(w, [
      ['monitor', 'POST flowTask/create', 403, '', { flowId: w.flowId }],
      ['designer', 'POST flowTask/create', 403, '', { flowId: w.flowId }],
      ['other', `PUT flowTask/update/${taskId}`, 403, '', { flowId: w.flowId }],
      ['nobody', `GET flowTask/info/${taskId}`, 403],
      ['other', `GET flowTask/${w.flowId}/${taskId}`, 404],
    ]);
    const data = async (who: string) => (await w.call(who, 'GET', `flowTask/${w.flowId}/${taskId}`)).json();
    expect((await data('launcher')).code).toBe(200);
    expect((await data('u1')).code).toBe(200);
    expect((await data('watcher')).code).toBe(200);
  });
});

describe('flowBefore API', () => {
  it('refuses bad list queries and detail ids with a 400 naming the field', async () => {
    await expectRefused(w, [
      ['u1', 'GET flowBefore/list/1?pageSize=0', 400, 'pageSize'],
      ['u1', 'GET flowBefore/list/1?currentPage=abc', 400, 'currentPage'],
      ['u1', 'GET flowBefore/list/2?status=9', 400, 'status'],
      ['u1', 'GET flowBefore/list/2?sort=sideways', 400, 'sort'],
      ['u1', 'GET flowBefore/list/3?startTime=-5', 400, 'startTime'],
      ['u1', `GET flowBefore/list/3?keyword=${long(101)}`, 400, 'keyword'],
      ['u1', 'GET flowBefore/list/1?flowId=bad!id', 400, 'flowId'],
      ['u1', 'GET flowBefore/info/bad!id', 400, 'id'],
      ['u1', `GET flowBefore/info/${taskId}?taskNodeId=${long(65)}`, 400, 'taskNodeId'],
      ['u1', 'GET flowBefore/info/no-such-task', 404],
    ]);
  });

  it('refuses bad action bodies and ids, changing nothing', async () => {
    await expectRefused(w, [
      ['u1', `POST flowBefore/audit/${op.u1}`, 400, 'handleOpinion', { handleOpinion: long(501) }],
      ['u1', `POST flowBefore/audit/${op.u1}`, 400, 'formData', { formData: '[1]' }],
      ['u1', `POST flowBefore/reject/${op.u1}`, 400, 'copyIds', { copyIds: 'bad id!' }],
      ['u1', `POST flowBefore/reject/${op.u1}`, 400, 'freeApproverUserId', { freeApproverUserId: '  ' }],
      ['u1', 'POST flowBefore/audit/bad!id', 400, 'id', {}],
      ['u1', 'POST flowBefore/reject/no-such-operator', 404, '', {}],
      ['u1', `POST flowBefore/transfer/${op.u1}`, 400, 'freeApproverUserId', {}],
      ['u1', `POST flowBefore/transfer/${op.u1}`, 400, 'freeApproverUserId', { freeApproverUserId: 'ghost' }],
      ['u1', 'POST flowBefore/recall/bad!id', 400, 'id', {}],
      ['u1', 'POST flowBefore/recall/no-such-record', 404, '', {}],
      ['monitor', 'POST flowBefore/cancel/bad!id', 400, 'id', {}],
      ['monitor', `POST flowBefore/cancel/${taskId}`, 400, 'handleOpinion', { handleOpinion: long(501) }],
      ['monitor', 'POST flowBefore/cancel/no-such-task', 404, '', {}],
      ['monitor', `POST flowBefore/assign/${taskId}`, 400, 'freeApproverUserId', { nodeCode: 'a1' }],
      [
        'monitor',
        `POST flowBefore/assign/${taskId}`,
        400,
        'nodeCode',
        { nodeCode: long(65), freeApproverUserId: w.ids.u3 },
      ],
      [
        'monitor',
        'POST flowBefore/assign/no-such-task',
        404,
        '',
        { nodeCode: 'a1', freeApproverUserId: w.ids.u3 },
      ],
    ]);
  });

  it('lets only the operator act, the approver recall and the monitor cancel or assign', async () => {
    const assign = { nodeCode: 'a1', freeApproverUserId: w.ids.u3 };
    await expectRefused(w, [
      ['u3', `POST flowBefore/audit/${op.u1}`, 403, '', {}],
      ['other', `POST flowBefore/transfer/${op.u1}`, 403, '', { freeApproverUserId: w.ids.u3 }],
      ['monitor', `POST flowBefore/reject/${op.u1}`, 403, '', {}],
      ['u1', `POST flowBefore/cancel/${taskId}`, 403, '', {}],
      ['u1', `POST flowBefore/assign/${taskId}`, 403, '', assign],
      ['launcher', `POST flowBefore/assign/${taskId}`, 403, '', assign],
      ['other', `GET flowBefore/info/${taskId}`, 404],
      ['nobody', 'GET flowBefore/list/1', 403],
      ['monitor', 'GET flowBefore/list/2', 403],
      ['designer', 'GET flowBefore/list/3', 403],
    ]);
    const second = await w.launch();
    const [mine] = await w.t.db
      .select()
      .from(flowTaskOperators)
      .where(and(eq(flowTaskOperators.taskId, second), eq(flowTaskOperators.handleId, w.ids.u1)));
    expect((await w.call('u1', 'POST', `flowBefore/audit/${mine.id}`, {})).json().code).toBe(200);
    const records = await w.t.db.select().from(flowTaskRecords).where(eq(flowTaskRecords.taskId, second));
    const approval = records.find((r) => r.handleId === w.ids.u1)!;
    const submit = records.find((r) => r.handleId === w.ids.launcher)!;
    await expectRefused(w, [
      ['u2', `POST flowBefore/recall/${approval.id}`, 403, '', {}],
      ['launcher', `POST flowBefore/recall/${approval.id}`, 403, '', {}],
      ['launcher', `POST flowBefore/recall/${submit.id}`, 400, '', {}],
    ]);
    expect((await w.call('u1', 'GET', `flowBefore/info/${second}`)).json().code).toBe(200);
    expect((await w.call('watcher', 'GET', `flowBefore/info/${second}`)).json().code).toBe(200);
  });
});

describe('flowLaunch, flowMonitor and Dashboard API', () => {
  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    await expectRefused(w, [
      ['launcher', 'GET flowLaunch/list?status=abc', 400, 'status'],
      ['launcher', 'GET flowLaunch/list?pageSize=501', 400, 'pageSize'],
      ['launcher', 'GET flowLaunch/list?endTime=x', 400, 'endTime'],
      ['launcher', 'DELETE flowLaunch/del/bad!id', 400, 'id'],
      ['launcher', 'DELETE flowLaunch/del/no-such-task', 404],
      ['launcher', `DELETE flowLaunch/del/${taskId}`, 400],
      ['launcher', `POST flowLaunch/withdraw/${taskId}`, 400, 'handleOpinion', { handleOpinion: long(501) }],
      ['launcher', 'POST flowLaunch/withdraw/bad!id', 400, 'id', {}],
      ['launcher', 'POST flowLaunch/press/bad!id', 400, 'id'],
      ['launcher', 'POST flowLaunch/press/no-such-task', 404],
      ['monitor', 'GET flowMonitor/list?currentPage=0', 400, 'currentPage'],
      ['monitor', `GET flowMonitor/list?flowCategory=${long(51)}`, 400, 'flowCategory'],
      ['monitor', 'DELETE flowMonitor/del', 400, 'ids', {}],
      ['monitor', 'DELETE flowMonitor/del', 400, 'ids', { ids: 'bad id!' }],
      ['monitor', 'DELETE flowMonitor/del', 404, '', { ids: 'no-such-task' }],
    ]);
  });

  it('lets only the launcher withdraw, urge and delete, and only the monitor’s delete button remove', async () => {
    await expectRefused(w, [
      ['other', `POST flowLaunch/withdraw/${taskId}`, 403, '', {}],
      ['u1', `POST flowLaunch/press/${taskId}`, 403],
      ['other', `DELETE flowLaunch/del/${taskId}`, 404],
      ['monitor', 'GET flowLaunch/list', 403],
      ['launcher', 'GET flowMonitor/list', 403],
      ['watcher', 'DELETE flowMonitor/del', 403, '', { ids: taskId }],
    ]);
    const launched = async (who: string) =>
      ((await w.call(who, 'GET', 'flowLaunch/list')).json().data.list as { id: string }[]).map((r) => r.id);
    expect(await launched('launcher')).toContain(taskId);
    expect(await launched('other')).not.toContain(taskId);
    const monitored = (await w.call('watcher', 'GET', 'flowMonitor/list')).json().data.list as {
      id: string;
    }[];
    expect(monitored.map((r) => r.id)).toContain(taskId);
  });

  it('counts the caller’s own to-do on the home widgets only', async () => {
    const dash = (who: string, what: string) =>
      w.t.call('GET', `/api/visualdev/Dashboard/${what}`, { token: w.tok[who] });
    const count = async (who: string) =>
      (await dash(who, 'FlowTodoCount')).json().data.toBeReviewed as number;
    const pending = async (userId: string) =>
      (
        await w.t.db
          .select()
          .from(flowTaskOperators)
          .where(
            and(
              eq(flowTaskOperators.handleId, userId),
              eq(flowTaskOperators.completion, 0),
              eq(flowTaskOperators.state, 0),
            ),
          )
      ).length;
    expect(await count('u2')).toBe(await pending(w.ids.u2));
    expect(await count('u2')).toBeGreaterThan(0);
    expect(await count('other')).toBe(0);
    expect(await count('nobody')).toBe(0);
    const list = (await dash('u2', 'MyFlowTodo')).json().data.list as { id: string }[];
    expect(list.map((r) => r.id)).toContain(op.u2);
    expect((await dash('other', 'FlowTodo')).json().data.list).toEqual([]);
    expect((await w.t.call('GET', '/api/visualdev/Dashboard/FlowTodoCount')).json().code).toBe(600);
  });
});
