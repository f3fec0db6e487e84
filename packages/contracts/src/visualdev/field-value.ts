import { FIELD_KINDS } from './field-kinds.ts';
import type { TFieldOption, TValueField } from './form-data.ts';

/**
 * Value validation per field kind (contract §5.2), pure so the server (the authority) and the web renderer apply
 * the same rules: required, regList, lengths, ranges, option membership, shapes of arrays and files.
 */

/** One problem of a record: the field path (`key`, `table[2].col`) and what is wrong. */
export interface TValueIssue {
  path: string;
  message: string;
}

type TField = TValueField['field'];

/** True for the values a form treats as "nothing entered". */
export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Compiles a JNPF regList pattern (`/src/flags` or a bare source); null when it is not a valid expression. */
export function compileRegPattern(pattern: string): RegExp | null {
  const m = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern);
  try {
    return m ? new RegExp(m[1], m[2].replace('g', '')) : new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The static option ids of a field (`__slot__.options` or the tree `options`), or null when not static. */
export function staticOptionIds(field: TField): Set<string> | null {
  const dataType = field.__config__.dataType;
  if (dataType && dataType !== 'static') return null;
  const valueKey = (field.props as { props?: { value?: string } } | undefined)?.props?.value ?? 'id';
  const list = (field.__slot__?.options ?? field.options) as TFieldOption[] | undefined;
  if (!Array.isArray(list)) return null;
  const ids = new Set<string>();
  const walk = (opts: TFieldOption[]) => {
    for (const o of opts) {
      if (o && typeof o === 'object') {
        ids.add(String(o[valueKey] ?? o.id));
        if (Array.isArray(o.children)) walk(o.children);
      }
    }
  };
  walk(list);
  return ids;
}

const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';
const isFile = (v: unknown) =>
  !!v && typeof v === 'object' && typeof (v as { fileId?: unknown }).fileId === 'string';

/** Checks the value's shape for its kind; returns a message or null. */
function shapeProblem(f: TValueField, v: unknown): string | null {
  const field = f.field;
  const props = field.props as { props?: { multiple?: unknown } } | undefined;
  const multiple = field.multiple === true || props?.props?.multiple === true;
  switch (FIELD_KINDS[f.jnpfKey].column) {
    case 'numeric':
      return num(v) === undefined ? 'must be a number' : null;
    case 'bigint':
      return Number.isSafeInteger(v) ? null : 'must be a time in epoch milliseconds';
    case 'boolean':
      return null;
    case 'text':
      if (f.jnpfKey === 'time')
        return typeof v === 'string' && TIME.test(v) ? null : 'must be a time HH:mm:ss';
      if (FIELD_KINDS[f.jnpfKey].options) return isScalar(v) ? null : 'must be a single value';
      return typeof v === 'string' ? null : 'must be text';
    default:
      break;
  }
  if (f.jnpfKey === 'uploadFz' || f.jnpfKey === 'uploadImg') {
    return Array.isArray(v) && v.every(isFile) ? null : 'must be a list of uploaded files';
  }
  if (f.jnpfKey === 'timeRange' || f.jnpfKey === 'dateRange') {
    return Array.isArray(v) && v.length === 2 ? null : 'must be a [start, end] pair';
  }
  if (f.jnpfKey === 'checkbox' || f.jnpfKey === 'cascader' || f.jnpfKey === 'address') {
    return Array.isArray(v) ? null : 'must be a list';
  }
  if (multiple || f.jnpfKey === 'comSelect') return Array.isArray(v) ? null : 'must be a list';
  return isScalar(v) ? null : 'must be a single value';
}

/** Range, length, count and option checks after the shape is right. */
function contentProblem(f: TValueField, v: unknown): string | null {
  const field = f.field;
  const n = num(v);
  if (n !== undefined && FIELD_KINDS[f.jnpfKey].column === 'numeric') {
    if (num(field.min) !== undefined && n < (field.min as number))
      return `must be at least ${String(field.min)}`;
    if (num(field.max) !== undefined && n > (field.max as number))
      return `must be at most ${String(field.max)}`;
  }
  if (f.jnpfKey === 'switch') {
    const on = field.activeValue ?? 1;
    const off = field.inactiveValue ?? 0;
    return v === on || v === off ? null : 'must be the switch on or off value';
  }
  if (
    typeof v === 'string' &&
    num(field.maxlength) !== undefined &&
    [...v].length > (field.maxlength as number)
  ) {
    return `must be at most ${String(field.maxlength)} characters`;
  }
  if (Array.isArray(v) && num(field.limit) !== undefined && v.length > (field.limit as number)) {
    return `must hold at most ${String(field.limit)} items`;
  }
  if (FIELD_KINDS[f.jnpfKey].options) {
    const ids = staticOptionIds(field);
    const picked = (Array.isArray(v) ? v.flat() : [v]).map(String);
    if (ids && ids.size && picked.some((p) => !ids.has(p))) return 'is not one of the options';
  }
  if (typeof v === 'string') {
    for (const rule of field.__config__.regList ?? []) {
      const re = compileRegPattern(rule.pattern);
      if (re && !re.test(v)) return rule.message || 'does not match the rule';
    }
  }
  return null;
}

/** Problems of one value against its field; system kinds (filled by the server) are never checked. */
export function validateFieldValue(f: TValueField, v: unknown, path = f.key): TValueIssue[] {
  if (FIELD_KINDS[f.jnpfKey].system || f.jnpfKey === 'calculate') return [];
  if (isEmptyValue(v)) return f.field.__config__.required ? [{ path, message: 'is required' }] : [];
  if (f.children) return validateRows(f, v, path);
  const problem = shapeProblem(f, v) ?? contentProblem(f, v);
  return problem ? [{ path, message: problem }] : [];
}

function validateRows(f: TValueField, v: unknown, path: string): TValueIssue[] {
  if (!Array.isArray(v) || !v.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    return [{ path, message: 'must be a list of rows' }];
  }
  return v.flatMap((row: Record<string, unknown>, i) =>
    validateRecord(f.children ?? [], row, `${path}[${i}].`),
  );
}

/** Problems of a whole record (or sub-table row) against the value fields of a published form. */
export function validateRecord(
  fields: readonly TValueField[],
  data: Readonly<Record<string, unknown>>,
  prefix = '',
): TValueIssue[] {
  return fields.flatMap((f) =>
    validateFieldValue(f, Object.hasOwn(data, f.key) ? data[f.key] : undefined, prefix + f.key),
  );
}
