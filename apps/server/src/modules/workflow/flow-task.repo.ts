import { and, eq, getTableColumns, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TEffect, TEntrust, TOperator, TRecord, TTaskNode, TTaskState } from '@app/workflow-engine';
import type { TDbOrTx } from '../../db/client.ts';
import {
  flowTaskCirculates,
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';
import { entrustsOfFlowSql } from './workflow-ctx.ts';
import { excludedColumns, jsonInsert, jsonUpdate } from '../../lib/json-rows.ts';
import { prepareOnce, statementName } from '../../lib/prepared.ts';

/** A task row as a command reads it. */
export type TTaskRow = typeof flowTasks.$inferSelect;

/** One live task. */
export async function findTask(db: TDbOrTx, id: string): Promise<TTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, id), isNull(flowTasks.deleteTime)));
  return row;
}

/** A task row locked for a command, with its flow's entrusts read in the same statement. */
type TLockedTask = TTaskRow & { entrusts: TEntrust[] };

/**
 * One live task, its row locked for the command's transaction: commands on one task run one after the other, each
 * deciding on the state the previous one committed (concurrent countersign votes all count, none is refused). The
 * task is named by its id or by one of its operators; the flow's entrusts come with it.
 */
export async function lockTask(
  db: TDbOrTx,
  by: { taskId: string } | { operatorId: string },
): Promise<TLockedTask | undefined> {
  const isByTask = 'taskId' in by;
  const key = isByTask ? by.taskId : by.operatorId;
  // A named prepared statement: PostgreSQL parses and plans it once per connection, not on every command.
  const [row] = await prepareOnce(db, isByTask ? 'workflow.lockTask' : 'workflow.lockTaskOfOperator', () => {
    const id = isByTask
      ? sql`${sql.placeholder('key')}`
      : sql`(select ${flowTaskOperators.taskId} from ${flowTaskOperators} where ${flowTaskOperators.id} = ${sql.placeholder('key')})`;
    return db
      .select({ ...getTableColumns(flowTasks), entrusts: entrustsOfFlowSql(flowTasks.flowId) })
      .from(flowTasks)
      .where(and(sql`${flowTasks.id} = ${id}`, isNull(flowTasks.deleteTime)))
      .for('update', { of: flowTasks });
  }).execute({ key });
  return row;
}

/** The list columns a state decides. */
export function stateColumns(s: TTaskState) {
  return {
    fullName: s.title,
    flowUrgent: s.urgent,
    formData: s.formData,
    state: s,
    status: s.status,
    completion: s.completion,
    thisStep: s.thisStep,
    thisStepId: s.thisStepId,
    startTime: s.startTime,
    endTime: s.endTime,
    enabledMark: s.status === 0 ? 0 : 1,
  };
}

/** The write of the new state where the row still has `version`, not yet run (it returns the row's id). */
export function taskVersionedUpdate(
  id: string,
  version: number,
  set: Partial<typeof flowTasks.$inferInsert>,
) {
  const where = and(eq(flowTasks.id, id), eq(flowTasks.version, version))!;
  return jsonUpdate(flowTasks, { ...set, version: version + 1 }, where);
}

/** The insert of a new task row, not yet run. */
export function taskInsert(row: typeof flowTasks.$inferInsert) {
  return jsonInsert(flowTasks, [row]);
}

/**
 * Runs the writes of one command as one statement (one round trip): each a data-modifying CTE, which PostgreSQL
 * runs in full whether or not it is read. With `isGuarded`, answers how many rows the first write returned (the
 * versioned update's guard: 0 when another command changed the task first; the caller then rolls back).
 */
