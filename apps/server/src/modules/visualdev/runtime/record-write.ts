import type { TValueField } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import type { TTableLayout } from '../publish/layout.ts';
import { bindFields, isServerFilled, toColumnValue, type TBoundField } from './record-values.ts';
import {
  MAX_PARAMETERS,
  deleteChildRows,
  insertRows,
  insertTogether,
  type TTableRows,
} from './runtime.repo.ts';

type TValues = Record<string, unknown>;

/** Column values of bound fields: bill numbers, server-filled kinds from `system`, the rest from the data. */
export function fieldValues(
  bound: readonly TBoundField[],
  data: TValues,
  system: Record<string, unknown>,
  numbers: ReadonlyMap<string, string> = new Map(),
): Map<string, SQL | null> {
  const values = new Map<string, SQL | null>();
  for (const b of bound) {
    if (numbers.has(b.f.key)) {
      values.set(b.col.column, toColumnValue(b, numbers.get(b.f.key)));
    } else if (isServerFilled(b)) {
      if (b.f.jnpfKey in system) values.set(b.col.column, toColumnValue(b, system[b.f.jnpfKey]));
    } else {
      values.set(b.col.column, toColumnValue(b, data[b.f.key]));
    }
  }
  return values;
}

/** The sub-table rows of record `id` in `data` (their order kept), per sub-table. */
function childRows(
  layout: TTableLayout,
  fields: readonly TValueField[],
  id: string,
  data: TValues,
): TTableRows[] {
  return fields.flatMap((sub) => {
    const child = sub.children ? layout.children[sub.key] : undefined;
    if (!child) return [];
    const bound = bindFields(child, sub.children ?? []);
    const rows = ((data[sub.key] as TValues[] | undefined) ?? []).map((row, i) => {
      const values = fieldValues(bound, row, {});
      values.set('id', sql`${newId()}`);
      values.set('parent_id', sql`${id}`);
      values.set('sort_code', sql`${i}::int`);
      return values;
    });
    return [{ table: child.table, rows }];
  });
}

/**
 * Replaces the sub-table rows of record `id` with those in `data` (their order kept), inside `tx`: one INSERT per
 * sub-table.
 */
export async function writeChildren(
  tx: TDbOrTx,
  layout: TTableLayout,
  fields: readonly TValueField[],
  id: string,
  data: TValues,
): Promise<void> {
  for (const c of childRows(layout, fields, id, data)) {
    await deleteChildRows(tx, c.table, id);
    await insertRows(tx, c.table, c.rows);
  }
}

/**
 * Writes a new record (`values`, its id `id`) with its sub-table rows, all or nothing: one statement, so no
 * transaction round trips; a record whose rows exceed one statement's parameters is written in a transaction.
 */
export async function insertRecord(
  db: TDb,
  layout: TTableLayout,
  fields: readonly TValueField[],
  id: string,
  values: ReadonlyMap<string, SQL | null>,
  data: TValues,
): Promise<void> {
  const record = { table: layout.table, rows: [values] };
  const children = childRows(layout, fields, id, data);
  const cells = children.reduce((n, c) => n + c.rows.length * (c.rows[0]?.size ?? 0), values.size);
  if (cells <= MAX_PARAMETERS) return insertTogether(db, record, children);
  await db.transaction(async (tx) => {
    await insertRows(tx, layout.table, [values]);
    for (const c of children) await insertRows(tx, c.table, c.rows);
  });
}
