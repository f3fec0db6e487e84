import type * as TExcelJS from 'exceljs';

/** ExcelJS, imported on the first Excel import or export rather than at start (idle memory, issue 6). */
export async function loadExcel(): Promise<typeof TExcelJS> {
  const m = (await import('exceljs')) as typeof TExcelJS & { default?: typeof TExcelJS };
  return m.default ?? m;
}
