import type { PassThrough } from 'node:stream';
import type { TOnlineExportBody, TOnlineListQuery, TPageCode, TValueField } from '@app/contracts';
import type { TAppContext } from '../../../app-context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { streamSheet } from '../../../lib/excel.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { findHiddenItems } from '../../authorize/column-permission.ts';
import { displayRows } from './display-names.ts';
import { keywordCondition, listConditions } from './list-filter.ts';
import { bindFields } from './record-values.ts';
import { findChildRowsOf, findRecordsAfter } from './runtime.repo.ts';
import type { RuntimeService } from './runtime.service.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TDeps = Pick<TAppContext, 'db' | 'orgs' | 'relationNames'> & { runtime: RuntimeService };
type TValues = Record<string, unknown>;

/** A field's column header: its label, else its key. */
function fieldLabel(f: TValueField): string {
  const label = f.field.__config__.label;
  return typeof label === 'string' && label.trim() ? label : f.key;
}

/** One sheet column: a top-level field, or a column of sub-table `sub` (headed "<sub label>-<column label>"). */
export interface TSheetColumn {
  f: TValueField;
  sub?: TValueField;
}

/** A sheet column's header. */
export function columnHeader(c: TSheetColumn): string {
  return c.sub ? `${fieldLabel(c.sub)}-${fieldLabel(c.f)}` : fieldLabel(c.f);
}

/** The value columns of sub-table `sub` that its table holds. */
export function subColumns(m: TModel, sub: TValueField): TSheetColumn[] {
  const child = m.layout.children[sub.key];
  if (!child) return [];
  return bindFields(child, sub.children ?? []).map((b) => ({ f: b.f, sub }));
}

/** A display value as one cell's text (lists joined by commas). */
function cellText(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => cellText(x)).join(',');
  return typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? '');
}

/**
 * The exported columns from `selectKey`: a top-level value field's key, a sub-table's key (all its columns) or
 * `<sub-table key>-<column key>` (JNPF's prop of a sub-table column), each one the caller's column permissions on
 * one of the model's menus (`pages`) leave visible, else 400 naming selectKey.
 */
async function exportColumns(c: TDeps, auth: TAuth, m: TModel, pages: readonly string[], selectKey: string) {
  const held = pages.filter((p) => auth.codes?.has(p));
  const hiddenOn = await Promise.all(held.map((p) => findHiddenItems(c.db, auth, p as TPageCode, 'column')));
  const isHidden = (k: string) => hiddenOn.length > 0 && hiddenOn.every((h) => h.has(k));
  const keys = [...new Set(selectKey.split(',').map((k) => k.trim()))].filter(Boolean);
  if (!keys.length) throw badRequest('selectKey: no column selected');
  const columns = keys.flatMap((k): TSheetColumn[] => {
    const [head, rest] = [k.split('-')[0], k.split('-').slice(1).join('-')];
    const f = m.fields.find((x) => x.key === head && !isHidden(head));
    const sub = f?.children ? subColumns(m, f) : undefined;
    const picked = sub ? sub.filter((s) => !rest || s.f.key === rest) : f && !rest ? [{ f }] : [];
    const shown = picked.filter((s) => !s.sub || !isHidden(`${head}-${s.f.key}`));
    if (!shown.length) throw badRequest(`selectKey: ${k.slice(0, 64)} is not a column of this model`);
    return shown;
  });
  return [...new Map(columns.map((x) => [`${x.sub?.key ?? ''}-${x.f.key}`, x])).values()];
}

/** Records per batch of an "all" export (read, shown and written before the next one is read). */
const BATCH = 500;

/** The List query's conditions (json, keyword over the searched fields) and the caller's data scope. */
async function exportWhere(c: TDeps, auth: TAuth, m: TModel, pages: readonly string[], q: TOnlineListQuery) {
  const searchTypes = new Map<string, number>();
  for (const s of m.columnData?.searchList ?? []) {
    if (typeof s.__vModel__ === 'string') searchTypes.set(s.__vModel__, Number(s.searchType ?? 2));
  }
  return [
    ...listConditions(m.layout.table, m.bound, q.json, searchTypes),
    keywordCondition(m.layout.table, m.bound, searchTypes, q.keyword),
    await c.runtime.scope(auth, m, pages),
  ];
}

