/**
 * A calculation may name a sub-table column as `table.column` (spec §4: the 合计 of an input table in a formula).
 * Before `evaluateCalculation`, each such token becomes the sum of that column over the record's rows, so the
 * browser and the server compute the same number.
 */

/** The expression with every `table.column` token replaced by the column's sum (non-numbers count 0). */
export function withTableSums(expression: unknown, values: Readonly<Record<string, unknown>>): unknown {
  if (!Array.isArray(expression)) return expression;
  return expression
    .map((token: unknown) => {
      if (typeof token !== 'string') return token;
      const m = /^([A-Za-z]\w*)\.([A-Za-z]\w*)$/.exec(token.trim());
      if (!m) return token;
      const rows = values[m[1]];
      const sum = (Array.isArray(rows) ? rows : []).reduce((acc: number, row: unknown) => {
        const v = row && typeof row === 'object' ? Number((row as Record<string, unknown>)[m[2]]) : NaN;
        return Number.isFinite(v) ? acc + v : acc;
      }, 0);
      return sum < 0 ? ['(', '0', '-', String(-sum), ')'] : String(sum);
    })
    .flat();
}
