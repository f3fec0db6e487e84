import {
  SQL_COLUMN_TYPES,
  columnKindOf,
  quoteIdent,
  type TColumnKind,
  type TPublishResult,
  type TValueField,
} from '@app/contracts';

/**
 * A published model's physical layout and the DDL that moves a table from one layout to the next (pure: no
 * database). Naming, for people who query these tables (SQL data interfaces, reports):
 * - the model's table is `vd_<modelId>`; a sub-table (`table` kind) is `vd_<modelId>_s<n>` (n from 1, in the order
 *   they were first published) with `parent_id` → `vd_<modelId>.id` and `sort_code`;
 * - a value field's column is its field key, quoted (case kept: `"comInputField101"`); after an incompatible kind
 *   change the field moves to `<key>__<n>` and the old column keeps the old values;
 * - a field removed from the form keeps its column and data (the layout remembers it, re-adding reuses it);
 * - system columns: SYSTEM_COLUMNS of contracts (id, creator_user_id, creator_time, …, delete_time, version).
 */

/** Where one field's values live. */
export interface TColumnRef {
  column: string;
  kind: Exclude<TColumnKind, 'none'>;
}

/** One physical table: its name, the current column of each field, and every column ever created. */
export interface TTableRef {
  table: string;
  columns: Record<string, TColumnRef>;
  used: string[];
}

/** The whole layout of a published model (stored in base_visualdev.table_layout). */
export interface TTableLayout extends TTableRef {
  children: Record<string, TTableRef>;
  nextChild: number;
}

/** The statements of one publish and what they change. */
export interface TPublishPlan {
  layout: TTableLayout;
  statements: string[];
  change: Omit<TPublishResult, 'version'>;
}

const MAIN_COLUMNS = [
  'id text primary key',
  'creator_user_id text',
  'creator_time bigint not null',
  'last_modify_user_id text',
  'last_modify_time bigint',
  'company_id text',
  'organize_id text',
  'position_id text',
  'flow_task_id text',
  'delete_time bigint',
  'delete_user_id text',
  'version integer not null default 1',
];

/** The table name of a model (ids are validated before they get here). */
export function modelTableName(modelId: string): string {
  if (!/^[A-Za-z0-9]{1,40}$/.test(modelId)) throw new Error('model id cannot name a table');
  return `vd_${modelId}`;
}

/** Plans the DDL taking `before` (null: never published) to the value fields of the form being published. */
export function planPublish(
  modelId: string,
  before: TTableLayout | null,
  fields: readonly TValueField[],
  searchKeys: ReadonlyMap<string, number>,
): TPublishPlan {
  const main = modelTableName(modelId);
  const layout: TTableLayout = before
    ? structuredClone(before)
    : { table: main, columns: {}, used: [], children: {}, nextChild: 1 };
  const statements: string[] = [];
  const change: TPublishPlan['change'] = { table: main, added: [], retyped: [], kept: [] };
  if (!before) {
    statements.push(`create table if not exists ${quoteIdent(main)} (${MAIN_COLUMNS.join(', ')})`);
    for (const c of ['organize_id', 'creator_user_id', 'creator_time']) {
      statements.push(createIndex(main, c));
    }
  }
  const values = fields.filter((f) => !f.children);
  syncColumns(layout, values, statements, change, searchKeys);
  for (const sub of fields.filter((f) => f.children)) {
    let child = layout.children[sub.key];
    if (!child) {
      child = { table: `${main}_s${layout.nextChild++}`, columns: {}, used: [] };
      layout.children[sub.key] = child;
      statements.push(
        `create table if not exists ${quoteIdent(child.table)} (id text primary key, ` +
          `parent_id text not null references ${quoteIdent(main)}(id) on delete cascade, ` +
          `sort_code integer not null default 0)`,
        createIndex(child.table, 'parent_id'),
      );
    }
    syncColumns(child, sub.children ?? [], statements, change, new Map());
  }
  const current = new Set(fields.map((f) => f.key));
  change.kept.push(...Object.keys(layout.columns).filter((k) => !current.has(k)));
  change.kept.push(...Object.keys(layout.children).filter((k) => !current.has(k)));
  return { layout, statements, change };
}

