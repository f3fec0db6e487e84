import { and, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
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

/** One page of live records matching `where`, ordered, and the total. */
export async function findRecordPage(
  db: TDbOrTx,
  t: TTableRef,
  bound: readonly TBoundField[],
  q: { where: (SQL | undefined)[]; order: SQL; limit: number; offset: number },
) {
  const where = and(sql`${columnOf(t.table, 'delete_time')} is null`, ...q.where);
  const from = sql`from ${sql.identifier(t.table)} where ${where}`;
  const [rows, [{ total }]] = await Promise.all([
    select(
      db,
      sql`select ${selectList(t.table, bound)} ${from} order by ${q.order} limit ${q.limit} offset ${q.offset}`,
    ),
    select(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { rows: rows.map((r) => toValues(r, bound)), total: Number(total) };
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
  const [row] = await select(
    db,
    sql`select ${selectList(t.table, bound)} from ${sql.identifier(t.table)} where ${where}`,
  );
  return row ? toValues(row, bound) : undefined;
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

/** INSERT of one row: column names from the layout, values as parameters. */
export async function insertRow(db: TDbOrTx, table: string, values: ReadonlyMap<string, SQL | null>) {
  const cols = sql.join(
    [...values.keys()].map((c) => sql.identifier(c)),
    sql`, `,
  );
  const vals = sql.join(
    [...values.values()].map((v) => v ?? sql`null`),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.identifier(table)} (${cols}) values (${vals})`);
}

/** UPDATE of one live row by id; answers whether a row changed. */
export async function updateRow(
  db: TDbOrTx,
  table: string,
  id: string,
  values: ReadonlyMap<string, SQL | null>,
) {
  const set = sql.join(
    [...values].map(([c, v]) => sql`${sql.identifier(c)} = ${v ?? sql`null`}`),
    sql`, `,
  );
  const res = await select(
    db,
    sql`update ${sql.identifier(table)} set ${set} where id = ${id} and delete_time is null returning id`,
  );
  return res.length > 0;
}

/** Removes a record's sub-table rows (before writing the new ones). */
export async function deleteChildRows(db: TDbOrTx, table: string, parentId: string) {
  await db.execute(sql`delete from ${sql.identifier(table)} where parent_id = ${parentId}`);
}

/** Whether a live row inside `scope` holds exactly these column values (null matching null). */
export async function recordExists(
  db: TDbOrTx,
  table: string,
  values: readonly (readonly [string, SQL | null])[],
  scope?: SQL,
) {
  const equal = values.map(([c, v]) => sql`${columnOf(table, c)} is not distinct from ${v ?? sql`null`}`);
  const where = and(sql`${columnOf(table, 'delete_time')} is null`, scope, ...equal);
  const rows = await select(db, sql`select 1 from ${sql.identifier(table)} where ${where} limit 1`);
  return rows.length > 0;
}
