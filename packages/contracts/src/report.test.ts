import { describe, expect, it } from 'vitest';
import { formatReportValue, reportLineCells, reportLines, type TReportRunResult } from './report.ts';

const result = (currentPage: number, list: string[]): TReportRunResult => ({
  list: list.map((g) => ({ g, v: 1 })),
  pagination: { currentPage, pageSize: 3, total: 5 },
  groups: [
    { value: 'A', count: 2, sums: { v: 2 } },
    { value: 'B', count: 3, sums: { v: 3 } },
  ],
  total: { count: 5, sums: { v: 5 } },
  chartData: [],
});
const group = { field: 'g', subtotals: true, grandTotal: true };
const kinds = (r: TReportRunResult, g = group) => reportLines(r, g).map((l) => l.kind);

describe('reportLines', () => {
  it('puts a subtotal after the last row of each group ending on the page, the total after the last page', () => {
    expect(kinds(result(1, ['A', 'A', 'B']))).toEqual(['row', 'row', 'subtotal', 'row']);
    expect(kinds(result(2, ['B', 'B']))).toEqual(['row', 'row', 'subtotal', 'total']);
  });

  it('leaves out subtotals and the grand total when the grouping says so', () => {
    const off = { field: 'g', subtotals: false, grandTotal: false };
    expect(kinds(result(2, ['B', 'B']), off)).toEqual(['row', 'row']);
  });

  it('labels total lines in the language and sums only the summed columns', () => {
    const [line] = reportLines(result(2, ['B', 'B']), group).slice(-1);
    const columns = [
      { field: 'g', title: 'G', format: 'text', width: 100, align: 'left', isSum: false },
      { field: 'v', title: 'V', format: 'money', width: 100, align: 'right', isSum: true },
    ] as const;
    expect(reportLineCells(line, columns, 'en')).toEqual(['Total (5)', '5.00']);
    expect(reportLineCells(line, columns, 'zhtw')).toEqual(['合計 (5)', '5.00']);
  });
});

describe('formatReportValue', () => {
  it('formats numbers, money, percent and leaves text alone', () => {
    expect(formatReportValue(1234.5, 'number')).toBe('1,234.5');
    expect(formatReportValue('12', 'money')).toBe('12.00');
    expect(formatReportValue(0.256, 'percent')).toBe('25.60%');
    expect(formatReportValue('abc', 'money')).toBe('abc');
    expect(formatReportValue(null, 'text')).toBe('');
    expect(formatReportValue(['a', 'b'], 'text')).toBe('a,b');
  });
});
