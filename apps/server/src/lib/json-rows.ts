import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The column name of a field (the tables use snake_case columns for camelCase fields). */
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const columnOf = (field: string) => `"${snake(field)}"`;

/** The rows as JSON keyed by column name (what json_populate_record matches), only `fields`. */
function rowsJson(rows: readonly Record<string, unknown>[], fields: readonly string[]): string {
  const names = fields.map(snake);
  return JSON.stringify(
    rows.map((r) => Object.fromEntries(fields.map((f, i) => [names[i], r[f] === undefined ? null : r[f]]))),
  );
}

/** The fields a row sets (undefined ones keep the column's default, as in a Drizzle insert). */
const fieldsOf = (row: Record<string, unknown>) => Object.keys(row).filter((k) => row[k] !== undefined);

const textCache = new Map<string, { head: string; tail: string }>();

/** A statement's text around its one JSON parameter, built once per table, fields and suffix. */
function cached(key: string, build: () => { head: string; tail: string }) {
  let hit = textCache.get(key);
  if (!hit) textCache.set(key, (hit = build()));
  return hit;
}

/**
 * INSERT of rows of one table as ONE JSON parameter (`json_populate_recordset`), not one parameter per value: the
 * statement's text is built once per table and fields, so a many-row insert costs the server a JSON.stringify
 * instead of Drizzle's per-value query building (the largest item of a workflow command's CPU, bench/README).
 * `suffix` is SQL text after the insert (an ON CONFLICT clause). The rows share the first row's fields.
 */
export function jsonInsert(table: PgTable, rows: readonly Record<string, unknown>[], suffix = ''): SQL {
  const name = getTableName(table);
  const fields = fieldsOf(rows[0] ?? {});
  const { head, tail } = cached(`i ${name} ${fields.join(',')} ${suffix}`, () => {
    const cols = fields.map(columnOf).join(', ');
    return {
      head: `insert into "${name}" (${cols}) select ${cols} from json_populate_recordset(null::"${name}", `,
      tail: `::json) ${suffix}`,
    };
  });
  return sql`${sql.raw(head)}${rowsJson(rows, fields)}${sql.raw(tail)}`;
}

/** `col = excluded.col` for each field, as the SET of an ON CONFLICT … DO UPDATE. */
export function excludedColumns(fields: readonly string[]): string {
  return fields.map((f) => `${columnOf(f)} = excluded.${columnOf(f)}`).join(', ');
}

/**
 * UPDATE of one row's fields from ONE JSON parameter (`json_populate_record`) where `where` holds, returning its id:
 * the text is built once per table and fields (see jsonInsert).
 */
export function jsonUpdate(table: PgTable, set: Record<string, unknown>, where: SQL): SQL {
  const name = getTableName(table);
  const fields = fieldsOf(set);
  const { head, tail } = cached(`u ${name} ${fields.join(',')}`, () => {
    const cols = fields.map(columnOf).join(', ');
    return {
      head: `update "${name}" set (${cols}) = (select ${cols} from json_populate_record(null::"${name}", `,
      tail: `::json)) where `,
    };
  });
  return sql`${sql.raw(head)}${rowsJson([set], fields).slice(1, -1)}${sql.raw(tail)}${where} returning "id"`;
}
