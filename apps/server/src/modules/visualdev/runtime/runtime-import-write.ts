import { SQL_COLUMN_TYPES } from '@app/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import type { TTableRef } from '../publish/layout.ts';
import { bindFields, columnOf, isServerFilled, scalarText, type TBoundField } from './record-values.ts';
import type { RuntimeService } from './runtime.service.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TValues = Record<string, unknown>;
type TColumnKind = TBoundField['col']['kind'];

/**
 * A form value as its column stores it, as JSON (the batch goes to PostgreSQL as one jsonb document): the same
 * conversions as `toColumnValue` of a single create.
 */
export function storedValue(b: TBoundField, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return null;
  switch (b.col.kind) {
    case 'numeric':
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    case 'bigint':
      return typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null;
    case 'boolean':
      return v === (b.f.field.activeValue ?? 1);
    case 'jsonb':
      return v;
    default:
      return scalarText(v);
  }
}

/** The system columns of a new record and their types. */
const SYSTEM_TYPES: Readonly<Record<string, TColumnKind>> = {
  id: 'text',
  creator_user_id: 'text',
  creator_time: 'bigint',
  company_id: 'text',
  organize_id: 'text',
  position_id: 'text',
};
const CHILD_TYPES: Readonly<Record<string, TColumnKind>> = {
  id: 'text',
  parent_id: 'text',
  sort_code: 'bigint',
};

/** The caller's system values: columns, and the server-filled kinds' values. */
export interface TSystemValues {
  columns: Record<string, string | number | null>;
  kinds: Record<string, unknown>;
}

/** One row of `bound` columns: bill numbers, server-filled kinds from `system`, the rest from the data. */
function rowOf(
  bound: readonly TBoundField[],
  data: TValues,
  system: Record<string, unknown>,
  numbers?: TValues,
) {
  const out: TValues = {};
  for (const b of bound) {
    if (numbers && b.f.key in numbers) out[b.col.column] = storedValue(b, numbers[b.f.key]);
    else if (isServerFilled(b))
      out[b.col.column] = b.f.jnpfKey in system ? storedValue(b, system[b.f.jnpfKey]) : null;
    else out[b.col.column] = storedValue(b, data[b.f.key]);
  }
  return out;
}

/** INSERT of many rows in one statement: the rows as one jsonb parameter, typed by `jsonb_to_recordset`. */
async function insertRows(
  tx: TDbOrTx,
  table: string,
  types: Readonly<Record<string, TColumnKind>>,
  rows: TValues[],
) {
  if (!rows.length) return;
  const names = Object.keys(types);
  const cols = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const typed = sql.join(
    names.map((n) => sql`${sql.identifier(n)} ${sql.raw(SQL_COLUMN_TYPES[types[n]])}`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${cols})
        select ${cols} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${typed})`,
  );
}

const typesOf = (bound: readonly TBoundField[]) =>
  Object.fromEntries(bound.map((b) => [b.col.column, b.col.kind]));

/**
 * Writes a batch of validated records with their sub-table rows in one transaction, each record as create would
 * write it (system columns, server-filled kinds, `numbers[i]` for its bill-rule fields).
 */
export async function insertRecords(
  db: TDbOrTx,
  m: TModel,
  records: readonly TValues[],
  system: TSystemValues,
  numbers: readonly TValues[],
) {
  const ids = records.map(() => newId());
  const main = records.map((data, i) => ({
    ...rowOf(m.bound, data, system.kinds, numbers[i]),
    ...system.columns,
    id: ids[i],
  }));
  const children = m.fields
    .filter((f) => f.children && m.layout.children[f.key])
    .map((sub) => {
      const t: TTableRef = m.layout.children[sub.key];
      const bound = bindFields(t, sub.children ?? []);
      const rows = records.flatMap((data, i) =>
        ((data[sub.key] as TValues[] | undefined) ?? []).map((row, k) => ({
          ...rowOf(bound, row, {}),
          id: newId(),
          parent_id: ids[i],
          sort_code: k,
        })),
      );
      return { table: t.table, types: { ...typesOf(bound), ...CHILD_TYPES }, rows };
    });
  await db.transaction(async (tx) => {
    await insertRows(tx, m.layout.table, { ...typesOf(m.bound), ...SYSTEM_TYPES }, main);
    for (const c of children) await insertRows(tx, c.table, c.types, c.rows);
  });
}

/**
 * Which of `keys` (each the stored values of `keyed`, in order) a live record inside `scope` already holds, as
 * indexes into `keys`: one hash join of the whole file's keys against the table (null matches null).
 */
export async function existingKeys(
  db: TDbOrTx,
  table: string,
  keyed: readonly TBoundField[],
  keys: readonly unknown[][],
  scope: SQL | undefined,
): Promise<Set<number>> {
  if (!keys.length || !keyed.length) return new Set();
  const tuple = sql.join(
    keyed.map((b) => columnOf(table, b.col.column)),
    sql`, `,
  );
  const where = and(sql`${columnOf(table, 'delete_time')} is null`, scope);
  const res: unknown = await db.execute(
    sql`select (k.n - 1)::int as "n" from jsonb_array_elements(${JSON.stringify(keys)}::jsonb) with ordinality k(v, n)
        where exists (select 1 from ${sql.identifier(table)} where ${where} and jsonb_build_array(${tuple}) = k.v)`,
  );
  return new Set((res as { rows: { n: number }[] }).rows.map((r) => Number(r.n)));
}
