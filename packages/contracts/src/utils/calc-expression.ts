/** One token of a calculation expression. */
type TToken =
  | { kind: 'num'; value: number }
  | { kind: 'op'; value: '+' | '-' | '*' | '/' }
  | { kind: '(' }
  | { kind: ')' };

const OPERATORS: Readonly<Record<string, '+' | '-' | '*' | '/'>> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '×': '*',
  '÷': '/',
};

/** Splits an expression into numbers, operators (+ - × ÷, also * /) and brackets; throws on anything else. */
export function tokenize(expression: string): TToken[] {
  const tokens: TToken[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([+\-*/×÷])|([()（）]))/y;
  let index = 0;
  const text = expression.trim();
  while (index < text.length) {
    re.lastIndex = index;
    const m = re.exec(text);
    if (!m) throw new Error(`unexpected character at ${index}`);
    if (m[1] !== undefined) tokens.push({ kind: 'num', value: Number(m[1]) });
    else if (m[2] !== undefined) tokens.push({ kind: 'op', value: OPERATORS[m[2]] ?? '+' });
    else tokens.push({ kind: m[3] === '(' || m[3] === '（' ? '(' : ')' });
    index = re.lastIndex;
  }
  return tokens;
}

/** Recursive-descent evaluation: expr = term (± term)*, term = factor (×÷ factor)*, factor = num | -factor | (expr). */
function parse(tokens: readonly TToken[]): number {
  let pos = 0;
  const peek = (): TToken | undefined => tokens[pos];
  const factor = (): number => {
    const token = tokens[pos++];
    if (!token) throw new Error('unexpected end');
    if (token.kind === 'num') return token.value;
    if (token.kind === 'op' && token.value === '-') return -factor();
    if (token.kind === '(') {
      const value = expr();
      if (tokens[pos++]?.kind !== ')') throw new Error('missing )');
      return value;
    }
    throw new Error('unexpected token');
  };
  const term = (): number => {
    let value = factor();
    for (let t = peek(); t?.kind === 'op' && (t.value === '*' || t.value === '/'); t = peek()) {
      pos++;
      value = t.value === '*' ? value * factor() : value / factor();
    }
    return value;
  };
  const expr = (): number => {
    let value = term();
    for (let t = peek(); t?.kind === 'op' && (t.value === '+' || t.value === '-'); t = peek()) {
      pos++;
      value = t.value === '+' ? value + term() : value - term();
    }
    return value;
  };
  const result = expr();
  if (pos !== tokens.length) throw new Error('trailing tokens');
  return result;
}

/** True when numbers and operators alternate, brackets balance, and it starts and ends with a number (spec §5). */
export function isValidExpression(expression: string): boolean {
  try {
    const tokens = tokenize(expression);
    if (tokens.length === 0) return false;
    let depth = 0;
    let expectNumber = true;
    for (const t of tokens) {
      if (t.kind === '(') {
        if (!expectNumber) return false;
        depth++;
      } else if (t.kind === ')') {
        if (expectNumber || --depth < 0) return false;
      } else if (t.kind === 'num') {
        if (!expectNumber) return false;
        expectNumber = false;
      } else {
        if (expectNumber) return false;
        expectNumber = true;
      }
    }
    return depth === 0 && !expectNumber;
  } catch {
    return false;
  }
}

/** Evaluates `+ - × ÷` with brackets by parsing (never eval); NaN, infinity or any error gives 0 (spec §4). */
export function evaluateExpression(expression: string): number {
  try {
    const value = parse(tokenize(expression));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Calculation fields recompute this long after the last change (spec §9). */
export const CALC_DEBOUNCE_MS = 500;
