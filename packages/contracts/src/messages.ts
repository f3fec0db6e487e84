import { LANGUAGES, type TLanguage, type TText } from './text.ts';
import { POSITION_MESSAGES } from './position.ts';
import { DICTIONARY_MESSAGES } from './dictionary.ts';
import { BILL_RULE_MESSAGES } from './bill-rule.ts';
import { MESSAGE_MESSAGES } from './message.ts';
import { AREA_MESSAGES } from './area.ts';
import { DATA_INTERFACE_MESSAGES } from './data-interface.ts';
import { ORGANIZE_MESSAGES } from './organize.ts';
import { SETTINGS_MESSAGES } from './settings.ts';
import { LOG_MESSAGES } from './log.ts';
import { MENU_MESSAGES } from './menu.ts';
import { USER_MESSAGES } from './user.ts';
import { ROLE_MESSAGES } from './role.ts';
import { WORKFLOW_MESSAGES } from './workflow.ts';
import { VISUALDEV_MESSAGES } from './visualdev/model.ts';
import { REPORT_MESSAGES } from './report.ts';
import { PORTAL_MESSAGES } from './portal.ts';

export { LANGUAGES, type TLanguage, type TText };

/**
 * Server messages in three languages. `{name}` placeholders are filled from the error's params.
 * The server answers in the caller's language (Accept-Language, else zh).
 */
const CORE_MESSAGES = {
  ok: { zh: '操作成功', zhtw: '操作成功', en: 'Success' },
  'req.invalid': { zh: '参数错误：{detail}', zhtw: '參數錯誤：{detail}', en: 'Invalid request: {detail}' },
  'req.badJson': {
    zh: '请求体不是有效的 JSON',
    zhtw: '請求體不是有效的 JSON',
    en: 'The request body is not valid JSON',
  },
  'req.tooLarge': { zh: '请求体过大', zhtw: '請求體過大', en: 'The request body is too large' },
  'req.badMedia': {
    zh: '不支持的内容类型',
    zhtw: '不支援的內容類型',
    en: 'Unsupported content type',
  },
  'req.notFound': { zh: '接口不存在', zhtw: '介面不存在', en: 'No such endpoint' },
  'req.rateLimited': {
    zh: '请求过于频繁，请稍后再试',
    zhtw: '請求過於頻繁，請稍後再試',
    en: 'Too many requests, try again later',
  },
  'server.error': {
    zh: '服务器内部错误（错误编号 {errorId}）',
    zhtw: '伺服器內部錯誤（錯誤編號 {errorId}）',
    en: 'Internal server error (error id {errorId})',
  },
  'record.notFound': { zh: '记录不存在', zhtw: '記錄不存在', en: 'Record not found' },
  'record.stale': {
    zh: '该记录已被他人修改，请刷新后重试',
    zhtw: '該記錄已被他人修改，請重新整理後重試',
    en: 'Someone else changed this record; reload it and try again',
  },
  'perm.denied': {
    zh: '没有权限操作该数据',
    zhtw: '沒有權限操作該資料',
    en: 'You do not have permission for this action',
  },
  'perm.rowDenied': {
    zh: '没有权限操作该记录',
    zhtw: '沒有權限操作該記錄',
    en: 'You may not act on this record',
  },
  'session.missing': {
    zh: '登录过期,请重新登录',
    zhtw: '登入過期,請重新登入',
    en: 'Session expired, please sign in again',
  },
  'session.expired': {
    zh: '登录过期,请重新登录',
    zhtw: '登入過期,請重新登入',
    en: 'Session expired, please sign in again',
  },
  'session.kicked': {
    zh: '您已被强制下线或在其他地方登录',
    zhtw: '您已被強制下線或在其他地方登入',
    en: 'You were signed out by an administrator or signed in elsewhere',
  },
  'session.invalid': {
    zh: '令牌无效,请重新登录',
    zhtw: '令牌無效,請重新登入',
    en: 'Invalid token, please sign in again',
  },
  'auth.badCredentials': {
    zh: '用户名或密码不正确',
    zhtw: '用戶名或密碼不正確',
    en: 'Incorrect account or password',
  },
  'auth.disabled': { zh: '账号被禁用', zhtw: '帳號被禁用', en: 'This account is disabled' },
  'auth.notActivated': { zh: '账号未被激活', zhtw: '帳號未被啟用', en: 'This account is not activated' },
  'auth.deleted': { zh: '账号被删除', zhtw: '帳號被刪除', en: 'This account has been deleted' },
  'auth.locked': {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    zhtw: '密碼錯誤次數過多，帳號已鎖定，請 {minutes} 分鐘後再試',
    en: 'Too many failed attempts: the account is locked, try again in {minutes} min',
  },
  'auth.ipLocked': {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    zhtw: '登入失敗次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many failed sign-ins from this address, try again in {minutes} min',
  },
  'auth.smsCodeWrong': {
    zh: '验证码错误或已过期',
    zhtw: '驗證碼錯誤或已過期',
    en: 'The code is wrong or has expired',
  },
  'auth.smsCooldown': {
    zh: '验证码已发送，请 {seconds} 秒后再试',
    zhtw: '驗證碼已發送，請 {seconds} 秒後再試',
    en: 'A code was just sent; try again in {seconds} s',
  },
  'auth.smsSent': { zh: '验证码已发送', zhtw: '驗證碼已發送', en: 'The code has been sent' },
  'auth.qrExpired': {
    zh: '二维码已过期，请刷新',
    zhtw: '二維碼已過期，請重新整理',
    en: 'The QR code has expired, refresh it',
  },
  'auth.qrUsed': { zh: '二维码已使用', zhtw: '二維碼已使用', en: 'The QR code has already been used' },
  'auth.passwordChangeRequired': {
    zh: '请先修改初始密码',
    zhtw: '請先修改初始密碼',
    en: 'Please change your initial password first',
  },
  'record.duplicate': {
    zh: '已存在同名或同编码数据',
    zhtw: '已存在同名或同編碼資料',
    en: 'A record with this name or code already exists',
  },
  'org.outOfScope': {
    zh: '没有权限操作该组织的数据',
    zhtw: '沒有權限操作該組織的資料',
    en: 'You may not manage data of this organisation',
  },
  'file.tooLarge': {
    zh: '文件大小超过{size}{unit}',
    zhtw: '檔案大小超過{size}{unit}',
    en: 'File larger than {size}{unit}',
  },
  'file.badType': {
    zh: '上传失败，文件格式不允许上传',
    zhtw: '上傳失敗，檔案格式不允許上傳',
    en: 'Upload failed: this file type is not allowed',
  },
  'file.badKind': {
    zh: '不支持的文件分类：{type}',
    zhtw: '不支援的檔案分類：{type}',
    en: 'Unknown file category: {type}',
  },
  'file.missing': { zh: '请选择要上传的文件', zhtw: '請選擇要上傳的檔案', en: 'Choose a file to upload' },
  'file.notFound': { zh: '文件不存在', zhtw: '檔案不存在', en: 'File not found' },
  'file.badName': { zh: '文件名不合法', zhtw: '檔案名稱不合法', en: 'Invalid file name' },
  'file.linkExpired': { zh: '下载链接已失效', zhtw: '下載連結已失效', en: 'The download link has expired' },
  'file.denied': {
    zh: '没有权限下载该文件',
    zhtw: '沒有權限下載該檔案',
    en: 'You may not download this file',
  },
  'account.exceedsRights': {
    zh: '该账号拥有您没有的权限，您不能操作它',
    zhtw: '該帳號擁有您沒有的權限，您不能操作它',
    en: 'This account holds permissions you do not hold, so you cannot act on it',
  },
  'auth.retryIn': {
    zh: '该账号密码错误次数过多，请 {seconds} 秒后再试',
    zhtw: '該帳號密碼錯誤次數過多，請 {seconds} 秒後再試',
    en: 'Too many failed sign-ins for this account, try again in {seconds} s',
  },
} as const satisfies Record<string, TText>;

