import { LANGUAGES, type TLanguage } from '@app/contracts/constants';
import i18next from 'i18next';

/** The namespace of the texts every organisation-and-access screen shares. */
export const ORG_COMMON_NS = 'orgCommon';

const zh = {
  add: '新增',
  edit: '编辑',
  remove: '删除',
  detail: '详情',
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  search: '查询',
  reset: '重置',
  keyword: '请输入关键词查询',
  fullName: '名称',
  enCode: '编码',
  status: '状态',
  enabled: '启用',
  disabled: '禁用',
  sortCode: '排序',
  description: '说明',
  creatorTime: '创建时间',
  actions: '操作',
  members: '成员',
  authorize: '权限',
  more: '更多',
  saved: '保存成功',
  removed: '删除成功',
  toggled: '状态已更新',
  required: '{{label}}不能为空',
  ruleFullName: '名称只能包含中文、字母和数字',
  ruleEnCode: '只能输入字母、数字和点，且不能以点开头或结尾',
  ruleItemCode: '只能输入字母、数字、下划线和点，且不能以点开头或结尾',
  ruleAccount: '账号只能包含数字和字母',
  ruleMobile: '请输入正确的手机号码',
  ruleEmail: '请输入正确的邮箱',
  ruleIdCard: '请输入正确的身份证号码',
  rulePassword: '6-16位字符的密码（数字和字母组成）',
  organizeTree: '组织机构',
  allOrganize: '全部',
  treeSearch: '输入关键字过滤',
  expandAll: '展开全部',
  foldAll: '折叠全部',
  membersTitle: '{{name}} - 成员',
  pickMembers: '选择成员',
  membersSaved: '成员已更新',
};
/** The shape of the shared texts (every language has exactly these keys). */
export type TOrgCommonMessages = typeof zh;

const zhtw: TOrgCommonMessages = {
  add: '新增',
  edit: '編輯',
  remove: '刪除',
  detail: '詳情',
  save: '保存',
  cancel: '取消',
  confirm: '確定',
  search: '查詢',
  reset: '重置',
  keyword: '請輸入關鍵詞查詢',
  fullName: '名稱',
  enCode: '編碼',
  status: '狀態',
  enabled: '啟用',
  disabled: '禁用',
  sortCode: '排序',
  description: '說明',
  creatorTime: '創建時間',
  actions: '操作',
  members: '成員',
  authorize: '權限',
  more: '更多',
  saved: '保存成功',
  removed: '刪除成功',
  toggled: '狀態已更新',
  required: '{{label}}不能為空',
  ruleFullName: '名稱只能包含中文、字母和數字',
  ruleEnCode: '只能輸入字母、數字和點，且不能以點開頭或結尾',
  ruleItemCode: '只能輸入字母、數字、底線和點，且不能以點開頭或結尾',
  ruleAccount: '帳號只能包含數字和字母',
  ruleMobile: '請輸入正確的手機號碼',
  ruleEmail: '請輸入正確的郵箱',
  ruleIdCard: '請輸入正確的身份證號碼',
  rulePassword: '6-16位字元的密碼（數字和字母組成）',
  organizeTree: '組織機構',
  allOrganize: '全部',
  treeSearch: '輸入關鍵字過濾',
  expandAll: '展開全部',
  foldAll: '摺疊全部',
  membersTitle: '{{name}} - 成員',
  pickMembers: '選擇成員',
  membersSaved: '成員已更新',
};

const en: TOrgCommonMessages = {
  add: 'Add',
  edit: 'Edit',
  remove: 'Delete',
  detail: 'Detail',
  save: 'Save',
  cancel: 'Cancel',
  confirm: 'OK',
  search: 'Search',
  reset: 'Reset',
  keyword: 'Enter a keyword',
  fullName: 'Name',
  enCode: 'Code',
  status: 'Status',
  enabled: 'Enabled',
  disabled: 'Disabled',
  sortCode: 'Sort',
  description: 'Description',
  creatorTime: 'Created',
  actions: 'Actions',
  members: 'Members',
  authorize: 'Permissions',
  more: 'More',
  saved: 'Saved',
  removed: 'Deleted',
  toggled: 'Status updated',
  required: '{{label}} is required',
  ruleFullName: 'Chinese, letters and digits only',
  ruleEnCode: 'Letters, digits and dots only; no dot at either end',
  ruleItemCode: 'Letters, digits, _ and dots only; no dot at either end',
  ruleAccount: 'The account may contain digits and letters only',
  ruleMobile: 'Please enter your phone number correctly',
  ruleEmail: 'Please enter a correct email',
  ruleIdCard: 'Please enter a correct ID card number',
  rulePassword: '6-16 characters of digits and letters (not all digits, not all letters)',
  organizeTree: 'Organisation',
  allOrganize: 'All',
  treeSearch: 'Filter by keyword',
  expandAll: 'Expand all',
  foldAll: 'Fold all',
  membersTitle: '{{name}} - members',
  pickMembers: 'Choose members',
  membersSaved: 'Members updated',
};

/** Shared texts by language. */
export const ORG_COMMON_MESSAGES: Readonly<Record<TLanguage, TOrgCommonMessages>> = { zh, zhtw, en };

/** Every bundle registered through this module, for the parity test. */
export const REGISTERED_BUNDLES = new Map<string, Readonly<Record<TLanguage, object>>>();

/**
 * Registers a feature's namespace in every language once, with the shared texts merged under its own
 * (so a screen reads both through one `t`). The shared namespace is registered on the first call.
 */
export function registerOrgBundle<T extends object>(
  ns: string,
  messages: Readonly<Record<TLanguage, T>>,
): string {
  const add = (name: string, lang: TLanguage, bundle: object): void => {
    if (!i18next.hasResourceBundle(lang, name)) i18next.addResourceBundle(lang, name, bundle, true, false);
  };
  REGISTERED_BUNDLES.set(ORG_COMMON_NS, ORG_COMMON_MESSAGES);
  REGISTERED_BUNDLES.set(ns, messages);
  for (const lang of LANGUAGES) {
    add(ORG_COMMON_NS, lang, ORG_COMMON_MESSAGES[lang]);
    add(ns, lang, { ...ORG_COMMON_MESSAGES[lang], ...messages[lang] });
  }
  return ns;
}
