import { FIELD_KINDS, isJnpfKey, type TFormField } from '@app/contracts';
import type { Dayjs } from 'dayjs';
import { optionKeys } from '../../../shared/form-renderer/form-renderer-types.ts';

/** How a search field is entered. */
type TSearchControl = 'text' | 'number' | 'number-range' | 'date-range' | 'time-range' | 'select' | 'switch';

/** One search field of the list design (columnData.searchList), ready for the search bar. */
export interface TSearchField {
  key: string;
  label: string;
  control: TSearchControl;
  /** 1 exact, 2 fuzzy, 3 range (contract §5.3). */
  searchType: number;
  /** Static options (select control). */
  options?: { value: string; label: string }[];
  /** Date ranges compared to the minute (format with HH); otherwise whole days. */
  hasTime?: boolean;
  /** Time format of a time range (HH:mm:ss by default). */
  format?: string;
  /** Switch values for on and off. */
  switchValues?: [unknown, unknown];
}

const NUMERIC = new Set(['numInput', 'JNPFAmount', 'calculate', 'rate', 'slider']);
const DATES = new Set(['date', 'createTime', 'modifyTime']);

/** Static options of a field (`__slot__.options` or `options`), or undefined when they come from elsewhere. */
function staticOptions(field: TFormField): { value: string; label: string }[] | undefined {
  const dataType = field.__config__.dataType;
  const list = (field.__slot__ as { options?: unknown } | undefined)?.options ?? field.options;
  if ((dataType && dataType !== 'static') || !Array.isArray(list)) return undefined;
  const keys = optionKeys(field);
  return (list as Record<string, unknown>[]).map((o) => ({
    value: String(o[keys.value] ?? o.id),
    label: String(o[keys.label] ?? o.fullName ?? o[keys.value]),
  }));
}

function controlOf(jnpfKey: string, searchType: number, hasOptions: boolean): TSearchControl {
  if (DATES.has(jnpfKey)) return 'date-range';
  if (jnpfKey === 'time') return 'time-range';
  if (NUMERIC.has(jnpfKey)) return searchType === 3 ? 'number-range' : 'number';
  if (jnpfKey === 'switch') return 'switch';
  return hasOptions ? 'select' : 'text';
}

/** The search bar's fields from columnData.searchList (field copies with `searchType`); unknown kinds dropped. */
export function toSearchFields(searchList: readonly Record<string, unknown>[] | undefined): TSearchField[] {
  return (searchList ?? []).flatMap((item) => {
    const field = item as unknown as TFormField;
    const jnpfKey = field.__config__?.jnpfKey;
    const key = field.__vModel__;
    if (!key || !isJnpfKey(jnpfKey) || FIELD_KINDS[jnpfKey].column === 'none') return [];
    const searchType = Number(item.searchType ?? 2);
    const options = FIELD_KINDS[jnpfKey].options ? staticOptions(field) : undefined;
    const format = typeof field.format === 'string' ? field.format : undefined;
    const out: TSearchField = {
      key,
      label: String(field.__config__.label ?? key),
      control: controlOf(jnpfKey, searchType, Boolean(options)),
      searchType,
    };
    if (options) out.options = options;
    if (jnpfKey === 'date') out.hasTime = (format ?? '').includes('HH');
    if (jnpfKey === 'time') out.format = format ?? 'HH:mm:ss';
    if (jnpfKey === 'switch') out.switchValues = [field.activeValue ?? 1, field.inactiveValue ?? 0];
    return [out];
  });
}

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A date range's bounds: epoch ms, at the start of each day unless the field keeps the time. */
function dateRange(v: unknown, hasTime: boolean): [number, number] | undefined {
  if (!Array.isArray(v) || v.length !== 2 || !v[0] || !v[1]) return undefined;
  const [a, b] = v as [Dayjs, Dayjs];
  return hasTime ? [a.valueOf(), b.valueOf()] : [a.startOf('day').valueOf(), b.startOf('day').valueOf()];
}

function numberRange(v: unknown): [number | null, number | null] | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const pair = Array.isArray(v)
    ? (v as unknown[])
    : [(v as Record<string, unknown>)[0], (v as Record<string, unknown>)[1]];
  const [min, max] = pair.map((x) => (typeof x === 'number' && Number.isFinite(x) ? x : null));
  return min === null && max === null ? undefined : [min ?? null, max ?? null];
}

function valueOf(f: TSearchField, v: unknown): unknown {
  switch (f.control) {
    case 'date-range':
      return dateRange(v, f.hasTime === true);
    case 'time-range':
      return Array.isArray(v) && v[0] && v[1]
        ? (v as [Dayjs, Dayjs]).map((d) => d.format(f.format ?? 'HH:mm:ss'))
        : undefined;
    case 'number-range':
      return numberRange(v);
    case 'switch':
      return v === 'on' ? f.switchValues?.[0] : v === 'off' ? f.switchValues?.[1] : undefined;
    default:
      return isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v;
  }
}

/** The List `json` of the search bar's values: one entry per filled field (ranges as [min, max]). */
export function toListJson(
  fields: readonly TSearchField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const f of fields) {
    const v = valueOf(f, values[f.key]);
    if (v !== undefined) json[f.key] = v;
  }
  return json;
}
