import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TFlowPermits } from '@app/contracts';
import { buildFlowWorld, expectRefused, type TFlowWorld } from './flow-api.test-kit.ts';
import { flowBody } from './workflow.fixtures.ts';
import { flowTaskOperators } from './workflow.table.ts';

let w: TFlowWorld;
/** Flows created so far (names must differ). */
let flows = 0;

beforeAll(async () => {
  w = await buildFlowWorld('fpa');
});
afterAll(() => w.t.close());

/** The permits of the task detail as `who` sees them. */
async function permitsOf(who: string, taskId: string): Promise<TFlowPermits> {
  const res = await w.call(who, 'GET', `flowBefore/info/${taskId}`);
  const body = res.json<{ code: number; data: { permits: TFlowPermits } }>();
  expect(body.code, who).toBe(200);
  return body.data.permits;
}

/** The names of the actions that are true. */
const granted = (p: TFlowPermits) =>
  (Object.keys(p) as (keyof TFlowPermits)[]).filter((k) => p[k] === true).sort();

/** The pending operator of a user on a task. */
async function pendingOf(taskId: string, userId: string) {
  const rows = await w.t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId));
  const row = rows.find((r) => r.handleId === userId && r.completion === 0 && r.state === 0);
  if (!row) throw new Error(`${userId} has nothing pending`);
  return row.id;
}

describe('task detail permits (what the caller may do now)', () => {
  it('answers each role its own actions, the same the action routes accept', async () => {
    const now = w.t.app.ctx.now();
    const entrust = { flowId: w.flowId, toUserId: w.ids.u3, startTime: now - 1000, endTime: now + 3_600_000 };
    expect((await w.call('u2', 'POST', 'flowDelegate/create', entrust)).json().code).toBe(200);
    const taskId = await w.launch();
    expect(granted(await permitsOf('launcher', taskId))).toEqual(['print', 'urge', 'withdraw']);
    expect(granted(await permitsOf('u1', taskId))).toEqual(['approve', 'print', 'reject', 'transfer']);
    const delegate = await permitsOf('u3', taskId);
    expect(granted(delegate)).toEqual(['approve', 'print', 'reject', 'transfer']);
    expect(delegate.operatorId).toBe(await pendingOf(taskId, w.ids.u2));
    expect(granted(await permitsOf('monitor', taskId))).toEqual(['assign', 'print', 'terminate']);
    expect((await w.call('other', 'GET', `flowBefore/info/${taskId}`)).json().code).toBe(404);
    // What is not granted is refused by the routes, and changes nothing.
    const u1op = await pendingOf(taskId, w.ids.u1);
    // (The entrust's notice job may write to the task meanwhile, so only the answers are compared here.)
    for (const [who, path, code] of [
      ['launcher', `flowBefore/audit/${u1op}`, 403],
      ['u1', `flowLaunch/withdraw/${taskId}`, 403],
      ['u1', `flowBefore/cancel/${taskId}`, 403],
      ['admin', `flowBefore/audit/${u1op}`, 403],
    ] as const)
      expect((await w.call(who, 'POST', path, {})).json().code, `${who} ${path}`).toBe(code);
    // The delegate's approval moves the task on: the approver may recall, the next approver act.
    expect((await w.call('u3', 'POST', `flowBefore/audit/${delegate.operatorId}`, {})).json().code).toBe(200);
    const u3 = await permitsOf('u3', taskId);
    expect(granted(u3)).toEqual(['approve', 'print', 'recall', 'reject', 'transfer']);
    expect(u3.operatorId).toBe(await pendingOf(taskId, w.ids.u3));
    expect(granted(await permitsOf('u1', taskId))).toEqual(['print']);
    // Withdrawn: the launcher may only resubmit.
    expect((await w.call('launcher', 'POST', `flowLaunch/withdraw/${taskId}`, {})).json().code).toBe(200);
    expect(granted(await permitsOf('launcher', taskId))).toEqual(['print', 'resubmit']);
    expect(granted(await permitsOf('u3', taskId))).toEqual(['print']);
  });

  it('never gives the system administrator approver actions (WF0004)', async () => {
    const taskId = await w.launch();
    const p = await permitsOf('admin', taskId);
    expect(p).toMatchObject({ approve: false, reject: false, transfer: false, operatorId: null });
    expect(p).toMatchObject({ terminate: true, assign: true });
  });
});

describe('reject to a chosen node (rejectStep "2")', () => {
  /** start → a1 (u1) → a2 (u2, rejectStep as given); a task launched and approved by u1. */
  async function atA2(rejectStep: string) {
    const flowTemplateJson = JSON.stringify({
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起' },
      childNode: {
        type: 'approver',
        nodeId: 'a1',
        properties: { title: '审批', assigneeType: 6, approvers: [w.ids.u1] },
        childNode: {
          type: 'approver',
          nodeId: 'a2',
          properties: { title: '复核', assigneeType: 6, approvers: [w.ids.u2], rejectStep },
          childNode: null,
        },
      },
    });
    const n = ++flows;
    const body = flowBody({ flowTemplateJson, enCode: `choose${n}`, fullName: `驳回${n}` });
    const created = await w.call('admin', 'POST', 'flowEngine/create', body);
    expect(created.json(), 'flow created').toMatchObject({ code: 200 });
    const flowId = created.json<{ data: { id: string } }>().data.id;
    const res = await w.call('launcher', 'POST', 'flowTask/create', { flowId, data: {} });
    const taskId = res.json<{ data: { id: string } }>().data.id;
    await w.call('u1', 'POST', `flowBefore/audit/${await pendingOf(taskId, w.ids.u1)}`, {});
    return { taskId, op: await pendingOf(taskId, w.ids.u2) };
  }

  it('offers the launcher and the passed nodes, refuses any other target naming the field, and goes back', async () => {
    const { taskId, op } = await atA2('2');
    expect((await permitsOf('u2', taskId)).rejectTargets).toEqual([
      { nodeCode: '0', nodeName: '开始' },
      { nodeCode: 'a1', nodeName: '审批' },
    ]);
    await expectRefused(w, [
      ['u2', `POST flowBefore/reject/${op}`, 400, 'rejectStep', { rejectStep: 'a2' }],
      ['u2', `POST flowBefore/reject/${op}`, 400, 'rejectStep', { rejectStep: 'nope' }],
      ['u2', `POST flowBefore/reject/${op}`, 400, 'rejectStep', { rejectStep: 'x'.repeat(65) }],
    ]);
    const res = await w.call('u2', 'POST', `flowBefore/reject/${op}`, { rejectStep: 'a1' });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 1 } });
    expect(await pendingOf(taskId, w.ids.u1)).toBeTruthy();
  });

  it('"0" sends the task back to the launcher', async () => {
    const { taskId, op } = await atA2('2');
    const res = await w.call('u2', 'POST', `flowBefore/reject/${op}`, { rejectStep: '0' });
    expect(res.json()).toMatchObject({ code: 200, data: { taskId, status: 3 } });
  });

  it('refuses a chosen target where the node does not let its approver choose (WF0005)', async () => {
    const { taskId, op } = await atA2('1');
    expect((await permitsOf('u2', taskId)).rejectTargets).toEqual([]);
    await expectRefused(w, [['u2', `POST flowBefore/reject/${op}`, 400, '', { rejectStep: 'a1' }]]);
  });
});
