import { EMOJI_SET } from './emoji-set.ts';

/** One emoji: its bracketed code (what the text carries) and its image. */
interface TEmoji {
  /** Bracketed alt label, e.g. `[微笑]`. */
  code: string;
  /** URL of its bundled Twemoji image (served by the product itself). */
  url: string;
}

/** The emoji catalogue (124 entries, spec §2). */
export const EMOJIS: readonly TEmoji[] = EMOJI_SET.map(([name, url]) => ({ code: `[${name}]`, url }));

const BY_CODE = new Map(EMOJIS.map((e) => [e.code, e]));

/** The emoji of a bracketed code, if it is in the catalogue. */
function findEmoji(code: string): TEmoji | undefined {
  return BY_CODE.get(code);
}

/** Splits text into plain runs and catalogue emoji (unknown bracketed text stays text). */
export function splitEmoji(text: string): (string | TEmoji)[] {
  const parts: (string | TEmoji)[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[[^[\]]{1,6}\]/g)) {
    const e = findEmoji(m[0]);
    if (!e) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(e);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
