/** Validation rules of spec §5, shared by server and web so both say the same thing. */
export const Rules = {
  /** Mainland mobile phone. */
  mobile: /^1[3-9]\d{9}$/,
  /** 6-16 characters of digits and letters, not all digits, not all letters. */
  password: /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/,
  /** Record codes (spec §5): letters, digits and dots; a dot neither first nor last. No `_`. */
  enCode: /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/,
  /** A menu's button, column, form and data-scope codes: the enCode rule plus `_` (btn_add, field names). */
  itemCode: /^[A-Za-z0-9_](?:[A-Za-z0-9._]*[A-Za-z0-9_])?$/,
  /** Account: digits and letters only. */
  userAccount: /^[A-Za-z0-9]+$/,
  /** Chinese, letters and digits (no special symbols). */
  fullName: /^[\u4e00-\u9fa5A-Za-z0-9]+$/,
  /** Digits only. */
  userCode: /^\d+$/,
  /** Lowercase or uppercase 32-hex MD5 digest. */
  md5: /^[a-fA-F0-9]{32}$/,
  /** Email. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Mainland resident ID card (18 digits, last may be X). */
  idCard: /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
  /** Chinese characters only. */
  chinese: /^[\u4e00-\u9fa5]+$/,
  /** One line without control characters (tab and line breaks included): names, titles, codes. */
  singleLine: /^[^\p{Cc}]*$/u,
} as const;

/** Messages of the rules, keyed like the i18n catalogue. */
export const RuleMessages = {
  mobile: 'rule.mobile',
  password: 'rule.password',
} as const;

/** Upload size units accepted in configuration. */
export const SIZE_UNITS = { KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 } as const;

/** What makes a string unstorable: NUL (PostgreSQL text refuses it) or a surrogate without its pair. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or null when it can. */
export function describeUnstorable(value: string): string | null {
  const m = UNSTORABLE.exec(value);
  if (!m) return null;
  return m[0] === '\u0000' ? 'must not contain NUL characters' : 'must be valid Unicode (unpaired surrogate)';
}

/** Deepest nesting of objects and arrays a request may carry. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first place in a parsed request part (body, query, params) holding text no column can store, or nesting
 * deeper than MAX_INPUT_DEPTH: its dotted path below `root` and the reason; null when all is well. Keys are
 * checked like values. Iterative, so a 10,000-level body costs a loop, not the stack.
 */
export function findUnstorableText(value: unknown, root: string): { path: string; reason: string } | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const reason = describeUnstorable(v);
      if (reason) return { path, reason };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { path, reason: `nested deeper than ${MAX_INPUT_DEPTH} levels` };
      // Reversed, so the first field of an object is the first reported.
      for (const [k, inner] of Object.entries(v).reverse()) {
        const reason = describeUnstorable(k);
        if (reason) return { path: `${path}.${JSON.stringify(k)}`, reason: `field name ${reason}` };
        stack.push({ v: inner, path: `${path}.${k}`, depth: depth + 1 });
      }
    }
  }
  return null;
}