/**
 * The records to export, batch by batch: the current page as the List answers it, or (dataType "1") every record
 * of the query in id order (the sort's direction), read by keyset on the id so each batch costs the same.
 */
async function* recordBatches(
  c: TDeps,
  auth: TAuth,
  m: TModel,
  pages: readonly string[],
  q: TOnlineListQuery,
) {
  if (q.dataType !== '1') {
    yield (await c.runtime.list(auth, m, pages, q)).list as TValues[];
    return;
  }
  const where = await exportWhere(c, auth, m, pages, q);
  const isDesc = q.sort !== 'asc';
  for (let after: string | undefined; ;) {
    const rows = await findRecordsAfter(c.db, m.layout, m.bound, { where, after, isDesc, limit: BATCH });
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    after = String(rows[rows.length - 1].id);
  }
}

/**
 * Sheet rows of a batch of records (JNPF style, sub-tables in the same sheet): a record takes as many rows as its
 * longest selected sub-table (at least one); its own cells fill the first of them, the sub-table columns one
 * sub-table row per sheet row.
 */
async function sheetRows(c: TDeps, m: TModel, columns: readonly TSheetColumn[], rows: TValues[]) {
  const top = columns.filter((x) => !x.sub).map((x) => x.f);
  const shown = await displayRows(c, top, rows);
  const ids = rows.map((r) => String(r.id));
  const children = new Map<string, Map<string, TValues[]>>();
  for (const sub of new Set(columns.flatMap((x) => (x.sub ? [x.sub] : [])))) {
    const fields = columns.filter((x) => x.sub === sub).map((x) => x.f);
    const byParent = await findChildRowsOf(
      c.db,
      m.layout.children[sub.key],
      bindFields(m.layout.children[sub.key], fields),
      ids,
    );
    const all = [...byParent.values()].flat();
    const display = await displayRows(c, fields, all);
    const at = new Map(all.map((r, i) => [r, display[i]]));
    children.set(sub.key, new Map([...byParent].map(([id, list]) => [id, list.map((r) => at.get(r) ?? {})])));
  }
  return ids.flatMap((id, i) => {
    const subsOf = (x: TSheetColumn) => children.get(x.sub?.key ?? '')?.get(id) ?? [];
    const height = Math.max(1, ...columns.map((x) => subsOf(x).length));
    return Array.from({ length: height }, (_, j) =>
      columns.map((x) => cellText(x.sub ? subsOf(x)[j]?.[x.f.key] : j === 0 ? shown[i][x.f.key] : '')),
    );
  });
}

/**
 * The records of a List query (current page, or all with dataType "1", inside the caller's scope) as a streamed
 * .xlsx: the selected columns (sub-table columns too), headed by field labels, with display values as DataChange
 * shows them. Bad input (columns, sort field, conditions) is refused before anything is written; "all" is read in
 * keyset batches with back-pressure, so memory stays flat whatever the row count.
 */
export async function exportWorkbook(
  c: TDeps,
  auth: TAuth,
  m: TModel,
  pages: readonly string[],
  body: TOnlineExportBody,
  onError: (e: unknown) => void,
): Promise<PassThrough> {
  const { selectKey, ...query } = body;
  const columns = await exportColumns(c, auth, m, pages, selectKey);
  const batches = recordBatches(c, auth, m, pages, query);
  const first = await batches.next();
  return streamSheet(
    { sheet: m.fullName, columns: columns.map((x) => ({ header: columnHeader(x), width: 20 })), onError },
    async ({ ws, drain }) => {
      for (let b = first; !b.done; b = await batches.next()) {
        for (const row of await sheetRows(c, m, columns, b.value)) ws.addRow(row).commit();
        await drain();
      }
    },
  );
}
