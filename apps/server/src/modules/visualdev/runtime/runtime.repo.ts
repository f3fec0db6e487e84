import { and, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { users } from '../../users/user.table.ts';
import type { TTableRef } from '../publish/layout.ts';
import { columnOf, fromColumnValue, type TBoundField } from './record-values.ts';

type TRow = Record<string, unknown>;

async function select(db: TDbOrTx, query: SQL): Promise<TRow[]> {
  const res: unknown = await db.execute(query);
  return (res as { rows: TRow[] }).rows;
}

/** The select list of a table's bound fields, aliased by field key. */
function selectList(table: string, bound: readonly TBoundField[]): SQL {
  const cols = [
    sql`${columnOf(table, 'id')} as "id"`,
    ...bound.map((b) => sql`${columnOf(table, b.col.column)} as ${sql.identifier(b.f.key)}`),
  ];
  return sql.join(cols, sql`, `);
}

/** A stored row as the form's values. */
function toValues(row: TRow, bound: readonly TBoundField[]): TRow {
  const out: TRow = { id: row.id };
  for (const b of bound) out[b.f.key] = fromColumnValue(b, row[b.f.key]);
  return out;
}

/**
 * How far a List counts past its page's offset (ADR 0017): at most `offset + TOTAL_CAP` matching rows; a list with
 * more answers that number as its total with `isTotalCapped`.
 */
export const TOTAL_CAP = 10_000;

/**
 * The names of the users that single-user columns (`named`) hold, read by the page's own statement: one scalar
 * subquery per column, which PostgreSQL runs for the page's rows only, after its sort and limit.
 */
function userNameList(table: string, named: readonly TBoundField[]): SQL[] {
  return named.map(
    (b, i) =>
      sql`(select ${users.realName} from ${users} where ${users.id} = ${columnOf(table, b.col.column)}) as ${sql.identifier(`__user${i}`)}`,
  );
}

/** The user names the page's rows carried (`userNameList`), by user id; null for an id no user has. */
function userNamesOf(rows: readonly TRow[], named: readonly TBoundField[]): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const r of rows) {
    named.forEach((b, i) => {
      const id = r[b.f.key];
      const name = r[`__user${i}`];
      if (typeof id === 'string') out.set(id, typeof name === 'string' ? name : null);
    });
  }
  return out;
}

/**
 * One page of live records matching `where`, ordered, and the total (ADR 0017): a page shorter than `limit` ends
 * the list, so its offset plus its rows is the exact total and nothing is counted; otherwise the matches are
 * counted up to `offset + TOTAL_CAP` (`isTotalCapped` when there are more). `userNames` are the names of the users
 * the `named` bound fields (single-user text columns) hold, read in the same statement (no round trip of its own).
 */
