import { ZFlowLaunchInfo, WORKFLOW_USES, ZIdParams, type TFlowLaunchInfo } from '@app/contracts';
import type { TGNext, TGraph } from '@app/workflow-engine';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findVersion } from './flow-engine.repo.ts';

/** The first real nodes after `next`, through timers, placeholders and every branch of a condition group. */
function firstNodes(graph: TGraph, next: TGNext | null, seen = new Set<string>()): string[] {
  if (!next) return [];
  const targets =
    next.kind === 'seq' ? [next.to] : next.kind === 'parallel' ? next.to : next.branches.map((b) => b.to);
  return targets.flatMap((id) => {
    const node = graph.nodes[id];
    if (!node || seen.has(id)) return [];
    seen.add(id);
    return node.kind === 'pass' ? firstNodes(graph, node.next, seen) : [id];
  });
}

/** Whether an approver right after the start takes the approver the launcher chooses (assigneeType 7). */
function startNeedsFreeApprover(graph: TGraph): boolean {
  return firstNodes(graph, graph.nodes[graph.startId]?.next ?? null).some((id) => {
    const n = graph.nodes[id];
    return n?.kind === 'approver' && n.assignee.type === 7;
  });
}

/** The form, the start node's field rights and the free-approver flag of a flow the caller may launch. */
async function launchInfo(c: TAppContext, auth: TAuth, flowId: string): Promise<TFlowLaunchInfo> {
  const tasks = c.services.flowTasks;
  const flow = await tasks.launchable(auth, flowId);
  const [version, graph] = await Promise.all([
    findVersion(c.db, flow.versionId),
    tasks.runner.graphOf(c.db, flow.versionId),
  ]);
  const start = graph.nodes[graph.startId];
  const rights = start?.kind === 'start' ? start.formOperates : [];
  return {
    flowId: flow.id,
    fullName: flow.fullName,
    formData: version?.formTemplateJson ?? null,
    formOperates: rights.map((f) => ({ id: f.id, read: f.read, write: f.write })),
    freeApprover: startNeedsFreeApprover(graph) ? 1 : 0,
  };
}

/** GET flowTask/launchInfo/{flowId}: what the launch screen shows (released flows the caller may start). */
export function flowLaunchInfoRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/workflow/engine/flowTask/launchInfo/:id',
    summary: 'The form, the start node’s field rights and whether the launcher chooses the first approver',
    tags: ['workflow'],
    access: { permission: WORKFLOW_USES.launch },
    params: ZIdParams,
    response: ZFlowLaunchInfo,
    handler: ({ auth, params }) => launchInfo(c, auth, params.id),
  });
}
