import { BUTTON_LABELS, type TButtonCode, type TPageCode } from './menus.ts';
import { ROUTE_LABELS, routeLabel } from './labels.ts';
import { LANGUAGES, type TLanguage, type TText } from './text.ts';

// What the server writes into the system log is stored as codes and parameters and rendered in the reader's
// language when the log is read. Rows written before (Chinese text) are shown as they are, or mapped back to
// their code where the old text is known.

type TTriple = readonly [zh: string, zhtw: string, en: string];
const texts = <K extends string>(t: Record<K, TTriple>): Record<K, TText> =>
  Object.fromEntries(
    Object.entries<TTriple>(t).map(([k, v]) => [k, { zh: v[0], zhtw: v[1], en: v[2] }]),
  ) as Record<K, TText>;

/** Where a sign-in or request came from (no geo database ships with the product). */
export const LOG_PLACES = texts({
  local: ['本机', '本機', 'This machine'],
  intranet: ['内网IP', '內網IP', 'Intranet'],
  unknown: ['未知', '未知', 'Unknown'],
});
export type TLogPlace = keyof typeof LOG_PLACES;
const LEGACY_PLACES: Readonly<Record<string, TLogPlace>> = {
  本机: 'local',
  内网IP: 'intranet',
  未知: 'unknown',
};

/** The records an operation acts on. */
export const LOG_NOUNS = texts({
  company: ['公司', '公司', 'company'],
  department: ['部门', '部門', 'department'],
  position: ['岗位', '崗位', 'position'],
  user: ['用户', '用戶', 'user'],
  role: ['角色', '角色', 'role'],
  menu: ['菜单', '選單', 'menu'],
  button: ['按钮', '按鈕', 'button'],
  column: ['列表字段', '列表欄位', 'list column'],
  form: ['表单字段', '表單欄位', 'form field'],
  resource: ['数据权限方案', '資料權限方案', 'data scheme'],
  dictionaryType: ['字典类型', '字典類型', 'dictionary type'],
  dictionaryData: ['字典数据', '字典資料', 'dictionary entry'],
  area: ['区域', '區域', 'area'],
  notice: ['公告', '公告', 'notice'],
  billRule: ['单据规则', '單據規則', 'bill rule'],
  dataInterface: ['数据接口', '資料介面', 'data interface'],
  flowEngine: ['流程', '流程', 'flow'],
  portal: ['门户', '門戶', 'portal'],
  dataReport: ['报表', '報表', 'report'],
});
export type TLogNoun = keyof typeof LOG_NOUNS;

/**
 * Summaries by code. `{name}` placeholders are filled from the row's parameters (nouns and sign-in methods in the
 * reader's language); a `[…]` part is left out when a placeholder inside it has no value.
 */
export const LOG_SUMMARIES = texts({
  create: ['新增{noun}[「{name}」]', '新增{noun}[「{name}」]', 'Created {noun}[ “{name}”]'],
  update: ['修改{noun}[「{name}」]', '修改{noun}[「{name}」]', 'Updated {noun}[ “{name}”]'],
  delete: ['删除{noun}[「{name}」]', '刪除{noun}[「{name}」]', 'Deleted {noun}[ “{name}”]'],
  enable: ['启用{noun}[「{name}」]', '啟用{noun}[「{name}」]', 'Enabled {noun}[ “{name}”]'],
  disable: ['禁用{noun}[「{name}」]', '停用{noun}[「{name}」]', 'Disabled {noun}[ “{name}”]'],
  grant: ['授权{noun}[「{name}」]', '授權{noun}[「{name}」]', 'Authorised {noun}[ “{name}”]'],
  members: [
    '修改{noun}[「{name}」]的成员',
    '修改{noun}[「{name}」]的成員',
    'Changed the members of {noun}[ “{name}”]',
  ],
  resetPassword: [
    '重置用户[「{name}」]的密码',
    '重設用戶[「{name}」]的密碼',
    'Reset the password of user[ “{name}”]',
  ],
  forceOffline: [
    '强制用户[「{name}」]下线（{sessions} 个会话）',
    '強制用戶[「{name}」]下線（{sessions} 個工作階段）',
    'Forced user[ “{name}”] offline ({sessions} sessions)',
  ],
  importUsers: ['导入用户', '匯入用戶', 'Imported users'],
  exportUsers: ['导出用户', '匯出用戶', 'Exported users'],
  copy: ['复制{noun}[「{name}」]', '複製{noun}[「{name}」]', 'Copied {noun}[ “{name}”]'],
  release: ['发布{noun}[「{name}」]', '發佈{noun}[「{name}」]', 'Released {noun}[ “{name}”]'],
  stop: ['停止{noun}[「{name}」]', '停止{noun}[「{name}」]', 'Stopped {noun}[ “{name}”]'],
  publish: ['发布公告[「{name}」]', '發佈公告[「{name}」]', 'Published notice[ “{name}”]'],
  deleteLogs: ['删除日志 {count} 条', '刪除日誌 {count} 筆', 'Deleted {count} log rows'],
  updateProfile: ['修改个人信息', '修改個人資訊', 'Updated own profile'],
  changePassword: ['修改密码', '修改密碼', 'Changed own password'],
  updateSettings: ['修改系统配置', '修改系統配置', 'Updated the system settings'],
  signIn: ['登录成功（{method}）', '登入成功（{method}）', 'Signed in ({method})'],
  signInFailed: ['登录失败[：{reason}]', '登入失敗[：{reason}]', 'Sign-in failed[: {reason}]'],
});
export type TLogSummary = keyof typeof LOG_SUMMARIES;

