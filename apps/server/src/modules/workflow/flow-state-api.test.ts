import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildFlowWorld, expectRefused, type TFlowWorld } from './flow-api.test-kit.ts';
import { flowBody } from './workflow.fixtures.ts';
import { flowTaskOperators, flowTaskRecords } from './workflow.table.ts';

let w: TFlowWorld;

beforeAll(async () => {
  w = await buildFlowWorld('fsa');
});
afterAll(() => w.t.close());

const pendingOp = async (taskId: string, userId: string) =>
  (
    await w.t.db
      .select()
      .from(flowTaskOperators)
      .where(
        and(
          eq(flowTaskOperators.taskId, taskId),
          eq(flowTaskOperators.handleId, userId),
          eq(flowTaskOperators.completion, 0),
        ),
      )
  )[0]?.id;

describe('workflow API: actions out of turn are a 4xx and change nothing', () => {
  it('refuses launching a stopped flow, saving a submitted task and assigning to an unknown node or user', async () => {
    const stopped = (
      await w.call(
        'admin',
        'POST',
        'flowEngine/create',
        flowBody({ enCode: 'stopped', fullName: '停用', enabledMark: 0 }),
      )
    ).json().data.id as string;
    const running = await w.launch();
    await expectRefused(w, [
      ['launcher', 'POST flowTask/create', 400, '', { flowId: stopped, data: {} }],
      ['launcher', `PUT flowTask/update/${running}`, 409, '', { flowId: w.flowId, data: {} }],
      [
        'monitor',
        `POST flowBefore/assign/${running}`,
        400,
        '指派失败',
        { nodeCode: 'nosuch', freeApproverUserId: w.ids.u3 },
      ],
      [
        'monitor',
        `POST flowBefore/assign/${running}`,
        400,
        'freeApproverUserId',
        { nodeCode: 'a1', freeApproverUserId: 'ghost' },
      ],
    ]);
  });

  it('refuses acting on a finished task: approve twice, withdraw, urge, recall, cancel, assign, transfer', async () => {
    const id = await w.launch();
    const op1 = await pendingOp(id, w.ids.u1);
    expect((await w.call('u1', 'POST', `flowBefore/audit/${op1}`, {})).json().code).toBe(200);
    const op3 = await pendingOp(id, w.ids.u3);
    expect((await w.call('u3', 'POST', `flowBefore/audit/${op3}`, {})).json().data.status).toBe(2);
    const [approval] = await w.t.db
      .select()
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, id), eq(flowTaskRecords.handleId, w.ids.u1)));
    await expectRefused(w, [
      ['u1', `POST flowBefore/recall/${approval.id}`, 400, '', {}],
      ['u3', `POST flowBefore/audit/${op3}`, 409, '', {}],
      ['u3', `POST flowBefore/reject/${op3}`, 409, '', {}],
      ['u3', `POST flowBefore/transfer/${op3}`, 409, '', { freeApproverUserId: w.ids.u2 }],
      ['launcher', `POST flowLaunch/withdraw/${id}`, 400, '', {}],
      ['launcher', `POST flowLaunch/press/${id}`, 400],
      ['monitor', `POST flowBefore/cancel/${id}`, 409, '', {}],
      ['monitor', `POST flowBefore/assign/${id}`, 409, '', { nodeCode: 'a2', freeApproverUserId: w.ids.u1 }],
    ]);
  });
});
