import { asc, eq, inArray } from 'drizzle-orm';
import type { TFlowPermits } from '@app/contracts';
import type { TGraph } from '@app/workflow-engine';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../users/user.table.ts';
import { findVersion } from './flow-engine.repo.ts';
import { taskInfo, type TTaskRow } from './flow-task.repo.ts';
import { flowTaskNodes, flowTaskOperators, flowTaskRecords } from './workflow.table.ts';

/** "0" done, "1" current (running or waiting for its timer), "2" not reached. */
const nodeType = (phase: string) => (phase === 'done' ? '0' : phase === 'idle' ? '2' : '1');

/** Names of users by id. */
async function namesOf(db: TDbOrTx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.realName}/${r.account}`]));
}

/**
 * The detail of a task (contract §4.5): its form, nodes, work items, history, the node's field rights and what the
 * caller may do now (`permits`, decided by the caller of this function).
 */
export async function buildTaskDetail(
  db: TDbOrTx,
  task: TTaskRow,
  graph: TGraph,
  permits: TFlowPermits,
  nodeCode?: string,
) {
  const [version, nodes, operators, records] = await Promise.all([
    findVersion(db, task.flowVersionId),
    db
      .select()
      .from(flowTaskNodes)
      .where(eq(flowTaskNodes.taskId, task.id))
      .orderBy(asc(flowTaskNodes.sortCode)),
    db
      .select()
      .from(flowTaskOperators)
      .where(eq(flowTaskOperators.taskId, task.id))
      .orderBy(asc(flowTaskOperators.creatorTime)),
    db
      .select()
      .from(flowTaskRecords)
      .where(eq(flowTaskRecords.taskId, task.id))
      .orderBy(asc(flowTaskRecords.handleTime)),
  ]);
  const live = operators.filter((o) => o.run === task.state.run && o.state !== -1);
  const names = await namesOf(db, [
    ...live.map((o) => o.handleId),
    ...records.flatMap((r) => [r.handleId, r.operatorId ?? '']),
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const def = graph.nodes[nodeCode ?? ''] ?? graph.nodes[graph.startId];
  const formOperates = def && 'formOperates' in def ? def.formOperates : [];
  const planned = task.state.nodes.find((n) => n.id === def?.id)?.next ?? [];
  const nextFree = planned.some((id) => {
    const n = graph.nodes[id];
    return n?.kind === 'approver' && n.assignee.type === 7;
  });
  const hasFree = def?.kind === 'approver' && def.hasFreeApprover;
  return {
    flowFormInfo: version?.formTemplateJson ?? null,
    flowTemplateJson: version?.flowTemplateJson ?? null,
    flowTaskInfo: {
      ...taskInfo(task),
      enCode: task.enCode,
      flowName: task.flowName,
      flowCode: task.flowCode,
      flowCategory: task.flowCategory,
      formType: task.formType,
      type: task.flowType,
      startTime: task.startTime,
      endTime: task.endTime,
      creatorUserId: task.creatorUserId,
      creatorTime: task.creatorTime,
    },
    flowTaskNodeList: nodes.map((n) => ({
      id: n.id,
      nodeCode: n.nodeCode,
      nodeName: n.nodeName,
      nodeType: n.nodeType,
      nodeNext: n.nodeNext,
      completion: n.completion,
      sortCode: n.sortCode,
      state: n.state,
      type: nodeType(n.phase),
      userName: [
        ...new Set(live.filter((o) => o.nodeCode === n.nodeCode).map((o) => nameOf(o.handleId))),
      ].join(','),
    })),
    flowTaskOperatorList: live.map((o) => ({
      id: o.id,
      nodeCode: o.nodeCode,
      nodeName: o.nodeName,
      handleType: o.handleType,
      handleId: o.handleId,
      handleStatus: o.handleStatus,
      handleTime: o.handleTime,
      completion: o.completion,
      state: o.state,
      userName: nameOf(o.handleId),
      creatorTime: o.creatorTime,
    })),
    flowTaskOperatorRecordList: records.map((r) => ({
      id: r.id,
      nodeCode: r.nodeCode,
      nodeName: r.nodeName,
      handleId: r.handleId,
      userName: nameOf(r.handleId),
      handleStatus: r.handleStatus,
      handleTime: r.handleTime,
      handleOpinion: r.handleOpinion,
      signImg: r.signImg,
      operatorId: r.operatorId ? nameOf(r.operatorId) : null,
      status: r.status,
    })),
    formOperates: formOperates.map((f) => ({ id: f.id, read: f.read, write: f.write })),
    freeApprover: hasFree || nextFree ? (1 as const) : (0 as const),
    permits,
  };
}
