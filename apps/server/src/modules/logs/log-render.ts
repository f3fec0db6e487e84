import {
  LOG_ID_FIELDS,
  LOG_RESULTS,
  LOG_SIGN_IN_METHODS,
  MESSAGES,
  ROUTE_LABELS,
  buttonCodeLabel,
  formatMessage,
  legacyLoginSummary,
  logFieldLabel,
  logModuleLabel,
  logPlaceLabel,
  logPlatformLabel,
  logValueLabel,
  renderLogSummary,
  routeLabel,
  type TLanguage,
  type TLogChange,
  type TLogDetail,
  type TLogItem,
  type TLogSummaryParams,
  type TMessageKey,
} from '@app/contracts';
import { diffRecords, type TOperationDetail, type TStoredChange, type TStoredValue } from './log-diff.ts';
import type { TNamedRecord } from './log-names.repo.ts';
import type { TLoginDetail, TRequestDetail } from './log-rows.ts';
import { LogCategory, type sysLogs } from './log.table.ts';

// A stored log row in the reader's language: summaries from their codes and parameters, places, modules, and the
// detail of each category with record ids shown by name. Older rows' texts show as they are.

/** A stored log row (the list reads all but the detail columns). */
type TStoredLog = Omit<typeof sysLogs.$inferSelect, 'json'> & { json?: string | null };
type TNames = ReadonlyMap<string, TNamedRecord>;

/** A JSON object stored in a text column, or null (older rows hold plain text there). */
function parseObject<T extends object>(text: string | null | undefined): Partial<T> | null {
  if (!text?.startsWith('{')) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

const paramsOf = (row: TStoredLog) => parseObject<TLogSummaryParams>(row.abstractParams) ?? {};

/** A record's name in a language: seeded menus and standard buttons by their label, a menu's item with its menu. */
function recordName(r: TNamedRecord, lang: TLanguage): string {
  const menu = (code: string | null, name: string | null) =>
    code && ROUTE_LABELS[code] ? routeLabel(code, lang) : (name ?? '');
  if (r.kind === 'menu') return menu(r.code, r.name);
  if (r.menuCode === null && r.menuName === null) return r.name;
  const own = (r.kind === 'button' ? buttonCodeLabel(r.code, lang) : null) ?? r.name;
  return `${menu(r.menuCode, r.menuName)} / ${own}`;
}

/** The record ids a page of rows needs named: the records of operation summaries that carry no name. */
export function summaryIds(rows: readonly TStoredLog[]): string[] {
  return rows
    .filter((r) => r.category === LogCategory.operation)
    .map(paramsOf)
    .filter((p) => !p.name && p.id)
    .map((p) => p.id as string);
}

/** A row's summary in a language (null when it has none). */
function renderSummary(row: TStoredLog, lang: TLanguage, names: TNames): string | null {
  if (row.category !== LogCategory.login && row.category !== LogCategory.operation) return row.abstracts;
  const legacy = row.category === LogCategory.login ? legacyLoginSummary(row.abstracts) : null;
  const key = legacy?.key ?? row.abstracts;
  const params = legacy?.params ?? paramsOf(row);
  const named = params.id ? names.get(params.id) : undefined;
  const name = params.name ?? (named ? recordName(named, lang) : undefined);
  const reason = (k: string) => (k in MESSAGES ? formatMessage(k as TMessageKey, lang) : k);
  return renderLogSummary(key, { ...params, name }, lang, reason) ?? row.abstracts;
}

/** A list row in a language. */
export function renderLogItem(row: TStoredLog, lang: TLanguage, names: TNames): TLogItem {
  return {
    id: row.id,
    category: row.category,
    userId: row.userId,
    userName: row.userName,
    ipAddress: row.ipAddress,
    ipaddress: row.ipAddress,
    ipAddressName: logPlaceLabel(row.ipAddressName, lang),
    platForm: logPlatformLabel(row.platForm, lang),
    requestURL: row.requestUrl,
    requestMethod: row.requestMethod,
    requestDuration: row.requestDuration,
    statusCode: row.statusCode,
    abstracts: renderSummary(row, lang, names),
    moduleName: logModuleLabel(row.moduleName, lang),
    creatorTime: row.creatorTime,
  };
}

/** The changes an operation row stores (older rows: the difference of their stored before and after). */
function storedChanges(row: TStoredLog): TOperationDetail | null {
  const d = parseObject<TOperationDetail & { before: object | null; after: object | null }>(row.json);
  if (!d) return null;
  if (Array.isArray(d.changes)) return { changes: d.changes, truncated: d.truncated };
  return { changes: diffRecords(d.before, d.after) };
}

/** The record ids a detail needs named: its summary's record and the values of id fields. */
export function detailIds(row: TStoredLog): string[] {
  const values = (storedChanges(row)?.changes ?? [])
    .filter((c) => LOG_ID_FIELDS.has(c.field))
    .flatMap((c) => ('added' in c ? [...c.removed, ...c.added] : [c.before, c.after]))
    .filter((v): v is string => typeof v === 'string');
  const id = paramsOf(row).id;
  return id ? [id, ...values] : values;
}

/** One changed field in a language, ids by name. */
function renderChange(c: TStoredChange, lang: TLanguage, names: TNames): TLogChange {
  const text = (v: TStoredValue): string => {
    const named = typeof v === 'string' && LOG_ID_FIELDS.has(c.field) ? names.get(v) : undefined;
    return named ? recordName(named, lang) : logValueLabel(c.field, v ?? '', lang);
  };
  const side = (v: TStoredValue) => (v === null ? [] : [text(v)]);
  const label = logFieldLabel(c.field, lang);
  if ('added' in c)
    return { field: c.field, label, kind: 'set', before: c.removed.map(text), after: c.added.map(text) };
  return { field: c.field, label, kind: 'value', before: side(c.before), after: side(c.after) };
}

/** The browser and its major version from a User-Agent (null when unknown). */
function describeBrowser(ua: string | null | undefined): string | null {
  const s = ua ?? '';
  for (const [re, name] of [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[^ ]* (Mobile\/\S+ )?Safari/, 'Safari'],
  ] as const) {
    const m = re.exec(s);
    if (m) return `${name} ${m[1]}`;
  }
  return null;
}