/**
 * Every server message. Feature modules keep theirs beside their schemas (`XXX_MESSAGES` in their contracts
 * file) and are merged here: add one spread line per feature.
 */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...POSITION_MESSAGES,
  ...DICTIONARY_MESSAGES,
  ...BILL_RULE_MESSAGES,
  ...MESSAGE_MESSAGES,
  ...AREA_MESSAGES,
  ...DATA_INTERFACE_MESSAGES,
  ...ORGANIZE_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...LOG_MESSAGES,
  ...MENU_MESSAGES,
  ...USER_MESSAGES,
  ...ROLE_MESSAGES,
  ...WORKFLOW_MESSAGES,
  ...VISUALDEV_MESSAGES,
  ...REPORT_MESSAGES,
  ...PORTAL_MESSAGES,
} as const;

export type TMessageKey = keyof typeof MESSAGES;

/** Picks the language for an Accept-Language header value (zh-TW/zh-HK → zhtw, en → en, else zh). */
export function pickLanguage(header: string | undefined | null): TLanguage {
  const h = (header ?? '').toLowerCase();
  if (h.startsWith('zhtw') || h.startsWith('zh-tw') || h.startsWith('zh-hk') || h.startsWith('zh-hant'))
    return 'zhtw';
  if (h.startsWith('en')) return 'en';
  return 'zh';
}

/** Renders a message key in a language, filling `{name}` placeholders. */
export function formatMessage(
  key: TMessageKey,
  lang: TLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
