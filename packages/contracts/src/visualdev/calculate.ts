import { evaluateExpression } from '../utils/calc-expression.ts';
import { withTableSums } from './calculate-sums.ts';

/**
 * The calculate kind's expression (contract §5.2 `expression`): a list of tokens — field keys, numbers, operators
 * and brackets. Field keys become their values (missing or not a number: 0; negatives bracketed) and the text goes
 * through the one expression parser of contracts (no eval; any error gives 0). A `table.column` token is that
 * sub-table column's sum (spec §4 合计). Server and web use this one.
 */
export function evaluateCalculation(expression: unknown, values: Readonly<Record<string, unknown>>): number {
  const tokens = withTableSums(expression, values);
  if (!Array.isArray(tokens) || tokens.length === 0) return 0;
  const parts: string[] = [];
  for (const raw of tokens) {
    const t = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (/^[A-Za-z]\w*$/.test(t)) {
      const v = Number(values[t] ?? 0);
      const n = Number.isFinite(v) ? v : 0;
      parts.push(n < 0 ? `(0-${-n})` : String(n));
    } else {
      parts.push(t);
    }
  }
  return Math.round(evaluateExpression(parts.join(' ')) * 1e10) / 1e10;
}
