import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { TOnlineExportBody, TPageCode, TValueField } from '@app/contracts';
import type { TAppContext } from '../../../app-context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { loadExcel } from '../../../lib/excel.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { findHiddenItems } from '../../authorize/column-permission.ts';
import { drained } from '../../users/user-export.ts';
import { displayRows } from './display-names.ts';
import type { RuntimeService } from './runtime.service.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TDeps = Pick<TAppContext, 'db' | 'orgs' | 'relationNames'> & { runtime: RuntimeService };

/** A field's column header: its label, else its key. */
export function fieldLabel(f: TValueField): string {
  const label = f.field.__config__.label;
  return typeof label === 'string' && label.trim() ? label : f.key;
}

/** A display value as one cell's text (lists joined by commas). */
function cellText(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => cellText(x)).join(',');
  return typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? '');
}

/**
 * The exported columns: `selectKey`'s field keys, each a top-level value field of the model that column permissions
 * leave visible to the caller on one of the model's menus (`pages`), else 400.
 */
async function exportColumns(c: TDeps, auth: TAuth, m: TModel, pages: readonly string[], selectKey: string) {
  const held = pages.filter((p) => auth.codes?.has(p));
  const hiddenOn = await Promise.all(held.map((p) => findHiddenItems(c.db, auth, p as TPageCode, 'column')));
  const isHidden = (k: string) => hiddenOn.length > 0 && hiddenOn.every((h) => h.has(k));
  const keys = [...new Set(selectKey.split(',').map((k) => k.trim()))].filter(Boolean);
  if (!keys.length) throw badRequest('selectKey: no column selected');
  return keys.map((k) => {
    const f = m.fields.find((x) => x.key === k && !x.children && !isHidden(k));
    if (!f) throw badRequest(`selectKey: ${k.slice(0, 64)} is not a column of this model`);
    return f;
  });
}

/** Rows per batch of an "all" export (each batch read, shown and written before the next). */
const BATCH = 1000;

/**
 * The records of a List query (current page, or all with dataType "1", inside the caller's scope) as a streamed
 * .xlsx: the selected columns, headed by field labels, with display values as DataChange shows them. Bad input
 * (columns, sort field) is refused before anything is written; "all" is read in batches, so memory stays flat.
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
  const all = query.dataType === '1';
  const pageOf = (n: number) =>
    c.runtime.list(
      auth,
      m,
      pages,
      all ? { ...query, dataType: '0', currentPage: n, pageSize: BATCH } : query,
    );
  const first = await pageOf(1);
  const ExcelJS = await loadExcel();
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet(m.fullName.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((f) => ({ header: fieldLabel(f), key: f.key, width: 20 }));
  void (async () => {
    let batch = first.list;
    for (let n = 2; ; n++) {
      for (const r of await displayRows(c, columns, batch)) {
        ws.addRow(columns.map((f) => cellText(r[f.key]))).commit();
      }
      if (!all || batch.length < BATCH) break;
      await drained(ws);
      if (out.writableNeedDrain) await once(out, 'drain');
      batch = (await pageOf(n)).list;
    }
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}
