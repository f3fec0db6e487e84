import {
  ZFlowActed,
  ZFlowAssign,
  ZFlowIds,
  ZFlowListQuery,
  ZFlowOpinion,
  ZFlowTaskItem,
  ZFlowTransfer,
  ZIdParams,
  ZPaged,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';
import type { FlowManageService } from './flow-manage.service.ts';
import { operatorRowRule } from './flow-task.access.ts';

const tags = ['workflow'];
const base = '/api/workflow/engine';
const ZNone = z.null();
const LAUNCH = 'workFlow.flowLaunch' as const;
const MONITOR = 'workFlow.flowMonitor' as const;

/** flowLaunch, flowMonitor and the flowBefore actions beyond audit/reject (contract §4.4–§4.5). */
export function flowManageRoutes(app: FastifyInstance, svc: FlowManageService, now: () => number): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/flowLaunch/list`,
    summary: 'The caller’s launched tasks (status ascending, newest first)',
    tags,
    access: { permission: LAUNCH },
    query: ZFlowListQuery,
    response: ZPaged(ZFlowTaskItem),
    handler: ({ auth, query }) => svc.launched(auth, query),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/flowLaunch/del/:id`,
    summary: 'Delete a task of the caller’s that is not in approval',
    tags,
    access: { permission: LAUNCH },
    params: ZIdParams,
    response: ZNone,
    handler: async ({ auth, params }) => (await svc.removeLaunched(auth, params.id), null),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowLaunch/withdraw/:id`,
    summary: 'The launcher withdraws a running task',
    tags,
    access: { permission: LAUNCH },
    params: ZIdParams,
    body: ZFlowOpinion,
    response: ZFlowActed,
    handler: ({ auth, params, body }) => svc.withdraw(auth, params.id, body.handleOpinion),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowLaunch/press/:id`,
    summary: 'The launcher urges the pending approvers (【催办】)',
    tags,
    access: { permission: LAUNCH },
    params: ZIdParams,
    response: ZFlowActed,
    handler: ({ auth, params }) => svc.press(auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowBefore/recall/:id`,
    summary: 'Recall an approval of the caller’s (the done list’s record id) before the next step acted',
    tags,
    access: { permission: 'workFlow.flowDone' },
    params: ZIdParams,
    body: ZFlowOpinion,
    response: ZFlowActed,
    handler: ({ auth, params, body }) => svc.recall(auth, params.id, body.handleOpinion),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowBefore/transfer/:id`,
    summary: 'Hand a step to another user (the operator or an active delegate only)',
    tags,
    access: { permission: 'workFlow.flowTodo', rowRule: operatorRowRule(now) },
    params: ZIdParams,
    body: ZFlowTransfer,
    response: ZFlowActed,
    handler: ({ auth, params, body }) =>
      svc.transfer(auth, params.id, body.freeApproverUserId, body.handleOpinion),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowBefore/cancel/:id`,
    summary: 'Terminate a task (monitor)',
    tags,
    access: { permission: MONITOR },
    params: ZIdParams,
    body: ZFlowOpinion,
    response: ZFlowActed,
    handler: ({ auth, params, body }) => svc.cancel(auth, params.id, body.handleOpinion),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowBefore/assign/:id`,
    summary: 'Give a running node of a task to one user (monitor)',
    tags,
    access: { permission: MONITOR },
    params: ZIdParams,
    body: ZFlowAssign,
    response: ZFlowActed,
    handler: ({ auth, params, body }) =>
      svc.assign(auth, params.id, body.nodeCode, body.freeApproverUserId, body.handleOpinion),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/flowMonitor/list`,
    summary: 'Every submitted task (monitor)',
    tags,
    access: { permission: MONITOR },
    query: ZFlowListQuery,
    response: ZPaged(ZFlowTaskItem),
    handler: ({ query }) => svc.monitored(query),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/flowMonitor/del`,
    summary: 'Delete tasks (monitor; sub-flow and function-flow tasks refused)',
    tags,
    access: { permission: `${MONITOR}:btn_remove` },
    body: ZFlowIds,
    response: ZNone,
    handler: async ({ auth, body }) => (await svc.removeMonitored(auth, body.ids), null),
  });
}
