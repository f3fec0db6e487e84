import { Code, type TFieldOption, type TValueField } from '@app/contracts';
import { AppError } from '../../../lib/errors.ts';
import { loadExcel } from '../../../lib/excel.ts';
import { columnHeader, subColumns, type TSheetColumn } from './runtime-export.ts';
import { bindFields, isServerFilled, type TBoundField } from './record-values.ts';
import type { RuntimeService } from './runtime.service.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TValues = Record<string, unknown>;

/** A record read from the sheet: its first sheet row and its form values (sub-table rows as arrays). */
export interface TSheetRecord {
  row: number;
  data: TValues;
}

/** Whether a user fills the field from a sheet: not server-filled, numbered or calculated. */
const isImportable = (b: TBoundField) =>
  !isServerFilled(b) && b.f.jnpfKey !== 'billRule' && b.f.jnpfKey !== 'calculate';

/** The top-level fields a user fills from a sheet. */
export function importFields(m: TModel): TValueField[] {
  return m.bound.filter(isImportable).map((b) => b.f);
}

/** The sheet's columns: the importable top-level fields, then each sub-table's importable columns. */
export function importColumns(m: TModel): TSheetColumn[] {
  const subs = m.fields.filter((f) => f.children);
  const childColumns = subs.flatMap((sub) => {
    const keep = new Set(
      bindFields(m.layout.children[sub.key], sub.children ?? [])
        .filter(isImportable)
        .map((b) => b.f),
    );
    return subColumns(m, sub).filter((c) => keep.has(c.f));
  });
  return [...importFields(m).map((f) => ({ f })), ...childColumns];
}

/** Whether the form permissions hide a sheet column (its field, its sub-table or its `<table>-<column>` code). */
const isHiddenColumn = (c: TSheetColumn, hidden: ReadonlySet<string>) =>
  c.sub ? hidden.has(c.sub.key) || hidden.has(`${c.sub.key}-${c.f.key}`) : hidden.has(c.f.key);

/**
 * The import template: one header row of the importable columns' labels (sub-table columns "<table>-<column>"),
 * without the form fields the caller may not see (`hidden`: an import refuses a row that sets one).
 */
export async function buildImportTemplate(m: TModel, hidden: ReadonlySet<string>): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(m.fullName.slice(0, 31) || 'Sheet1');
  const columns = importColumns(m).filter((c) => !isHiddenColumn(c, hidden));
  sheet.columns = columns.map((c) => ({ header: columnHeader(c), width: 20 }));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell as a form value: option and switch labels back to their values, dates as epoch ms, texts trimmed. */
function cellValue(f: TValueField, cell: unknown): unknown {
  let v = cell && typeof cell === 'object' && 'result' in cell ? cell.result : cell;
  if (v && typeof v === 'object' && 'text' in v) v = v.text;
  if (v instanceof Date) return v.getTime();
  if (v === null || v === undefined || v === '') return undefined;
  if (typeof v === 'string') v = v.trim();
  const field = f.field as Record<string, unknown> & { __slot__?: { options?: unknown } };
  if (f.jnpfKey === 'switch') {
    if (v === field.activeTxt) return field.activeValue ?? 1;
    if (v === field.inactiveTxt) return field.inactiveValue ?? 0;
  }
  const options = (field.__slot__?.options ?? field.options) as TFieldOption[] | undefined;
  if (Array.isArray(options) && typeof v === 'string') {
    const byLabel = (label: string) => options.find((o) => o.fullName === label)?.id ?? label;
    const multiple = field.multiple === true || f.jnpfKey === 'checkbox';
    return multiple ? v.split(',').map((s) => byLabel(s.trim())) : byLabel(v);
  }
  if (f.jnpfKey === 'numInput' && typeof v === 'string' && v !== '' && Number.isFinite(Number(v))) {
    return Number(v);
  }
  return v;
}

/** The sheet column each header cell names (by header label or by key; `<table>-<column>` for sub-tables). */
function headerColumns(header: unknown[], columns: readonly TSheetColumn[]) {
  return header.map((h) => {
    const text = typeof h === 'string' || typeof h === 'number' ? String(h).trim() : '';
    return columns.find(
      (c) => columnHeader(c) === text || (c.sub ? `${c.sub.key}-${c.f.key}` : c.f.key) === text,
    );
  });
}

/**
 * Reads the first sheet as records. A row with a value in a top-level column starts a record; a row with only
 * sub-table values adds one row to each of those sub-tables of the record above (as the export writes them). The
 * whole file is read, not streamed: ExcelJS's streaming reader decodes each chunk of the sheet's XML on its own and
 * breaks a Chinese character that straddles two chunks (3 of 100,000 rows in the bench's file).
 */
export async function readRecords(file: string, columns: readonly TSheetColumn[]): Promise<TSheetRecord[]> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError(Code.badRequest, 'file.badType');
  const byCell = headerColumns(sheet.getRow(1).values as unknown[], columns);
  const records: TSheetRecord[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const top: TValues = {};
    const subs = new Map<string, TValues>();
    (r.values as unknown[]).forEach((cell, i) => {
      const c = byCell[i];
      const v = c ? cellValue(c.f, cell) : undefined;
      if (!c || v === undefined) return;
      if (!c.sub) top[c.f.key] = v;
      else subs.set(c.sub.key, { ...subs.get(c.sub.key), [c.f.key]: v });
    });
    if (!Object.keys(top).length && !subs.size) return;
    const last = records[records.length - 1];
    const record = Object.keys(top).length || !last ? { row: n, data: top } : last;
    if (record !== last) records.push(record);
    for (const [key, values] of subs) {
      const rows = (record.data[key] as TValues[] | undefined) ?? [];
      rows.push(values);
      record.data[key] = rows;
    }
  });
  return records;
}