/** The request part of a request or exception row. */
function requestPart(row: TStoredLog, errorId: string | null): TLogDetail['request'] {
  const url = row.requestUrl ?? '';
  const q = url.indexOf('?');
  const detail = row.category === LogCategory.request ? parseObject<TRequestDetail>(row.json) : null;
  return {
    method: row.requestMethod,
    path: q < 0 ? url || null : url.slice(0, q),
    query: q < 0 ? [] : [...new URLSearchParams(url.slice(q + 1))].map(([key, value]) => ({ key, value })),
    statusCode: row.statusCode,
    duration: row.requestDuration,
    userAgent: detail?.userAgent ?? null,
    errorId: detail?.errorId ?? errorId,
  };
}

/** The sign-in part of a login row. */
function loginPart(row: TStoredLog, lang: TLanguage): TLogDetail['login'] {
  const detail = parseObject<TLoginDetail>(row.json) ?? {};
  const isSuccess =
    row.statusCode === 200 || row.abstracts === 'signIn' || /^登录成功/.test(row.abstracts ?? '');
  const method = detail.method ?? legacyLoginSummary(row.abstracts)?.params.method;
  return {
    isSuccess,
    result: LOG_RESULTS[isSuccess ? 'success' : 'failure'][lang],
    reason:
      detail.reason && detail.reason in MESSAGES ? formatMessage(detail.reason as TMessageKey, lang) : null,
    method: method
      ? (LOG_SIGN_IN_METHODS[method as keyof typeof LOG_SIGN_IN_METHODS]?.[lang] ?? method)
      : null,
    platform: logPlatformLabel(row.platForm, lang),
    browser: describeBrowser(detail.userAgent),
    userAgent: detail.userAgent ?? null,
  };
}

/** One row in full, in a language. */
export function renderLogDetail(row: TStoredLog, lang: TLanguage, names: TNames): TLogDetail {
  const operation = row.category === LogCategory.operation ? storedChanges(row) : null;
  const isError = row.category === LogCategory.exception;
  const errorId = isError ? (/^(\w+): /.exec(row.abstracts ?? '')?.[1] ?? null) : null;
  return {
    id: row.id,
    category: row.category,
    creatorTime: row.creatorTime,
    userName: row.userName,
    ipAddress: row.ipAddress,
    place: logPlaceLabel(row.ipAddressName, lang),
    module: logModuleLabel(row.moduleName, lang),
    summary: renderSummary(row, lang, names),
    request: isError || row.category === LogCategory.request ? requestPart(row, errorId) : null,
    login: row.category === LogCategory.login ? loginPart(row, lang) : null,
    changes:
      row.category === LogCategory.operation
        ? (operation?.changes ?? []).map((c) => renderChange(c, lang, names))
        : null,
    isTruncated: Boolean(operation?.truncated),
    error: isError
      ? { errorId, message: (row.abstracts ?? '').replace(/^\w+: /, ''), stack: row.json ?? '' }
      : null,
    raw: row.category === LogCategory.operation && !operation && row.json ? row.json : null,
  };
}
