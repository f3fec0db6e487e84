import type { TEffect } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { callHttp, listOf, type THttpPolicy } from '../data-interface/http-caller.ts';
import { defineJobKind, JobFailure } from '../jobs/job.kind.ts';

type TEventEffect = Extract<TEffect, { type: 'event' }>;

/** A flow event to announce (contract §4.2 init/end/recall/approve/reject URLs). */
interface TFlowEventPayload {
  taskId: string;
  nodeId: string;
  event: TEventEffect['event'];
  url: string;
  method: 'get' | 'post';
}

/** Event calls are jobs: retried with back-off, a refusal or the last failure recorded on the job, never on the task. */
const FlowEventJob = defineJobKind<TFlowEventPayload>('workflow.event', {
  maxAttempts: 3,
  backoffMs: 10_000,
});

/** Queues the call of an event URL in the command's transaction. */
export async function queueFlowEvent(
  c: Pick<TAppContext, 'jobs'>,
  tx: TDbOrTx,
  taskId: string,
  e: TEventEffect,
) {
  const method = e.interfaceType?.toLowerCase() === 'get' ? 'get' : 'post';
  const payload = { taskId, nodeId: e.nodeId, event: e.event, url: e.url, method } as const;
  await c.jobs.enqueue(tx, FlowEventJob, payload, { creatorUserId: null });
}

/**
 * Registers the event caller: the URL is called over the SSRF guard of the data interfaces (allowed hosts, no
 * private ranges, a timeout and a size cap) with taskId, nodeId and event in the query. A refused URL fails at once.
 */
export function handleFlowEvents(c: Pick<TAppContext, 'jobs' | 'config'>): void {
  const policy: THttpPolicy = {
    hosts: listOf(c.config.DATA_INTERFACE_HTTP_HOSTS),
    privateHosts: listOf(c.config.DATA_INTERFACE_PRIVATE_HOSTS),
    timeoutMs: c.config.DATA_INTERFACE_HTTP_TIMEOUT_MS,
    maxBytes: c.config.DATA_INTERFACE_HTTP_MAX,
  };
  c.jobs.register(FlowEventJob, async ({ payload: p }) => {
    const query = new Map([
      ['taskId', p.taskId],
      ['nodeId', p.nodeId],
      ['event', p.event],
    ]);
    try {
      await callHttp(p.url, p.method, policy, query);
      return { called: true };
    } catch (e) {
      if (e instanceof AppError && e.key === 'dataInterface.httpRefused')
        throw new JobFailure(String(e.params.reason ?? 'refused'), { refused: true });
      throw e;
    }
  });
}