export async function runWrites(
  db: TDbOrTx,
  isGuarded: boolean,
  writes: readonly SQLWrapper[],
): Promise<number> {
  if (!writes.length) return 0;
  const ctes = sql.join(
    // getSQL: the statement itself (a builder in a template is wrapped in parentheses, as a subquery).
    writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`),
    sql`, `,
  );
  const count = isGuarded ? sql`(select count(*) from w0)::int` : sql`0`;
  const res = await executeNamed(db, sql`with ${ctes} select ${count} as n`);
  return (res as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** What Drizzle's database object holds besides its public API (how `db.execute` runs a statement). */
type TDbInternals = {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      q: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * `db.execute` as a named prepared statement (named after its text, lib/prepared.ts): a command's write statement
 * has a few shapes (its rows are JSON parameters and its id lists one JSON array), so PostgreSQL parses and plans
 * each once per connection instead of on every command. PGlite ignores the name.
 */
function executeNamed(db: TDbOrTx, query: SQL): Promise<unknown> {
  const d = db as unknown as TDbInternals;
  const built = d.dialect.sqlToQuery(query);
  return d.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
}

/** `column` is one of `ids`, with the ids as ONE parameter (a JSON array), so the statement's text is one shape. */
const inJsonList = (column: SQLWrapper, ids: readonly string[]) =>
  sql`${column} in (select json_array_elements_text(${JSON.stringify(ids)}::json))`;

/**
 * The text the to-do keyword searches on a task's operator rows while it runs (title, chr(1), bill number: what the
 * task lists match), null once it does not (a to-do row is an open operator of a running task).
 */
export function operatorSearchText(
  s: Pick<TTaskState, 'status' | 'title'>,
  enCode: string | null | undefined,
) {
  return s.status === 1 ? `${s.title}\u0001${enCode ?? ''}` : null;
}

const operatorRow = (taskId: string, o: TOperator, searchText: string | null) => ({
  id: o.id,
  taskId,
  run: o.run,
  nodeCode: o.nodeId,
  nodeName: o.nodeName,
  handleType: o.handleType,
  handleId: o.handleId,
  handleStatus: o.handleStatus,
  handleTime: o.handleTime,
  completion: o.completion,
  dueAt: o.dueAt,
  state: o.state,
  parentId: o.parentId,
  creatorTime: o.createdAt,
  searchText,
});

const recordRow = (taskId: string, r: TRecord) => ({
  id: r.id,
  taskId,
  run: r.run,
  nodeCode: r.nodeId,
  nodeName: r.nodeName,
  taskOperatorId: r.operatorRowId,
  handleId: r.handleId,
  handleStatus: r.handleStatus,
  handleTime: r.handleTime,
  handleOpinion: r.opinion,
  signImg: r.signImg,
  operatorId: r.targetUserId,
  status: r.status,
  delegatorId: r.delegatorId,
});

/** The operator columns a change rewrites (not its id, task or creation time). */
const OPERATOR_CHANGED = [
  'run',
  'nodeCode',
  'nodeName',
  'handleType',
  'handleId',
  'handleStatus',
  'handleTime',
  'completion',
  'dueAt',
  'state',
  'parentId',
  'searchText',
] as const;

/** A new operator is inserted, a changed one rewritten with its row version bumped. */
const OPERATOR_UPSERT = `on conflict ("id") do update set ${excludedColumns(OPERATOR_CHANGED)}, "version" = "flow_task_operator"."version" + 1`;

/** The rows of the effects of one decision, one list per table. */
function effectRows(taskId: string, effects: readonly TEffect[], now: number, searchText: string | null) {
  const operators = new Map<string, ReturnType<typeof operatorRow>>();
  const records: ReturnType<typeof recordRow>[] = [];
  const circulates: (typeof flowTaskCirculates.$inferInsert)[] = [];
  const invalid: string[] = [];
  for (const e of effects) {
    // An operator created and changed by the same decision is written once, as it ended.
    if (e.type === 'operatorCreated' || e.type === 'operatorChanged')
      operators.set(e.operator.id, operatorRow(taskId, e.operator, searchText));
    else if (e.type === 'recordAdded') records.push(recordRow(taskId, e.record));
    else if (e.type === 'recordsInvalidated') invalid.push(...e.ids);
    else if (e.type === 'circulateAdded') {
      const c = e.circulate;
      circulates.push({
        id: c.id,
        taskId,
        nodeCode: c.nodeId,
        nodeName: c.nodeName,
        objectId: c.userId,
        creatorTime: c.createdAt ?? now,
      });
    }
  }
  return { operators: [...operators.values()], records, circulates, invalid };
}

/** The to-do search text of a task's operator rows before and after one decision (operatorSearchText). */
export interface TSearchTexts {
  before: string | null;
  after: string | null;
}

/**
 * The writes of the rows the effects of one decision name (operators, records, CC), not yet run: one statement per
 * table whatever the number of rows (new and changed operators in one upsert that bumps the row version of a
 * changed one); nothing for a table the decision does not touch. Operators carry the task's to-do search text;
 * when the decision changes it (a new title, the run ended or resumed), the task's other open operators get it too.
 */
export function rowEffectWrites(
  db: TDbOrTx,
  taskId: string,
  effects: readonly TEffect[],
  now: number,
  search: TSearchTexts,
) {
  const { operators, records, circulates, invalid } = effectRows(taskId, effects, now, search.after);
  const writes: SQLWrapper[] = [];
  if (operators.length) writes.push(jsonInsert(flowTaskOperators, operators, OPERATOR_UPSERT));
  if (search.before !== search.after) {
    // Not the rows upserted above: one statement must not change a row twice.
    const upserted = operators.map((o) => o.id);
    writes.push(
      db
        .update(flowTaskOperators)
        .set({ searchText: search.after })
        .where(
          and(
            eq(flowTaskOperators.taskId, taskId),
            eq(flowTaskOperators.completion, 0),
            sql`not ${inJsonList(flowTaskOperators.id, upserted)}`,
          ),
        ),
    );
  }
  // The writes run as one statement, where one part does not see another's rows: a record added and invalidated
  // by the same decision is inserted invalid.
  const added = new Set(records.map((r) => r.id));
  const older = invalid.filter((id) => !added.has(id));
  const gone = new Set(invalid);
  if (records.length)
    writes.push(
      jsonInsert(
        flowTaskRecords,
        records.map((r) => (gone.has(r.id) ? { ...r, status: -1 } : r)),
      ),
    );
  if (older.length)
    writes.push(db.update(flowTaskRecords).set({ status: -1 }).where(inJsonList(flowTaskRecords.id, older)));
  if (circulates.length) writes.push(jsonInsert(flowTaskCirculates, circulates));
  return writes;
}

const nodeRow = (taskId: string, n: TTaskNode, now: number) => ({
  id: `${taskId}:${n.id}`,
  taskId,
  nodeCode: n.id,
  nodeName: n.name,
  nodeType: n.type === 'end' ? 'endround' : n.type,
  nodeNext: n.next.join(','),
  completion: n.phase === 'done' ? 1 : 0,
  sortCode: n.depth,
  state: n.pruned ? '-2' : '0',
  phase: n.phase,
  creatorTime: now,
});

const NODE_CHANGED = [
  'nodeName',
  'nodeType',
  'nodeNext',
  'completion',
  'sortCode',
  'state',
  'phase',
] as const;

const NODE_UPSERT = `on conflict ("id") do update set ${excludedColumns(NODE_CHANGED)}`;

/**
 * The writes that bring the task's node rows to the state (the plan changes on submit, phases on every step), not
 * yet run: the nodes that are new or changed since `before` in one upsert, those no longer planned in one delete;
 * nothing when none changed.
 */
export function nodeWrites(db: TDbOrTx, before: TTaskState | null, s: TTaskState, now: number) {
  const old = new Map((before?.nodes ?? []).map((n) => [n.id, JSON.stringify(n)]));
  const changed = s.nodes.filter((n) => old.get(n.id) !== JSON.stringify(n));
  const kept = new Set(s.nodes.map((n) => n.id));
  const gone = [...old.keys()].filter((id) => !kept.has(id)).map((id) => `${s.taskId}:${id}`);
  const writes: SQLWrapper[] = [];
  if (gone.length) writes.push(db.delete(flowTaskNodes).where(inJsonList(flowTaskNodes.id, gone)));
  if (!changed.length) return writes;
  const rows = changed.map((n) => nodeRow(s.taskId, n, now));
  writes.push(jsonInsert(flowTaskNodes, rows, before ? NODE_UPSERT : ''));
  return writes;
}

/** The row of a new task of `flow` (its latest snapshot), launched by `launcherId` (a child names its parent). */
export function newTaskRow(
  flow: {
    id: string;
    versionId: string;
    enCode: string;
    fullName: string;
    type: number;
    category: string;
    formType: number;
  },
  o: { taskId: string; launcherId: string; now: number; parentId?: string },
) {
  return {
    id: o.taskId,
    parentId: o.parentId ?? '0',
    processId: o.taskId,
    flowId: flow.id,
    flowVersionId: flow.versionId,
    flowCode: flow.enCode,
    flowName: flow.fullName,
    flowType: flow.type,
    flowCategory: flow.category,
    formType: flow.formType,
    creatorTime: o.now,
    creatorUserId: o.launcherId,
  };
}

/** The task as flowTask/info answers it (the detail's flowTaskInfo starts from it). */
export function taskInfo(task: TTaskRow) {
  return {
    id: task.id,
    flowId: task.flowId,
    data: JSON.stringify(task.formData),
    fullName: task.fullName,
    status: task.status,
    flowUrgent: task.flowUrgent,
    completion: task.completion,
    thisStep: task.thisStep,
    thisStepId: task.thisStepId,
  };
}