/** Adds the columns a table lacks for `fields`; a changed storage kind gets a fresh column. */
function syncColumns(
  t: TTableRef,
  fields: readonly TValueField[],
  statements: string[],
  change: TPublishPlan['change'],
  searchKeys: ReadonlyMap<string, number>,
): void {
  for (const f of fields) {
    const kind = columnKindOf(f.jnpfKey);
    if (kind === 'none') continue;
    const had = t.columns[f.key];
    if (had?.kind === kind) {
      if (searchKeys.has(f.key)) statements.push(...searchIndex(t.table, had, f, searchKeys.get(f.key)));
      continue;
    }
    const column = freeColumnName(t, f.key);
    t.columns[f.key] = { column, kind };
    t.used.push(column);
    statements.push(
      `alter table ${quoteIdent(t.table)} add column if not exists ${quoteIdent(column)} ${SQL_COLUMN_TYPES[kind]}`,
    );
    if (searchKeys.has(f.key)) {
      statements.push(...searchIndex(t.table, t.columns[f.key], f, searchKeys.get(f.key)));
    }
    if (had) change.retyped.push({ field: f.key, from: had.kind, to: kind, column });
    else change.added.push(`${t.table}.${column}`);
  }
}

/** The field key itself when unused, else `<key>__<n>`. */
function freeColumnName(t: TTableRef, key: string): string {
  if (!t.used.includes(key)) return key;
  let n = 2;
  while (t.used.includes(`${key}__${n}`)) n++;
  return `${key}__${n}`;
}

/** A create-index statement with a short deterministic name (identifiers hold 63 bytes). */
function createIndex(table: string, column: string): string {
  const name = `${table}_ix_${shortHash(column)}`;
  return `create index if not exists ${quoteIdent(name)} on ${quoteIdent(table)} (${quoteIdent(column)})`;
}

/** A single-choice option field (a select without `multiple`): one value out of a few options per record. */
function isSingleChoice(f: TValueField): boolean {
  if (f.jnpfKey !== 'select') return false;
  const props = f.field.props as { props?: { multiple?: unknown } } | undefined;
  return f.field.multiple !== true && props?.props?.multiple !== true;
}

/**
 * The index statements of a searched field: a trigram GIN index for a text column searched by "contains"
 * (searchType other than 1 exact; `ilike '%…%'` and the keyword use it; pg_trgm is created by the migrations, PGlite
 * loads it too) under the default statistics target (an earlier target of 1,000, set against a plan the List's sort
 * now rules out, made planning each search cost about 1.2 ms of the List's 2.7 ms in PostgreSQL, bench/README
 * "Low-code"; publishing resets it); a GIN index for a multi-valued jsonb column (checkboxes, pickers, multiple
 * selects: the exact search is containment); a b-tree otherwise (exact values, date and number ranges).
 * A single-choice select gets no index: its few values match a large share of the rows (a GIN bitmap of 200,000
 * entries ANDed with the trigram's few hundred made the List's page 29 ms instead of 1 ms), its containment search
 * is checked on the rows the other filters found; a GIN index an earlier publish made for it is dropped.
 */
function searchIndex(table: string, c: TColumnRef, f: TValueField, searchType: number | undefined): string[] {
  if (c.kind === 'jsonb') {
    const name = quoteIdent(`${table}_gn_${shortHash(c.column)}`);
    if (isSingleChoice(f)) return [`drop index if exists ${name}`];
    return [
      `create index if not exists ${name} on ${quoteIdent(table)} using gin (${quoteIdent(c.column)} jsonb_path_ops)`,
    ];
  }
  if (c.kind !== 'text' || searchType === 1) return [createIndex(table, c.column)];
  const name = `${table}_tg_${shortHash(c.column)}`;
  return [
    `create index if not exists ${quoteIdent(name)} on ${quoteIdent(table)} using gin (${quoteIdent(c.column)} gin_trgm_ops)`,
    `alter table ${quoteIdent(table)} alter column ${quoteIdent(c.column)} set statistics -1`,
  ];
}

/** FNV-1a of a string as 8 hex digits (short, stable index names). */
export function shortHash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
