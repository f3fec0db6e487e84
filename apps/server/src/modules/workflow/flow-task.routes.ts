import {
  WORKFLOW_USES,
  ZFlowDetailQuery,
  ZFlowHandle,
  ZFlowTaskDetail,
  ZFlowListItem,
  ZFlowListQuery,
  ZFlowTaskInfo,
  ZFlowTaskSave,
  ZId,
  ZIdParams,
  ZPaged,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { operatorRowRule } from './flow-task.access.ts';
import type { FlowTaskService } from './flow-task.service.ts';

const tags = ['workflow'];
const base = '/api/workflow/engine';
const ZTaskId = z.object({ id: z.string() });
const ZActed = z.object({ taskId: z.string(), status: z.number().int() });
const LISTS = [
  [1, 'workFlow.flowTodo', 'To-do: pending steps of the caller (and entrusted to the caller)'],
  [2, 'workFlow.flowDone', 'Done: the caller’s approvals and rejections'],
  [3, 'workFlow.flowCirculate', 'CC: tasks copied to the caller'],
] as const;

/** Tasks and the caller's lists and actions (contract §4.4–§4.5: flowTask, flowBefore). */
export function flowTaskRoutes(app: FastifyInstance, c: TAppContext, svc: FlowTaskService): void {
  const lists = c.services.flowLists;
  const rowRule = operatorRowRule(c.now);

  defineRoute(app, {
    method: 'POST',
    url: `${base}/flowTask/create`,
    summary: 'Launch a task (status 0 submit, 1 draft)',
    tags,
    access: { permission: WORKFLOW_USES.launch },
    body: ZFlowTaskSave,
    response: ZTaskId,
    handler: ({ auth, body }) =>
      svc.create(auth, body, (rule) => c.services.billRule.nextNumber(auth, rule, false)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/flowTask/update/:id`,
    summary: 'Save or resubmit the caller’s draft, rejected or withdrawn task',
    tags,
    access: { permission: WORKFLOW_USES.launch },
    params: ZIdParams,
    body: ZFlowTaskSave,
    response: ZTaskId,
    handler: ({ auth, params, body }) => svc.update(auth, params.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/flowTask/info/:id`,
    summary: 'A task with its form data, for the people on it',
    tags,
    access: { permission: WORKFLOW_USES.taskInfo },
    params: ZIdParams,
    response: ZFlowTaskInfo,
    handler: ({ auth, params }) => svc.info(auth, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/flowTask/:flowId/:taskId`,
    summary: 'A task’s form data (related flow), for the people on it',
    tags,
    access: { permission: WORKFLOW_USES.taskInfo },
    params: z.strictObject({ flowId: ZId, taskId: ZId }),
    response: z.record(z.string(), z.unknown()),
    handler: ({ auth, params }) => svc.formData(auth, params.flowId, params.taskId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/flowBefore/info/:id`,
    summary:
      'A task’s detail (form, nodes, work items, history, the node’s field rights) for the people on it',
    tags,
    access: { permission: WORKFLOW_USES.taskInfo },
    params: ZIdParams,
    query: ZFlowDetailQuery,
    response: ZFlowTaskDetail,
    handler: ({ auth, params, query }) => svc.detail(auth, params.id, query.taskNodeId),
  });

  for (const [kind, permission, summary] of LISTS) {
    defineRoute(app, {
      method: 'GET',
      url: `${base}/flowBefore/list/${kind}`,
      summary,
      tags,
      access: { permission },
      query: ZFlowListQuery,
      response: ZPaged(ZFlowListItem),
      handler: ({ req, auth, query }) => lists.list(auth, kind, query, req.lang),
    });
  }

  for (const [action, type] of [
    ['audit', 'approve'],
    ['reject', 'reject'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `${base}/flowBefore/${action}/:id`,
      summary: `${type === 'approve' ? 'Approve' : 'Reject'} a step (the operator or an active delegate only)`,
      tags,
      access: { permission: 'workFlow.flowTodo', rowRule },
      params: ZIdParams,
      body: ZFlowHandle,
      response: ZActed,
      handler: ({ auth, params, body }) => svc.act(auth, params.id, type, body),
    });
  }
}
