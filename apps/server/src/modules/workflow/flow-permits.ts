import { hasAnyPermission, hasPermission, WORKFLOW_USES, type TFlowPermits } from '@app/contracts';
import { permittedActions, type TGraph } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TTaskRow } from './flow-task.repo.ts';
import { buildDecideCtx } from './workflow-ctx.ts';

const TODO = 'workFlow.flowTodo' as const;
const DONE = 'workFlow.flowDone' as const;
const LAUNCH = 'workFlow.flowLaunch' as const;
const MONITOR = 'workFlow.flowMonitor' as const;
type TPermissionCode = typeof TODO | typeof DONE | typeof LAUNCH | typeof MONITOR;

/**
 * What the caller may do on the task now, from the rules the action routes enforce: the engine tries each command
 * on a copy (permittedActions) and the route's own gates are added — its permission code, the administrator who
 * may not act as an approver (WF0004), the monitor permission of terminate and assign.
 */
export async function callerPermits(
  c: Pick<TAppContext, 'db' | 'now'>,
  auth: TAuth,
  task: TTaskRow,
  graph: TGraph,
): Promise<TFlowPermits> {
  const ctx = await buildDecideCtx(c.db, {
    graph,
    launcherId: task.state.launcherId,
    flowId: task.flowId,
    now: c.now(),
  });
  const p = permittedActions(graph, task.state, auth.userId, ctx);
  const may = (code: TPermissionCode) => hasPermission(auth.codes, code);
  const acts = may(TODO) && !auth.isAdmin;
  const monitors = may(MONITOR);
  const nameOf = (id: string) => (id === graph.startId ? '0' : id);
  return {
    operatorId: acts ? p.operatorId : null,
    recordId: may(DONE) && !auth.isAdmin ? p.recordId : null,
    approve: acts && p.approve,
    reject: acts && p.reject,
    transfer: acts && p.transfer,
    addSign: acts && p.addSign,
    recall: may(DONE) && !auth.isAdmin && p.recall,
    withdraw: may(LAUNCH) && p.withdraw,
    urge: may(LAUNCH) && p.urge,
    terminate: monitors && p.terminate,
    assign: monitors && p.assign,
    resubmit: hasAnyPermission(auth.codes, WORKFLOW_USES.launch) && p.resubmit,
    print: true,
    rejectTargets: acts
      ? p.rejectTargets.map((id) => ({
          nodeCode: nameOf(id),
          nodeName: id === graph.startId ? '开始' : (graph.nodes[id]?.name ?? id),
        }))
      : [],
  };
}
