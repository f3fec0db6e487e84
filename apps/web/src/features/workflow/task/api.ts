import type { TFlowHandleBody } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_MESSAGES } from '@app/contracts';
import { HttpError, http } from '../../../shared/http.ts';
import type { TTaskDetail } from './task-logic.ts';

const base = '/api/workflow/engine';
const enc = encodeURIComponent;

/** Query keys of the task detail. */
const taskKeys = {
  all: ['flowTask'] as const,
  detail: (taskId: string, nodeCode: string) => ['flowTask', 'detail', taskId, nodeCode] as const,
};

/** A task's detail with the field rights of `nodeCode` (the start node's when empty). */
export function useTaskDetail(taskId: string, nodeCode: string | undefined) {
  return useQuery({
    queryKey: taskKeys.detail(taskId, nodeCode ?? ''),
    queryFn: () =>
      http.get<TTaskDetail>(`${base}/flowBefore/info/${enc(taskId)}`, { taskNodeId: nodeCode || undefined }),
    enabled: Boolean(taskId),
    staleTime: 0,
  });
}

/** One call of the action bar: which endpoint and its body. */
export type TTaskCall =
  | { kind: 'audit' | 'reject'; operatorId: string; body: TFlowHandleBody }
  | { kind: 'transfer'; operatorId: string; body: { freeApproverUserId: string; handleOpinion?: string } }
  | { kind: 'recall'; recordId: string; body: { handleOpinion?: string } }
  | { kind: 'withdraw' | 'cancel'; taskId: string; body: { handleOpinion?: string } }
  | { kind: 'press'; taskId: string }
  | {
      kind: 'assign';
      taskId: string;
      body: { nodeCode: string; freeApproverUserId: string; handleOpinion?: string };
    }
  | {
      kind: 'resubmit';
      taskId: string;
      body: { flowId: string; data: Record<string, unknown>; status: 0; freeApproverUserId?: string };
    };

/** The URL and body of a call. */
function callOf(c: TTaskCall): { method: 'post' | 'put'; url: string; body: unknown } {
  switch (c.kind) {
    case 'audit':
    case 'reject':
    case 'transfer':
      return { method: 'post', url: `${base}/flowBefore/${c.kind}/${enc(c.operatorId)}`, body: c.body };
    case 'recall':
      return { method: 'post', url: `${base}/flowBefore/recall/${enc(c.recordId)}`, body: c.body };
    case 'withdraw':
      return { method: 'post', url: `${base}/flowLaunch/withdraw/${enc(c.taskId)}`, body: c.body };
    case 'press':
      return { method: 'post', url: `${base}/flowLaunch/press/${enc(c.taskId)}`, body: {} };
    case 'cancel':
    case 'assign':
      return { method: 'post', url: `${base}/flowBefore/${c.kind}/${enc(c.taskId)}`, body: c.body };
    case 'resubmit':
      return { method: 'put', url: `${base}/flowTask/update/${enc(c.taskId)}`, body: c.body };
  }
}

/**
 * Runs an action; on success every workflow list and detail refreshes. A refusal keeps the screen as it was
 * (the http client shows the server's message; nothing is refetched).
 */
export function useTaskAction() {
  const client = useQueryClient();
  return useMutation({
    // `silent`: the caller handles a refusal itself (no message from the http client).
    mutationFn: ({ call, silent }: { call: TTaskCall; silent?: boolean }) => {
      const { method, url, body } = callOf(call);
      return method === 'put'
        ? http.put<unknown>(url, body, { silent })
        : http.post<unknown>(url, body, { silent });
    },
    // Every workflow query (lists, counts, this detail) starts its key with "flow".
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('flow'),
      }),
  });
}

/** True when the server refused because the next step's approver must be chosen (WF0013, in any language). */
export function isApproverNeeded(e: unknown): boolean {
  return (
    e instanceof HttpError &&
    (Object.values(WORKFLOW_MESSAGES['workflow.WF0013']) as string[]).includes(e.message)
  );
}