/** How a user signed in. */
export const LOG_SIGN_IN_METHODS = texts({
  password: ['密码', '密碼', 'password'],
  sms: ['短信验证码', '簡訊驗證碼', 'SMS code'],
  scan: ['扫码', '掃碼', 'QR code'],
});

/** How a sign-in went. */
export const LOG_RESULTS = texts({
  success: ['成功', '成功', 'Succeeded'],
  failure: ['失败', '失敗', 'Failed'],
});

/** Platform names the server derives from a User-Agent that are words, not product names. */
const PLATFORM_WORDS = texts({ Other: ['其他', '其他', 'Other'] });

/** The module of a log row: a page code (older rows: the module's Chinese name). */
export type TLogModule = TPageCode | 'profile';

const legacyModules = new Map<string, string>([
  ...Object.entries(ROUTE_LABELS).map(([code, l]) => [l.zh, code] as const),
  ['菜单管理', 'system.menu'],
]);

/** A stored module in a language: the page's label (older rows' Chinese names mapped back where known). */
export function logModuleLabel(stored: string | null, lang: TLanguage): string | null {
  if (!stored) return stored;
  const code = ROUTE_LABELS[stored] ? stored : legacyModules.get(stored);
  return code ? routeLabel(code, lang) : stored;
}

/** Codes of modules whose label contains `keyword` in any language (for keyword search). */
export function logModulesMatching(keyword: string): string[] {
  const k = keyword.toLowerCase();
  return Object.entries(ROUTE_LABELS)
    .filter(([, l]) => LANGUAGES.some((lang) => l[lang].toLowerCase().includes(k)))
    .map(([code]) => code);
}

/** Summary codes whose text contains `keyword` in any language, placeholders aside (for keyword search). */
export function logSummariesMatching(keyword: string): TLogSummary[] {
  const k = keyword.toLowerCase();
  return (Object.keys(LOG_SUMMARIES) as TLogSummary[]).filter((key) =>
    LANGUAGES.some((lang) =>
      LOG_SUMMARIES[key][lang]
        .replace(/\{\w+\}|[[\]]/g, '')
        .toLowerCase()
        .includes(k),
    ),
  );
}

/** A stored place (code, or an older row's Chinese text) in a language. */
export function logPlaceLabel(stored: string | null, lang: TLanguage): string | null {
  if (!stored) return stored;
  const code = stored in LOG_PLACES ? (stored as TLogPlace) : LEGACY_PLACES[stored];
  return code ? LOG_PLACES[code][lang] : stored;
}

/** A stored platform in a language (product names stay as they are). */
export function logPlatformLabel(stored: string | null, lang: TLanguage): string | null {
  return stored && stored in PLATFORM_WORDS ? PLATFORM_WORDS[stored as 'Other'][lang] : stored;
}

/** A standard button's label by its enCode (null for other buttons). */
export function buttonCodeLabel(enCode: string, lang: TLanguage): string | null {
  return enCode in BUTTON_LABELS ? BUTTON_LABELS[enCode as TButtonCode][lang] : null;
}

/** The parameters stored with a summary code. */
export interface TLogSummaryParams {
  noun?: string;
  /** The record's id (its current name is looked up when `name` is missing). */
  id?: string;
  /** The record's name when the action happened. */
  name?: string;
  count?: number;
  sessions?: number;
  method?: string;
  /** A server message key (why a sign-in failed). */
  reason?: string;
}

const pick = (table: Record<string, TText>, v: unknown, lang: TLanguage): string | undefined =>
  typeof v === 'string' ? (table[v]?.[lang] ?? v) : undefined;

/** Fills a template: `{x}` from `values`; a `[…]` part with a missing value is dropped. */
function fill(template: string, values: Readonly<Record<string, string | number | undefined>>): string {
  const one = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
  return one(
    template.replace(/\[([^\]]*)\]/g, (_, part: string) =>
      [...part.matchAll(/\{(\w+)\}/g)].every(([, k]) => values[k] !== undefined && values[k] !== '')
        ? part
        : '',
    ),
  );
}

/**
 * A summary in a language: `key` a code of LOG_SUMMARIES with its parameters; `reasonText` renders a sign-in
 * failure's message key. Null when `key` is not a code (an older row's text, shown as it is).
 */
export function renderLogSummary(
  key: string | null,
  params: TLogSummaryParams,
  lang: TLanguage,
  reasonText: (key: string) => string = (k) => k,
): string | null {
  if (!key || !(key in LOG_SUMMARIES)) return null;
  return fill(LOG_SUMMARIES[key as TLogSummary][lang], {
    noun: pick(LOG_NOUNS, params.noun, lang),
    name: params.name,
    count: params.count,
    sessions: params.sessions,
    method: pick(LOG_SIGN_IN_METHODS, params.method, lang),
    reason: params.reason ? reasonText(params.reason) : undefined,
  });
}

const LEGACY_SIGN_IN = /^登录成功 \((\w+)\)$/;

/** An older sign-in row's summary as a code and parameters, when it is one of the known texts. */
export function legacyLoginSummary(
  text: string | null,
): { key: TLogSummary; params: TLogSummaryParams } | null {
  const m = text ? LEGACY_SIGN_IN.exec(text) : null;
  if (m) return { key: 'signIn', params: { method: m[1] } };
  return text === '登录失败' ? { key: 'signInFailed', params: {} } : null;
}
