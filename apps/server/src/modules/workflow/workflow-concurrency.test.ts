import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../jobs/job.table.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords, flowTasks } from './workflow.table.ts';
import { buildWorkflowPair, workflowUsers, type TWorkflowPair } from './workflow-cluster.test-kit.ts';

const api = '/api/workflow/engine';
const approvers = Array.from({ length: 10 }, (_, i) => `c${i}`);
let p: TWorkflowPair;
let ids: Record<string, string>;
let tokens: Record<string, string>;
let admin: string;

const json = (r: { json: () => unknown }) => r.json() as { code: number; msg: string; data: { id: string } };
const createFlow = async (enCode: string, tree: object) =>
  json(
    await p.call(
      0,
      'POST',
      `${api}/flowEngine/create`,
      admin,
      flowBody({ enCode, fullName: enCode, flowTemplateJson: tree }),
    ),
  ).data.id;
const launch = async (flowId: string, i = 0) =>
  json(await p.call(i, 'POST', `${api}/flowTask/create`, tokens.launcher, { flowId, data: {} })).data.id;
const operatorsOf = (taskId: string, nodeCode: string) =>
  p.t.db
    .select()
    .from(flowTaskOperators)
    .where(and(eq(flowTaskOperators.taskId, taskId), eq(flowTaskOperators.nodeCode, nodeCode)));
const recordsOf = (taskId: string, nodeCode: string) =>
  p.t.db
    .select()
    .from(flowTaskRecords)
    .where(and(eq(flowTaskRecords.taskId, taskId), eq(flowTaskRecords.nodeCode, nodeCode)));
const phaseOf = async (taskId: string, nodeCode: string) =>
  (
    await p.t.db
      .select()
      .from(flowTaskNodes)
      .where(and(eq(flowTaskNodes.taskId, taskId), eq(flowTaskNodes.nodeCode, nodeCode)))
  )[0]?.phase;
const taskRow = async (id: string) => (await p.t.db.select().from(flowTasks).where(eq(flowTasks.id, id)))[0];
const audit = (i: number, who: string, operatorId: string) =>
  p.call(i, 'POST', `${api}/flowBefore/audit/${operatorId}`, tokens[who], { handleOpinion: '同意' });

/** Launches a task of a new flow whose first node is a countersign (100 %) of the ten approvers, then u3. */
async function launchCountersign(enCode: string) {
  const tree = simpleFlow(
    approvers.map((n) => ids[n]),
    [ids.u3],
  );
  Object.assign(tree.childNode.properties, { counterSign: 1, countersignRatio: 100 });
  const taskId = await launch(await createFlow(enCode, tree));
  const ops = await operatorsOf(taskId, 'a1');
  const who: Record<string, string> = Object.fromEntries(approvers.map((n) => [ids[n], n]));
  return { taskId, ops, who };
}

