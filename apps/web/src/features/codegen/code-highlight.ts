/** A piece of highlighted code: its text and its token kind (none: plain). */
interface TToken {
  text: string;
  kind?: 'comment' | 'string' | 'keyword' | 'number' | 'type';
}

const KEYWORDS = new Set(
  (
    'import export from const let var function return if else for of in while async await new class extends ' +
    'type interface as default throw try catch finally typeof keyof readonly private public null undefined ' +
    'true false this void satisfies'
  ).split(' '),
);

// One pass over the text: comments, strings and template literals, numbers, words; everything else is plain.
const TOKEN =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

/** Splits TypeScript/TSX source into highlighted tokens (a display aid: no parsing, nothing executed). */
export function highlight(source: string): TToken[] {
  const out: TToken[] = [];
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    const at = m.index;
    if (at > last) out.push({ text: source.slice(last, at) });
    const [text, comment, string, number, word] = m;
    if (comment) out.push({ text, kind: 'comment' });
    else if (string) out.push({ text, kind: 'string' });
    else if (number) out.push({ text, kind: 'number' });
    else if (word && KEYWORDS.has(word)) out.push({ text, kind: 'keyword' });
    else if (word && /^[TZ][A-Z]/.test(word)) out.push({ text, kind: 'type' });
    else out.push({ text });
    last = at + text.length;
  }
  if (last < source.length) out.push({ text: source.slice(last) });
  return out;
}
