// What an operation changed, as the operation log stores it: field codes and raw values (ids stay ids; the log
// page names them in the reader's language when it is read). Pure: no database.

/** One stored value: empty values are null. */
export type TStoredValue = string | number | boolean | null;

/** A changed field: one value a side, or for a list of ids what was removed and added. */
export type TStoredChange =
  | { field: string; before: TStoredValue; after: TStoredValue }
  | { field: string; removed: string[]; added: string[] };

/** The detail JSON of an operation row. */
export interface TOperationDetail {
  changes: TStoredChange[];
  /** Lists or changes were cut to keep the row small. */
  truncated?: true;
}

/** Bookkeeping fields a reader does not change: never in the table. */
const SKIPPED = new Set([
  'id',
  'tenantId',
  'creatorTime',
  'creatorUserId',
  'lastModifyTime',
  'lastModifyUserId',
  'deleteTime',
  'deleteUserId',
  'version',
  'quickQuery',
  'searchText',
  'simpleSpelling',
  'firstLogTime',
  'firstLogIp',
  'prevLogTime',
  'prevLogIp',
  'prevLogPlace',
  'lastLogTime',
  'lastLogIp',
  'lastLogPlace',
  'logSuccessCount',
  'logErrorCount',
  'changePasswordDate',
]);
const SECRET_FIELD = /pass(word)?|secret|token|md5|hash|salt/i;
const MAX_TEXT = 300;
const MAX_LIST = 50;
/** The detail stays below the log writer's cut (8,000 characters) so it is always whole JSON. */
const MAX_JSON = 7000;

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A value as stored: lists as lists of text, objects as JSON text, '' and undefined as null. */
function storedValue(v: unknown): TStoredValue | string[] {
  if (v === undefined || v === null || v === '') return null;
  if (Array.isArray(v)) return v.map((x) => String(x));
  if (typeof v === 'string') return cut(v, MAX_TEXT);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return cut(JSON.stringify(v), MAX_TEXT);
}

/** A list field's change from what was removed and added (null when nothing). */
export function listDelta(
  field: string,
  removed: readonly string[],
  added: readonly string[],
): TStoredChange | null {
  return removed.length || added.length ? { field, removed: [...removed], added: [...added] } : null;
}

/** A list field's change: what was removed and what was added (null when nothing). */
export function listChange(
  field: string,
  before: readonly string[],
  after: readonly string[],
): TStoredChange | null {
  const was = new Set(before);
  const now = new Set(after);
  return listDelta(
    field,
    before.filter((x) => !now.has(x)),
    after.filter((x) => !was.has(x)),
  );
}

/** The changes of `{itemType, itemId}` rows (grants), one list field per item type of `types`, in its order. */
export function itemListChanges(
  types: readonly string[],
  before: readonly { itemType: string; itemId: string }[],
  after: readonly { itemType: string; itemId: string }[],
): TStoredChange[] {
  const ids = (rows: typeof before, type: string) =>
    rows.filter((r) => r.itemType === type).map((r) => r.itemId);
  return types.map((t) => listChange(t, ids(before, t), ids(after, t))).filter((c) => c !== null);
}

/**
 * The fields an operation changed. A create lists the new record's filled fields, a delete the old record's; an
 * update the fields of `after` (undefined: not written) whose value differs from `before`. Bookkeeping and
 * secret fields never show.
 */
export function diffRecords(
  before: object | null | undefined,
  after: object | null | undefined,
): TStoredChange[] {
  const b: Record<string, unknown> = { ...before };
  const a: Record<string, unknown> = { ...after };
  // An update's undefined values were not written (the query builder leaves them out).
  const keys =
    before && after ? Object.keys(a).filter((k) => a[k] !== undefined) : Object.keys(after ? a : b);
  const out: TStoredChange[] = [];
  for (const field of keys) {
    if (SKIPPED.has(field) || SECRET_FIELD.test(field)) continue;
    const was = before ? storedValue(b[field]) : null;
    const now = after ? storedValue(a[field]) : null;
    if (Array.isArray(was) || Array.isArray(now)) {
      const c = listChange(field, Array.isArray(was) ? was : [], Array.isArray(now) ? now : []);
      if (c) out.push(c);
    } else if (was !== now) {
      out.push({ field, before: was, after: now });
    }
  }
  return out;
}

/** The detail JSON of an operation: lists and then changes cut until it fits the row. */
export function operationDetailJson(changes: readonly TStoredChange[]): string {
  const whole = JSON.stringify({ changes });
  if (whole.length <= MAX_JSON) return whole;
  const short = changes.map((c) =>
    'added' in c ? { ...c, removed: c.removed.slice(0, MAX_LIST), added: c.added.slice(0, MAX_LIST) } : c,
  );
  const detail: TOperationDetail = { changes: short, truncated: true };
  while (detail.changes.length > 1 && JSON.stringify(detail).length > MAX_JSON) detail.changes.pop();
  return JSON.stringify(detail);
}
