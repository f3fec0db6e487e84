import type { TFlowListQuery } from '@app/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { buildOnce } from '../../lib/prepared.ts';
import { users } from '../users/user.table.ts';
import { operatorOf } from './flow-task.access.ts';
import {
  flowDelegates,
  flowTaskCirculates,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';

/**
 * The task filters every list shares: keyword on title and bill number, flow, category, start window, status. The
 * to-do list (running tasks only) matches the keyword on the text its index holds (migration 0026): title, chr(1),
 * bill number; no keyword holds chr(1), so it matches exactly where one of the two does.
 */
export function taskFilter(q: TFlowListQuery, isRunningOnly = false): SQL | undefined {
  const p = q.keyword ? containsPattern(q.keyword) : null;
  const keyword = !p
    ? undefined
    : isRunningOnly
      ? sql`(${flowTasks.fullName} || chr(1) || coalesce(${flowTasks.enCode}, '')) ilike ${p}`
      : or(ilike(flowTasks.fullName, p), ilike(flowTasks.enCode, p));
  return and(
    isNull(flowTasks.deleteTime),
    keyword,
    q.flowId ? eq(flowTasks.flowId, q.flowId) : undefined,
    q.flowCategory ? eq(flowTasks.flowCategory, q.flowCategory) : undefined,
    q.startTime !== undefined ? gte(flowTasks.startTime, q.startTime) : undefined,
    q.endTime !== undefined ? lte(flowTasks.startTime, q.endTime) : undefined,
    q.status !== undefined ? eq(flowTasks.status, q.status) : undefined,
  );
}

/** The task columns every list row carries. */
export const TASK_COLS = {
  processId: flowTasks.id,
  enCode: flowTasks.enCode,
  fullName: flowTasks.fullName,
  flowName: flowTasks.flowName,
  flowId: flowTasks.flowId,
  flowCode: flowTasks.flowCode,
  flowCategory: flowTasks.flowCategory,
  formType: flowTasks.formType,
  flowUrgent: flowTasks.flowUrgent,
  thisStep: flowTasks.thisStep,
  completion: flowTasks.completion,
  userName: sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`,
  creatorUserId: flowTasks.creatorUserId,
  startTime: flowTasks.startTime,
  description: flowTasks.description,
};

/** One page of rows and the total. */
export async function pageOf<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [list, [{ n }]] = await Promise.all([rows, total]);
  return { rows: list, total: n };
}

/**
 * The users who entrust some flow to `userId` now (the to-do list's handlers besides the user; usually none). With
 * `isSerial`, the statement also turns parallel workers off for the rest of the caller's transaction: the to-do
 * reads are small indexed reads run at many connections at once, where starting workers costs more than it saves
 * (bench/README "Workflow": 3× the pages per second at 50 connections).
 */
async function delegatorsOf(db: TDbOrTx, userId: string, now: number, isSerial = false): Promise<string[]> {
  const serial = isSerial ? sql`set_config('max_parallel_workers_per_gather', '0', true)` : sql`''`;
  const res = await db.execute(sql`select ${serial} as serial, array(
      select distinct ${flowDelegates.creatorUserId} from ${flowDelegates}
      where ${flowDelegates.toUserId} = ${userId} and ${flowDelegates.deleteTime} is null
        and ${flowDelegates.enabledMark} = 1 and ${flowDelegates.startTime} <= ${now}
        and ${flowDelegates.endTime} > ${now} and ${flowDelegates.creatorUserId} is not null) as ids`);
  return (res as { rows: { ids: string[] }[] }).rows[0]?.ids ?? [];
}

/** A value of a query built once (`buildOnce`): the value itself, or the placeholder its runs fill. */
type TParam<T> = T | Placeholder;

/** Whether someone entrusts some flow to `userId` now (delegatorsOf is not empty). */
function isEntrustedSql(userId: TParam<string>, now: TParam<number>) {
  return sql<boolean>`exists(select 1 from ${flowDelegates}
    where ${flowDelegates.toUserId} = ${userId} and ${flowDelegates.deleteTime} is null
      and ${flowDelegates.enabledMark} = 1 and ${flowDelegates.startTime} <= ${now}
      and ${flowDelegates.endTime} > ${now} and ${flowDelegates.creatorUserId} is not null)`;
}

/**
 * Pending, visible (timer passed) operators of running tasks that are the user's or entrusted to the user. The
 * handler is an equality when nobody entrusts anything to the user, so the to-do index (handler, creation time)
 * gives the newest rows in order; with delegators, their rows count only for the entrusted flow.
 */
function todoWhere(userId: string, delegators: readonly string[], now: number) {
  return and(
    eq(flowTaskOperators.completion, 0),
    eq(flowTaskOperators.state, 0),
    or(isNull(flowTaskOperators.dueAt), lte(flowTaskOperators.dueAt, now)),
    eq(flowTasks.status, 1),
    delegators.length
      ? and(inArray(flowTaskOperators.handleId, [userId, ...delegators]), operatorOf(userId, now))
      : eq(flowTaskOperators.handleId, userId),
  );
}

/** The home widget's counts: the user's to-do (and how many of them are entrusted) and done rows. */
export async function countFlowWork(db: TDbOrTx, userId: string, now: number) {
  const delegators = await delegatorsOf(db, userId, now);
  const [[todo], [done]] = await Promise.all([
    db
      .select({
        n: count(),
        entrusted: sql<number>`count(*) filter (where ${flowTaskOperators.handleId} <> ${userId})`.mapWith(
          Number,
        ),
      })
      .from(flowTaskOperators)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
      .where(and(todoWhere(userId, delegators, now), isNull(flowTasks.deleteTime))),
    db
      .select({ n: count() })
      .from(flowTaskRecords)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
      .where(and(doneWhere(userId), isNull(flowTasks.deleteTime))),
  ]);
  return { toBeReviewed: todo.n, entrust: todo.entrusted, flowDone: done.n };
}

/** The user's approvals and rejections that were not invalidated. */
function doneWhere(userId: string) {
  return and(
    eq(flowTaskRecords.handleId, userId),
    or(eq(flowTaskRecords.handleStatus, 0), eq(flowTaskRecords.handleStatus, 1)),
    ne(flowTaskRecords.status, -1),
  );
}

/** The to-do list's total is exact up to this many rows; past it the answer is the cap with `isTotalCapped`. */
export const TODO_TOTAL_CAP = 10_000;

/** How many matches of a task filter are read to order them (past it, the page walks the to-do index instead). */
const TODO_MATCH_LIMIT = 2 * TODO_TOTAL_CAP;

/**
 * The to-do list: pending, visible (timer passed) operators of running tasks that are the user's or entrusted to
 * the user (`delegatorId` set, the list titles them "(X的委托)"), newest first, with a total exact up to
 * TODO_TOTAL_CAP (past it the cap, flagged). A keyword alone (nobody entrusting work to the caller) is matched on
 * the operator rows' own search text through their keyword index, the page and the count in one statement that
 * reads the task rows of the page only. Another task filter (flow, category, dates) reads the matches once through
 * the running tasks' keyword index, also in one statement; a filter matching more than TODO_MATCH_LIMIT rows is so
 * common that the page walks the to-do index from the newest row. Without one, the page walks the index and the
 * count stops at the cap.
 */
export async function findTodoPage(db: TDbOrTx, userId: string, q: TFlowListQuery, now: number) {
  const isKeywordOnly =
    !!q.keyword &&
    !q.flowId &&
    !q.flowCategory &&
    q.startTime === undefined &&
    q.endTime === undefined &&
    (q.status === undefined || q.status === 1);
  // The common search (a keyword, nobody entrusting work to the caller): the operator rows alone, one statement
  // that also tells whether someone entrusts work to the caller (then the page is read again with that work).
  if (isKeywordOnly) {
    const { limit, offset } = pageWindow(q);
    const rows = await keywordTodoQuery(db).execute({
      userId,
      pattern: containsPattern(q.keyword!),
      now,
      limit,
      offset,
    });
    const found = matchesAnswer(rows, offset);
    const isEntrusted = found.isEntrusted ?? (await delegatorsOf(db, userId, now)).length > 0;
    if (!isEntrusted && found.total <= TODO_MATCH_LIMIT)
      return { rows: found.rows, ...cappedTotal(found.total) };
  }
  return db.transaction((tx) => todoPageIn(tx, userId, q, now));
}

const cappedTotal = (n: number) => ({
  total: Math.min(n, TODO_TOTAL_CAP),
  isTotalCapped: n > TODO_TOTAL_CAP,
});

/**
 * The to-do page of `userId` alone whose search text (flow_task_operator.search_text: title and bill number while
 * the task runs) holds the keyword: the operator table's own index, no task read but the page's. Built once, its
 * values placeholders (userId, pattern, now, limit, offset), run unnamed: the keyword's plan is made for it.
 */
function keywordTodoQuery(db: TDbOrTx) {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  return buildOnce(db, 'flow.todoByKeyword', () =>
    todoMatchesQuery(
      db,
      userId,
      and(
        eq(flowTaskOperators.handleId, userId),
        eq(flowTaskOperators.completion, 0),
        eq(flowTaskOperators.state, 0),
        or(isNull(flowTaskOperators.dueAt), lte(flowTaskOperators.dueAt, now)),
        isNotNull(flowTaskOperators.searchText),
        ilike(flowTaskOperators.searchText, sql.placeholder('pattern')),
      ),
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
      isEntrustedSql(userId, now),
    ),
  );
}

/** The to-do page through the task rows (any task filter, entrusted work, a keyword matching very many rows). */
async function todoPageIn(db: TDbOrTx, userId: string, q: TFlowListQuery, now: number) {
  const delegators = await delegatorsOf(db, userId, now, true);
  const { limit, offset } = pageWindow(q);
  const capped = cappedTotal;
  const where = and(todoWhere(userId, delegators, now), taskFilter(q, true));
  const hasTaskFilter =
    !!q.keyword || !!q.flowId || !!q.flowCategory || q.startTime !== undefined || q.endTime !== undefined;
  if (hasTaskFilter) {
    const found = await todoMatches(db, userId, where, { limit, offset });
    if (found.total <= TODO_MATCH_LIMIT) return { rows: found.rows, ...capped(found.total) };
    if (found.total !== Number.POSITIVE_INFINITY)
      return { rows: await todoRows(db, userId, where).limit(limit).offset(offset), ...capped(found.total) };
  }
  const [rows, total] = await Promise.all([
    todoRows(db, userId, where).limit(limit).offset(offset),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(flowTaskOperators)
        .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
        .where(where)
        .limit(TODO_TOTAL_CAP + 1)
        .as('capped'),
    ),
  ]);
  return { rows, ...capped(total[0]?.n ?? 0) };
}

/** The to-do rows of `where`, newest first (the page query without its window). */
function todoRows(db: TDbOrTx, userId: string, where: SQL | undefined) {
  return db
    .select(todoColumns(flowTaskOperators, userId))
    .from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskOperators.creatorTime), desc(flowTaskOperators.id))
    .$dynamic();
}

/** The list columns of a to-do row, the operator's from `o` (the table, or the matches' CTE). */
function todoColumns(
  o: {
    id: AnyColumn | SQL.Aliased;
    nodeCode: AnyColumn | SQL.Aliased;
    dueAt: AnyColumn | SQL.Aliased;
    creatorTime: AnyColumn | SQL.Aliased;
    handleId: AnyColumn | SQL.Aliased;
  },
  userId: TParam<string>,
) {
  return {
    ...TASK_COLS,
    id: sql<string>`${o.id}`,
    status: flowTasks.status,
    thisStepId: sql<string>`${o.nodeCode}`,
    creatorTime: sql<number>`coalesce(${o.dueAt}, ${o.creatorTime})`.mapWith(Number),
    delegatorId: sql<string | null>`nullif(${o.handleId}, ${userId})`,
  };
}

/**
 * The to-do rows matching `where` (at most TODO_MATCH_LIMIT + 1), read once: the page of them in order and their
 * count, in one statement (the matches' CTE is read twice, so PostgreSQL computes it once). The count is infinite
 * when a page past the first is empty (the total is then counted on its own). With `entrusted` (isEntrustedSql),
 * `where` names operator columns only (the matches are read without their tasks) and the answer says whether
 * someone entrusts work to the user (null when the page is empty).
 */
async function todoMatches(
  db: TDbOrTx,
  userId: string,
  where: SQL | undefined,
  w: { limit: number; offset: number },
) {
  return matchesAnswer(await todoMatchesQuery(db, userId, where, w), w.offset);
}

/** `todoMatches`' statement (`entrusted`: see there). */
function todoMatchesQuery(
  db: TDbOrTx,
  userId: TParam<string>,
  where: SQL | undefined,
  w: { limit: TParam<number>; offset: TParam<number> },
  entrusted?: SQL<boolean>,
) {
  const isTaskJoined = !entrusted;
  const matches = db
    .select({
      id: sql`${flowTaskOperators.id}`.as('op_id'),
      taskId: sql`${flowTaskOperators.taskId}`.as('op_task_id'),
      nodeCode: sql`${flowTaskOperators.nodeCode}`.as('op_node_code'),
      dueAt: sql`${flowTaskOperators.dueAt}`.as('op_due_at'),
      creatorTime: sql`${flowTaskOperators.creatorTime}`.as('op_creator_time'),
      handleId: sql`${flowTaskOperators.handleId}`.as('op_handle_id'),
    })
    .from(flowTaskOperators)
    .$dynamic();
  const m = db
    .$with('m')
    .as(
      (isTaskJoined ? matches.innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId)) : matches)
        .where(where)
        .limit(TODO_MATCH_LIMIT + 1),
    );
  const page = db
    .$with('p')
    .as(db.select().from(m).orderBy(desc(m.creatorTime), desc(m.id)).limit(w.limit).offset(w.offset));
  return db
    .with(m, page)
    .select({
      ...todoColumns(page, userId),
      total: sql<number>`(select count(*) from ${m})`.mapWith(Number),
      isEntrusted: entrusted ?? sql<boolean>`false`,
    })
    .from(page)
    .innerJoin(flowTasks, eq(flowTasks.id, page.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .orderBy(desc(page.creatorTime), desc(page.id));
}

/** The page, total and entrusted flag of `todoMatchesQuery`'s rows, read at `offset`. */
function matchesAnswer<R extends { total: number; isEntrusted: boolean }>(rows: R[], offset: number) {
  const total = rows[0]?.total ?? (offset ? Number.POSITIVE_INFINITY : 0);
  const isEntrusted = rows.length ? rows[0].isEntrusted : null;
  return { rows: rows.map(({ total: _t, isEntrusted: _e, ...r }) => r), total, isEntrusted };
}

/** The done list: the user's approvals and rejections (not invalidated); status is the record's handleStatus. */
export function findDonePage(db: TDbOrTx, userId: string, q: TFlowListQuery) {
  const where = and(doneWhere(userId), taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTaskRecords.id,
      status: flowTaskRecords.handleStatus,
      thisStepId: flowTaskRecords.nodeCode,
      creatorTime: flowTaskRecords.handleTime,
      delegatorId: flowTaskRecords.delegatorId,
    })
    .from(flowTaskRecords)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskRecords.handleTime), desc(flowTaskRecords.id))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: count() })
    .from(flowTaskRecords)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
    .where(where);
  return pageOf(rows, total);
}

/** The CC list: the tasks copied to the user. */
export function findCirculatePage(db: TDbOrTx, userId: string, q: TFlowListQuery) {
  const where = and(eq(flowTaskCirculates.objectId, userId), taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTaskCirculates.id,
      status: flowTasks.status,
      thisStepId: flowTaskCirculates.nodeCode,
      creatorTime: flowTaskCirculates.creatorTime,
      delegatorId: sql<string | null>`null`,
    })
    .from(flowTaskCirculates)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskCirculates.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskCirculates.creatorTime), desc(flowTaskCirculates.id))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: count() })
    .from(flowTaskCirculates)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskCirculates.taskId))
    .where(where);
  return pageOf(rows, total);
}
