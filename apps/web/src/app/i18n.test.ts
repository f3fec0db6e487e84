import { LANGUAGES } from '@app/contracts/constants';
import { describe, expect, it } from 'vitest';
import { routeMessages } from '../shared/utils/language-bundles.ts';
import { bundle as en } from './locales/bundle-en.ts';
import { bundle as zh } from './locales/bundle-zh.ts';
import { bundle as zhtw } from './locales/bundle-zhtw.ts';

type TTree = { readonly [key: string]: string | TTree };

const BUNDLES = { zh, zhtw, en } as const;
const RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { translation: BUNDLES[lang].translation, route: routeMessages(lang) }]),
) as unknown as Record<(typeof LANGUAGES)[number], { translation: TTree; route: TTree }>;

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

describe('i18n catalogues', () => {
  const namespaces = ['translation', 'route'] as const;

  it.each(namespaces)('has the same keys in every language (%s)', (ns) => {
    const keys = LANGUAGES.map((lang) => [...flatten(RESOURCES[lang][ns]).keys()].sort());
    for (let i = 1; i < keys.length; i++) {
      const missing = keys[0].filter((k) => !keys[i].includes(k));
      const extra = keys[i].filter((k) => !keys[0].includes(k));
      expect({ lang: LANGUAGES[i], missing, extra }).toEqual({ lang: LANGUAGES[i], missing: [], extra: [] });
    }
  });

  it.each(namespaces)('has no empty text and the same placeholders in every language (%s)', (ns) => {
    const [base, ...others] = LANGUAGES.map((lang) => flatten(RESOURCES[lang][ns]));
    for (const [key, text] of base) {
      expect(text.trim(), key).not.toBe('');
      for (const other of others) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
