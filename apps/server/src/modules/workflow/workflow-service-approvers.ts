import type { TEffect, TGraph } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import { callHttp, listOf, type THttpPolicy } from '../data-interface/http-caller.ts';
import { LogCategory } from '../logs/log.table.ts';

/** A service-approver node (assigneeType 9) a decision entered without its users. */
interface TServiceNode {
  nodeId: string;
  url: string;
}

/** Raised inside a command's transaction (rolling it back) when the decision entered service nodes not fetched. */
export class ServiceApproversNeeded extends Error {
  constructor(
    readonly taskId: string,
    readonly nodes: TServiceNode[],
  ) {
    super('service approvers needed');
  }
}

/**
 * The assigneeType-9 nodes the decision created operators on without their users in `fetched` (the engine gave them
 * to the administrator): the server fetches them outside the transaction and decides again.
 */
export function unfetchedServiceNodes(
  graph: TGraph,
  effects: readonly TEffect[],
  fetched: Readonly<Record<string, readonly string[]>>,
): TServiceNode[] {
  const out = new Map<string, TServiceNode>();
  for (const e of effects) {
    if (e.type !== 'operatorCreated') continue;
    const node = graph.nodes[e.operator.nodeId];
    if (node?.kind !== 'approver' || node.assignee.type !== 9 || node.id in fetched) continue;
    out.set(node.id, { nodeId: node.id, url: node.assignee.serviceUrl ?? '' });
  }
  return [...out.values()];
}

/** User ids out of the service's answer `{handleId: "id1,id2"}` (or an array of ids). */
function idsOf(data: unknown): string[] {
  const raw = data && typeof data === 'object' && 'handleId' in data ? data.handleId : data;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(list.filter((x): x is string => typeof x === 'string').map((x) => x.trim()))].filter(
    Boolean,
  );
}

type TCtx = Pick<TAppContext, 'config' | 'logs' | 'now'>;

/**
 * Fetches the users of service-approver nodes (contract §4.3 type 9: GET getUserUrl, `{data: {handleId: "a,b"}}`)
 * over the data interfaces' SSRF guard with its timeout, taskId and nodeId in the query. A refused URL, a failure, a
 * timeout or an empty answer is recorded in the system log and resolves to nobody, so the engine gives the node to
 * the administrator: a task never waits on a service.
 */
export async function fetchServiceApprovers(c: TCtx, taskId: string, nodes: readonly TServiceNode[]) {
  const policy: THttpPolicy = {
    hosts: listOf(c.config.DATA_INTERFACE_HTTP_HOSTS),
    privateHosts: listOf(c.config.DATA_INTERFACE_PRIVATE_HOSTS),
    timeoutMs: c.config.DATA_INTERFACE_HTTP_TIMEOUT_MS,
    maxBytes: c.config.DATA_INTERFACE_HTTP_MAX,
  };
  const answers = await Promise.all(
    nodes.map(async (n) => {
      const query = new Map([
        ['taskId', taskId],
        ['nodeId', n.nodeId],
      ]);
      try {
        const ids = idsOf(await callHttp(n.url, 'get', policy, query));
        if (!ids.length) recordFailure(c, taskId, n, 'the service answered no users');
        return [n.nodeId, ids] as const;
      } catch (e) {
        recordFailure(c, taskId, n, e instanceof Error ? describe(e) : String(e));
        return [n.nodeId, []] as const;
      }
    }),
  );
  return Object.fromEntries(answers) as Record<string, string[]>;
}

/** The reason of a refused or failed call (the guard's AppError carries it in its params). */
function describe(e: Error): string {
  const params = (e as { params?: { reason?: unknown } }).params;
  return typeof params?.reason === 'string' ? `${e.message}: ${params.reason}` : e.message;
}

/** One exception row in the system log: which task, node and URL, and why (the node went to the administrator). */
function recordFailure(c: TCtx, taskId: string, n: TServiceNode, reason: string) {
  c.logs.write({
    category: LogCategory.exception,
    moduleName: 'workflow',
    abstracts: 'workflow.serviceApprover',
    requestUrl: n.url.slice(0, 500),
    requestMethod: 'GET',
    json: JSON.stringify({ taskId, nodeId: n.nodeId, reason, fallback: 'admin' }),
    creatorTime: c.now(),
  });
}
