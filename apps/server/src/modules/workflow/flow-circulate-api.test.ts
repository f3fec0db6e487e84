import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/user.table.ts';
import { buildFlowWorld, type TFlowWorld } from './flow-api.test-kit.ts';
import { flowBody } from './workflow.fixtures.ts';
import { flowTaskOperators } from './workflow.table.ts';

let w: TFlowWorld;
beforeAll(async () => {
  w = await buildFlowWorld('fcc');
});
afterAll(() => w.t.close());

/** The task ids on `who`'s CC list. */
async function ccOf(who: string): Promise<string[]> {
  const res = await w.call(who, 'GET', 'flowBefore/list/3');
  return res.json<{ data: { list: { processId: string }[] } }>().data.list.map((r) => r.processId);
}

describe('CC to the launcher’s supervisor', () => {
  it('copies whoever is the launcher’s supervisor when the node completes, not a fixed user', async () => {
    const flowTemplateJson = JSON.stringify({
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起' },
      childNode: {
        type: 'approver',
        nodeId: 'a1',
        properties: { title: '审批', assigneeType: 6, approvers: [w.ids.u1], circulateSupervisor: true },
        childNode: null,
      },
    });
    const created = await w.call('admin', 'POST', 'flowEngine/create', {
      ...flowBody({ flowTemplateJson, enCode: 'ccboss', fullName: '抄送主管' }),
    });
    const flowId = created.json<{ data: { id: string } }>().data.id;
    const launch = async () => {
      const res = await w.call('launcher', 'POST', 'flowTask/create', { flowId, data: {} });
      const taskId = res.json<{ data: { id: string } }>().data.id;
      const [op] = await w.t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.taskId, taskId));
      expect((await w.call('u1', 'POST', `flowBefore/audit/${op.id}`, {})).json().code).toBe(200);
      return taskId;
    };
    await w.t.db.update(users).set({ managerId: w.ids.u2 }).where(eq(users.id, w.ids.launcher));
    const first = await launch();
    expect(await ccOf('u2')).toContain(first);
    // The supervisor changes: the next task goes to the new one, the old one keeps only the first.
    await w.t.db.update(users).set({ managerId: w.ids.u3 }).where(eq(users.id, w.ids.launcher));
    const second = await launch();
    expect(await ccOf('u3')).toEqual([second]);
    expect(await ccOf('u2')).toEqual([first]);
    expect((await w.call('u3', 'GET', `flowBefore/info/${second}`)).json().code).toBe(200);
  });
});
