import { and, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import type { TRowRule } from '../../lib/route.ts';
import { hasAnyPermission } from '@app/contracts';
import type { TAuth } from '../auth/auth.types.ts';
import {
  flowDelegates,
  flowTaskCirculates,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';

/** An entrust of `flowId` from the operator's handler to `userId`, in force at `now`. */
function activeDelegation(handleId: unknown, userId: unknown, flowId: unknown, now: unknown) {
  return sql`exists (select 1 from ${flowDelegates} where ${flowDelegates.creatorUserId} = ${handleId}
    and ${flowDelegates.toUserId} = ${userId} and ${flowDelegates.flowId} = ${flowId}
    and ${flowDelegates.deleteTime} is null and ${flowDelegates.enabledMark} = 1
    and ${flowDelegates.startTime} <= ${now} and ${flowDelegates.endTime} > ${now})`;
}

/** The SQL condition "the operator row is the user's, or its handler entrusted the task's flow to the user". */
export function operatorOf(userId: string | Placeholder, now: number | Placeholder) {
  return or(
    eq(flowTaskOperators.handleId, userId),
    activeDelegation(flowTaskOperators.handleId, userId, flowTasks.flowId, now),
  );
}

/**
 * The per-row rule of the operator actions (audit, reject, transfer …): the caller is the operator or an active
 * delegate of its handler. 'missing' when no such operator exists. One function, so the access guard's row
 * rules can take it over.
 */
async function mayActOnOperator(
  db: TDbOrTx,
  auth: Pick<TAuth, 'userId'>,
  operatorId: string,
  now: number,
): Promise<'ok' | 'missing' | 'denied'> {
  // Before every approve and reject: a named prepared statement (parsed once per connection, its SQL built once).
  const [row] = await prepareOnce(db, 'workflow.mayActOnOperator', () =>
    db
      .select({
        id: flowTaskOperators.id,
        mine: sql<boolean>`${operatorOf(sql.placeholder('userId'), sql.placeholder('now'))}`,
      })
      .from(flowTaskOperators)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
      .where(and(eq(flowTaskOperators.id, sql.placeholder('id')), isNull(flowTasks.deleteTime))),
  ).execute({ id: operatorId, userId: auth.userId, now });
  if (!row) return 'missing';
  return row.mine ? 'ok' : 'denied';
}

/** Task detail is for people on the task: the launcher, its operators (and their delegates), CC users, monitors. */
export async function maySeeTask(
  db: TDbOrTx,
  auth: TAuth,
  task: { id: string; creatorUserId: string | null },
  now: number,
) {
  if (task.creatorUserId === auth.userId || hasAnyPermission(auth.codes, ['workFlow.flowMonitor']))
    return true;
  const onTask = await db
    .select({ one: sql<number>`1` })
    .from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .where(and(eq(flowTaskOperators.taskId, task.id), operatorOf(auth.userId, now)))
    .limit(1);
  if (onTask.length) return true;
  const [cc, acted] = await Promise.all([
    db
      .select({ one: sql<number>`1` })
      .from(flowTaskCirculates)
      .where(and(eq(flowTaskCirculates.taskId, task.id), eq(flowTaskCirculates.objectId, auth.userId)))
      .limit(1),
    db
      .select({ one: sql<number>`1` })
      .from(flowTaskRecords)
      .where(and(eq(flowTaskRecords.taskId, task.id), eq(flowTaskRecords.handleId, auth.userId)))
      .limit(1),
  ]);
  return cc.length > 0 || acted.length > 0;
}

/**
 * The guard's per-row rule of the operator actions (audit, reject, transfer): the `id` path parameter is an operator
 * the caller holds or acts for as an active delegate. A missing operator passes here and is the service's 404.
 */
export function operatorRowRule(now: () => number): TRowRule {
  return {
    name: 'workflow.operatorOrDelegate',
    refusal: 'perm.rowDenied',
    allows: async (req, auth, deps) => {
      const id = (req.params as { id?: unknown }).id;
      if (typeof id !== 'string') return false;
      return (await mayActOnOperator(deps.db, auth, id, now())) !== 'denied';
    },
  };
}