// Two instances with their own pools on one PostgreSQL database (see workflow-cluster.test-kit.ts); PGlite has one
// connection, so it cannot show a race: these run on PostgreSQL only.
describe.skipIf(process.env.TEST_DB !== 'pg')('workflow under concurrency on two instances', () => {
  beforeAll(async () => {
    p = await buildWorkflowPair();
    admin = await p.t.signIn();
    ({ ids, tokens } = await workflowUsers(p.t, ['launcher', 'u1', 'u3', ...approvers]));
  }, 120_000);
  afterAll(() => p?.close());

  it('1,000 concurrent approves of one operator: one approval, one record, one set of next operators', async () => {
    const flowId = await createFlow('storm', simpleFlow([ids.u1], [ids.u3]));
    const taskId = await launch(flowId);
    const [op] = await operatorsOf(taskId, 'a1');
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        audit(i % 2, 'u1', op.id).then((r) => [r.statusCode, json(r)] as const),
      ),
    );
    const codes = answers.map(
      ([status, body]) => `${status}:${body.code}:${body.code === 200 ? '' : body.msg}`,
    );
    const tally = Object.fromEntries(
      [...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]),
    );
    expect(tally).toEqual({ '200:200:': 1, '409:409:当前流程被处理，无法审批': 999 });
    expect((await recordsOf(taskId, 'a1')).filter((r) => r.handleStatus === 1)).toHaveLength(1);
    const next = await operatorsOf(taskId, 'a2');
    expect(next.map((o) => [o.handleId, o.handleStatus])).toEqual([[ids.u3, null]]);
    expect(await taskRow(taskId)).toMatchObject({ status: 1, thisStepId: 'a2' });
  }, 120_000);

  it('ten countersign approvers acting at once: every vote counts once and the node completes once', async () => {
    const { taskId, ops, who } = await launchCountersign('counter');
    expect(ops).toHaveLength(10);
    let firstRefusals = 0;
    // Each approver acts at once; one refused with WF0006 by a concurrent vote (the runner retries once) acts again
    // while its operator is still pending, as a user would.
    await Promise.all(
      ops.map(async (o, i) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const r = json(await audit(i % 2, who[o.handleId], o.id));
          if (r.code === 200) return;
          expect(r.code).toBe(409);
          if (attempt === 0) firstRefusals++;
          const [now] = await p.t.db.select().from(flowTaskOperators).where(eq(flowTaskOperators.id, o.id));
          if (now.handleStatus !== null) return;
        }
      }),
    );
    const votes = (await recordsOf(taskId, 'a1')).filter((r) => r.handleStatus === 1);
    expect(votes.map((r) => r.handleId).sort()).toEqual(ops.map((o) => o.handleId).sort());
    const next = await operatorsOf(taskId, 'a2');
    expect(next.map((o) => [o.handleId, o.handleStatus])).toEqual([[ids.u3, null]]);
    expect(await taskRow(taskId)).toMatchObject({ status: 1, thisStepId: 'a2' });
    console.info(
      `countersign: ${firstRefusals} of 10 first attempts answered WF0006 (a concurrent vote won)`,
    );
  }, 120_000);

  // Commands on one task are serialised (the runner locks the task row), so every pending voter is answered 200.
  it('ten countersign approvers acting at once are each answered 200 on their first attempt', async () => {
    const { ops, who } = await launchCountersign('counter2');
    const codes = await Promise.all(
      ops.map(async (o, i) => json(await audit(i % 2, who[o.handleId], o.id)).code),
    );
    expect(codes).toEqual(ops.map(() => 200));
  }, 60_000);

  it('a timer due while both instances run fires once', async () => {
    const tree = simpleFlow([ids.u1]);
    tree.childNode = {
      type: 'timer',
      nodeId: 't1',
      properties: { title: '定时器', minute: 30 },
      childNode: { ...tree.childNode },
    } as never;
    const taskId = await launch(await createFlow('timer', tree), 1);
    const timerJobs = () =>
      p.t.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `wf:${taskId}:%`));
    expect((await timerJobs()).map((j) => j.status)).toEqual(['queued']);
    expect(await phaseOf(taskId, 'a1')).toBe('waiting');
    // Due now: the next poll of either worker (each polls every second) takes it.
    await p.t.db
      .update(jobs)
      .set({ runAt: 0 })
      .where(like(jobs.dedupeKey, `wf:${taskId}:%`));
    for (let i = 0; i < 100 && (await timerJobs())[0].status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const [job] = await timerJobs();
    expect(job).toMatchObject({ status: 'done', attempts: 1, result: { fired: true } });
    expect(await phaseOf(taskId, 'a1')).toBe('running');
    expect((await operatorsOf(taskId, 'a1')).map((o) => o.handleId)).toEqual([ids.u1]);
    expect(await taskRow(taskId)).toMatchObject({ status: 1, thisStepId: 'a1' });
  }, 60_000);
});
