import i18next from 'i18next';

/** One row of an input table. */
export type TRow = Record<string, unknown>;

/** A column of an input table: numeric kinds take part in the 合计 row. */
export interface TInputColumn {
  key: string;
  label: string;
  kind: 'text' | 'amount' | 'number' | 'slider';
  required?: boolean;
}

/** True for the kinds summed in the summary row (amount, number, slider). */
function isSummed(column: TInputColumn): boolean {
  return column.kind === 'amount' || column.kind === 'number' || column.kind === 'slider';
}

/** The 合计 row: per numeric column the sum of its finite values (spec §4 Input table). */
export function summarize(rows: readonly TRow[], columns: readonly TInputColumn[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const c of columns.filter(isSummed)) {
    sums[c.key] = rows.reduce((acc, r) => {
      const v = Number(r[c.key]);
      return Number.isFinite(v) ? acc + v : acc;
    }, 0);
  }
  return sums;
}

/** True when a required cell is empty: null, undefined, empty string or empty array (spec §5). */
export function isEmptyCell(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The first required-cell error as `label 不能为空`, or null when every row is complete. */
export function validateRows(rows: readonly TRow[], columns: readonly TInputColumn[]): string | null {
  for (const row of rows) {
    for (const c of columns) {
      if (c.required && isEmptyCell(row[c.key])) return `${c.label}${i18next.t('ui.required')}`;
    }
  }
  return null;
}

/** The starting rows: the given value, else one empty row. */
export function initialRows(value: readonly TRow[] | undefined): TRow[] {
  return value && value.length > 0 ? [...value] : [{}];
}
