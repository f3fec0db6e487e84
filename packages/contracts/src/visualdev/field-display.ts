import { formatDate } from '../utils/format.ts';
import { FIELD_KINDS } from './field-kinds.ts';
import type { TFieldOption, TValueField } from './form-data.ts';

/**
 * Display values of a record (contract §5.4 DataChange and the list): option labels, switch texts, formatted dates,
 * and names of organisations, positions, users and dictionary entries through a lookup the caller provides.
 * Pure, so the server and the web renderer show the same thing.
 */

/** What a named reference points at. */
export type TNameKind = 'organize' | 'position' | 'user' | 'dictionary' | 'area';

/** Names by kind and id (undefined: unknown, the id is shown). */
export type TNameLookup = (kind: TNameKind, id: string) => string | undefined;

/** The kind of name each picker or system field shows. */
export const NAME_KINDS: Partial<Record<string, TNameKind>> = {
  comSelect: 'organize',
  depSelect: 'organize',
  currOrganize: 'organize',
  currDept: 'organize',
  posSelect: 'position',
  currPosition: 'position',
  userSelect: 'user',
  createUser: 'user',
  modifyUser: 'user',
  dicSelect: 'dictionary',
  address: 'area',
};

/** Static option labels by id (trees walked), or null when the options are not static. */
function optionLabels(f: TValueField): Map<string, string> | null {
  const list = (f.field.__slot__?.options ?? f.field.options) as TFieldOption[] | undefined;
  const dataType = f.field.__config__.dataType;
  if (!Array.isArray(list) || (dataType && dataType !== 'static')) return null;
  const labels = new Map<string, string>();
  const walk = (opts: TFieldOption[]) => {
    for (const o of opts) {
      labels.set(String(o.id), String(o.fullName ?? o.id));
      if (Array.isArray(o.children)) walk(o.children);
    }
  };
  walk(list);
  return labels;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** One field's value as shown. */
export function displayValue(f: TValueField, v: unknown, names: TNameLookup): unknown {
  if (v === null || v === undefined || v === '') return v ?? '';
  const k = f.jnpfKey;
  if (k === 'switch') {
    const on = v === (f.field.activeValue ?? 1);
    return text(on ? f.field.activeTxt : f.field.inactiveTxt) || (on ? '开' : '关');
  }
  if (k === 'date' || k === 'createTime' || k === 'modifyTime') {
    const fallback = k === 'date' ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss';
    const format = typeof f.field.format === 'string' ? f.field.format : fallback;
    return typeof v === 'number' ? formatDate(v, format) : v;
  }
  const path = k === 'cascader' || k === 'address' || k === 'comSelect';
  const each = (id: unknown): string => {
    const kind = NAME_KINDS[k];
    if (kind) return names(kind, text(id)) ?? text(id);
    return FIELD_KINDS[k].options ? (optionLabels(f)?.get(text(id)) ?? text(id)) : text(id);
  };
  if (Array.isArray(v)) {
    const nested = v.some(Array.isArray);
    if (nested) return v.map((p: unknown[]) => p.map(each).join('/')).join(',');
    return v.map(each).join(path ? '/' : ',');
  }
  return NAME_KINDS[k] || FIELD_KINDS[k].options ? each(v) : v;
}

/** The ids a record's values name, by kind (to resolve them in one go). */
export function namedIds(fields: readonly TValueField[], data: Readonly<Record<string, unknown>>) {
  const ids = new Map<TNameKind, Set<string>>();
  for (const f of fields) {
    const kind = NAME_KINDS[f.jnpfKey];
    const v = data[f.key];
    if (!kind || v === null || v === undefined) continue;
    const set = ids.get(kind) ?? new Set<string>();
    for (const id of [v].flat(2)) if (typeof id === 'string' && id) set.add(id);
    ids.set(kind, set);
  }
  return ids;
}