export async function findRecordPage(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  q: {
    where: (SQL | undefined)[];
    order: SQL;
    limit: number;
    offset: number;
    named?: readonly TBoundField[];
  },
) {
  const where = and(sql`${columnOf(t.table, 'delete_time')} is null`, ...q.where);
  const from = sql`from ${sql.identifier(t.table)} where ${where}`;
  const named = q.named ?? [];
  const list = sql.join([selectList(t.table, bound), ...userNameList(t.table, named)], sql`, `);
  // The page alone, not `count(*) over ()`: a window count makes the page sort every matching row, where the page
  // alone stops after `limit` rows of an index in the list's order (an unfiltered page of 1,000,000 timed out).
  // Not a named (prepared) statement: after five runs PostgreSQL's plan cache would switch to a generic plan that
  // ANDs the date index into the trigram's bitmap (7–13 ms instead of 0.5 ms on the benchmark's 1,000,000 rows).
  const raw = await select(
    db,
    sql`select ${list} ${from} order by ${q.order} limit ${q.limit} offset ${q.offset}`,
  );
  const rows = raw.map((r) => toValues(r, bound));
  const userNames = userNamesOf(raw, named);
  if (rows.length < q.limit && (rows.length > 0 || q.offset === 0)) {
    return { rows, total: q.offset + rows.length, isTotalCapped: false, userNames };
  }
  const cap = q.offset + TOTAL_CAP;
  const [{ n }] = await select(db, sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) s`);
  const counted = Number(n);
  return { rows, total: Math.min(counted, cap), isTotalCapped: counted > cap, userNames };
}

/** Up to `limit` live records matching `where` past id `after`, in id order (keyset paging: no offset). */
export async function findRecordsAfter(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  q: { where: (SQL | undefined)[]; after: string | undefined; isDesc: boolean; limit: number },
) {
  const id = columnOf(t.table, 'id');
  const past =
    q.after === undefined ? undefined : q.isDesc ? sql`${id} < ${q.after}` : sql`${id} > ${q.after}`;
  const where = and(sql`${columnOf(t.table, 'delete_time')} is null`, past, ...q.where);
  const rows = await select(
    db,
    sql`select ${selectList(t.table, bound)} from ${sql.identifier(t.table)} where ${where}
        order by ${id} ${q.isDesc ? sql`desc` : sql`asc`} limit ${q.limit}`,
  );
  return rows.map((r) => toValues(r, bound));
}

/** The sub-table rows of several records, by record id, each record's in their order. */
export async function findChildRowsOf(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  parentIds: readonly string[],
) {
  const out = new Map<string, TRow[]>();
  if (!parentIds.length) return out;
  const parent = columnOf(t.table, 'parent_id');
  const ids = sql.join(
    parentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await select(
    db,
    sql`select ${parent} as "__parent__", ${selectList(t.table, bound)} from ${sql.identifier(t.table)}
        where ${parent} in (${ids}) order by ${parent}, ${columnOf(t.table, 'sort_code')}`,
  );
  for (const r of rows) {
    const { id: _id, ...values } = toValues(r, bound);
    const list = out.get(String(r.__parent__)) ?? [];
    list.push(values);
    out.set(String(r.__parent__), list);
  }
  return out;
}

/** One live record inside the scope condition, or undefined. */
export async function findRecord(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  id: string,
  scope?: SQL,
) {
  const where = and(
    sql`${columnOf(t.table, 'id')} = ${id}`,
    sql`${columnOf(t.table, 'delete_time')} is null`,
    scope,
  );
  const version = columnOf(t.table, 'version');
  const [row] = await select(
    db,
    sql`select ${selectList(t.table, bound)}, ${version} as "__version" from ${sql.identifier(t.table)} where ${where}`,
  );
  // The row version travels with the edit form's values (a field key never names a system column).
  if (!row) return undefined;
  const values = toValues(row, bound);
  values.version = Number(row.__version);
  return values;
}

/** The rows of a sub-table of a record, in their order. */
export async function findChildRows(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  parentId: string,
) {
  const rows = await select(
    db,
    sql`select ${selectList(t.table, bound)} from ${sql.identifier(t.table)}
        where ${columnOf(t.table, 'parent_id')} = ${parentId} order by ${columnOf(t.table, 'sort_code')}`,
  );
  return rows.map((r) => {
    const { id: _id, ...values } = toValues(r, bound);
    return values;
  });
}

/** The INSERT of rows with the same columns (the first row's), values as parameters. */
function insertSql(table: string, rows: readonly ReadonlyMap<string, SQL | null>[]): SQL {
  const names = [...rows[0].keys()];
  const cols = sql.join(
    names.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const tuples = rows.map(
    (r) =>
      sql`(${sql.join(
        names.map((n) => r.get(n) ?? sql`null`),
        sql`, `,
      )})`,
  );
  return sql`insert into ${sql.identifier(table)} (${cols}) values ${sql.join(tuples, sql`, `)}`;
}

/** Rows for one table, as `insertTogether` takes them. */
export interface TTableRows {
  table: string;
  rows: readonly ReadonlyMap<string, SQL | null>[];
}

/**
 * A record and its sub-table rows in ONE statement (data-modifying WITH parts): atomic without BEGIN/COMMIT round
 * trips; the sub-tables' foreign keys are checked at the statement's end, when the record is there.
 */
export async function insertTogether(
  db: TDbOrTx,
  record: TTableRows,
  children: readonly TTableRows[],
): Promise<void> {
  const parts = [record, ...children].filter((p) => p.rows.length).map((p) => insertSql(p.table, p.rows));
  if (parts.length === 1) {
    await db.execute(parts[0]);
    return;
  }
  const ctes = parts.map((p, i) => sql`${sql.identifier(`w${i}`)} as (${p})`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
}

/** Parameters one statement carries at most (PostgreSQL's limit is 65,535). */
export const MAX_PARAMETERS = 30_000;

/** INSERT of many rows with the same columns, as few statements as the parameter limit allows. */
export async function insertRows(
  db: TDbOrTx,
  table: string,
  rows: readonly ReadonlyMap<string, SQL | null>[],
) {
  if (!rows.length) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / rows[0].size));
  for (let i = 0; i < rows.length; i += perStatement) {
    await db.execute(insertSql(table, rows.slice(i, i + perStatement)));
  }
}

/** UPDATE of one live row by id; answers whether a row changed. */
export async function updateRow(
  db: TDbOrTx,
  table: string,
  id: string,
  values: ReadonlyMap<string, SQL | null>,
  expectedVersion?: number,
) {
  const sameVersion = expectedVersion === undefined ? sql`` : sql` and version = ${expectedVersion}`;
  const set = sql.join(
    [...values].map(([c, v]) => sql`${sql.identifier(c)} = ${v ?? sql`null`}`),
    sql`, `,
  );
  const res = await select(
    db,
    sql`update ${sql.identifier(table)} set ${set} where id = ${id} and delete_time is null${sameVersion} returning id`,
  );
  return res.length > 0;
}

/** How many of `ids` are live records inside `scope` (one query for a batch). */
export async function countLiveRecords(
  db: TDbOrTx,
  table: string,
  ids: readonly string[],
  scope?: SQL,
): Promise<number> {
  const where = and(
    sql`${columnOf(table, 'id')} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`${columnOf(table, 'delete_time')} is null`,
    scope,
  );
  const [row] = await select(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return Number(row.n);
}

/** Removes a record's sub-table rows (before writing the new ones). */
export async function deleteChildRows(db: TDbOrTx, table: string, parentId: string) {
  await db.execute(sql`delete from ${sql.identifier(table)} where parent_id = ${parentId}`);
}
