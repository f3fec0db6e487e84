import type { TLanguage, TText } from './text.ts';

type TTriple = readonly [zh: string, zhtw: string, en: string];

// [zh, zhtw, en] per record field, for the before/after table of an operation-log row.
const F: Readonly<Record<string, TTriple>> = {
  fullName: ['名称', '名稱', 'Name'],
  enCode: ['编码', '編碼', 'Code'],
  description: ['说明', '說明', 'Description'],
  enabledMark: ['状态', '狀態', 'Status'],
  sortCode: ['排序', '排序', 'Sort order'],
  parentId: ['上级', '上級', 'Parent'],
  category: ['分类', '分類', 'Category'],
  categoryId: ['分类', '分類', 'Category'],
  managerId: ['主管', '主管', 'Manager'],
  organizeId: ['所属组织', '所屬組織', 'Organisation'],
  type: ['类型', '類型', 'Type'],
  propertyJson: ['扩展属性', '擴充屬性', 'Extra properties'],
  layout: ['布局', '版面配置', 'Layout'],
  account: ['账号', '帳號', 'Account'],
  realName: ['姓名', '姓名', 'Name'],
  nickName: ['昵称', '暱稱', 'Nickname'],
  headIcon: ['头像', '頭像', 'Avatar'],
  gender: ['性别', '性別', 'Gender'],
  birthday: ['生日', '生日', 'Birthday'],
  mobilePhone: ['手机', '手機', 'Mobile'],
  telePhone: ['电话', '電話', 'Telephone'],
  landline: ['座机', '市話', 'Landline'],
  email: ['邮箱', '電子郵件', 'Email'],
  nation: ['民族', '民族', 'Ethnicity'],
  nativePlace: ['籍贯', '籍貫', 'Native place'],
  entryDate: ['入职日期', '入職日期', 'Entry date'],
  certificatesType: ['证件类型', '證件類型', 'ID type'],
  certificatesNumber: ['证件号码', '證件號碼', 'ID number'],
  education: ['学历', '學歷', 'Education'],
  urgentContacts: ['紧急联系人', '緊急聯絡人', 'Emergency contact'],
  urgentTelePhone: ['紧急电话', '緊急電話', 'Emergency phone'],
  postalAddress: ['通讯地址', '通訊地址', 'Postal address'],
  signature: ['签名', '簽名', 'Signature'],
  isAdministrator: ['超级管理员', '超級管理員', 'Super administrator'],
  portalId: ['门户', '入口網站', 'Portal'],
  theme: ['布局', '版面', 'Layout'],
  language: ['语言', '語言', 'Language'],
  roleIds: ['角色', '角色', 'Roles'],
  positionIds: ['岗位', '崗位', 'Positions'],
  userIds: ['成员', '成員', 'Members'],
  icon: ['图标', '圖示', 'Icon'],
  urlAddress: ['地址', '地址', 'Address'],
  linkTarget: ['打开方式', '開啟方式', 'Opens in'],
  isButtonAuthorize: ['按钮权限', '按鈕權限', 'Button permissions'],
  isColumnAuthorize: ['列表权限', '列表權限', 'Column permissions'],
  isFormAuthorize: ['表单权限', '表單權限', 'Form permissions'],
  isDataAuthorize: ['数据权限', '資料權限', 'Data permissions'],
  moduleId: ['菜单', '選單', 'Menu'],
  dictionaryTypeId: ['字典类型', '字典類型', 'Dictionary type'],
  isTree: ['树形', '樹狀', 'Tree'],
  isDefault: ['默认', '預設', 'Default'],
  title: ['标题', '標題', 'Title'],
  bodyText: ['内容', '內容', 'Content'],
  priorityLevel: ['优先级', '優先級', 'Priority'],
  recipients: ['接收人', '接收人', 'Recipients'],
  releaseTime: ['发布时间', '發佈時間', 'Published at'],
  prefix: ['前缀', '前綴', 'Prefix'],
  dateFormat: ['日期格式', '日期格式', 'Date format'],
  digit: ['位数', '位數', 'Digits'],
  startNumber: ['起始编号', '起始編號', 'Start number'],
  thisNumber: ['当前编号', '目前編號', 'Current number'],
  outputNumber: ['示例编号', '範例編號', 'Sample number'],
  dataType: ['接口类型', '介面類型', 'Interface type'],
  dbLinkId: ['数据连接', '資料連線', 'Data source'],
  query: ['SQL 语句', 'SQL 語句', 'SQL'],
  path: ['请求地址', '請求地址', 'URL'],
  requestMethod: ['请求方式', '請求方式', 'Method'],
  responseType: ['返回类型', '回傳類型', 'Response type'],
  requestParameters: ['请求参数', '請求參數', 'Parameters'],
  requestHeaders: ['请求头', '請求標頭', 'Headers'],
  checkType: ['验证方式', '驗證方式', 'Check'],
  module: ['菜单', '選單', 'Menus'],
  button: ['按钮', '按鈕', 'Buttons'],
  column: ['列表字段', '列表欄位', 'Columns'],
  form: ['表单字段', '表單欄位', 'Form fields'],
  resource: ['数据权限方案', '資料權限方案', 'Data schemes'],
  ids: ['记录', '記錄', 'Records'],
  sysName: ['系统名称', '系統名稱', 'Product name'],
  sessionIdleMinutes: ['会话空闲时长（分钟）', '會話閒置時長（分鐘）', 'Session idle time (min)'],
  sessionAbsoluteHours: ['会话最长时长（小时）', '會話最長時長（小時）', 'Longest session (h)'],
  loginMaxFailures: ['登录失败锁定次数', '登入失敗鎖定次數', 'Failed sign-ins before a lock'],
  loginLockMinutes: ['账号锁定时长（分钟）', '帳號鎖定時長（分鐘）', 'Lock time (min)'],
  forcePasswordChange: ['首次登录强制修改密码', '首次登入強制修改密碼', 'New password at first sign-in'],
  uploadMaxKB: ['上传文件大小上限（KB）', '上傳檔案大小上限（KB）', 'Upload limit (KB)'],
  logRetentionDays: ['日志保留天数', '日誌保留天數', 'Log retention (days)'],
  sourceType: ['数据来源类型', '資料來源類型', 'Source type'],
  sourceId: ['数据来源', '資料來源', 'Source'],
  columns: ['列', '欄', 'Columns'],
  groupBy: ['分组', '分組', 'Grouping'],
  filters: ['筛选', '篩選', 'Filters'],
  charts: ['图表', '圖表', 'Charts'],
};

/** Fields whose values are ids of records (shown by the record's name). */
export const LOG_ID_FIELDS: ReadonlySet<string> = new Set([
  'parentId',
  'categoryId',
  'managerId',
  'organizeId',
  'portalId',
  'roleIds',
  'positionIds',
  'userIds',
  'moduleId',
  'dictionaryTypeId',
  'dbLinkId',
  'module',
  'button',
  'column',
  'form',
  'resource',
  'ids',
]);

const ENABLED: Readonly<Record<string, TTriple>> = {
  '1': ['启用', '啟用', 'Enabled'],
  '0': ['禁用', '停用', 'Disabled'],
};
const GENDER: Readonly<Record<string, TTriple>> = {
  '1': ['男', '男', 'Male'],
  '2': ['女', '女', 'Female'],
  '3': ['保密', '保密', 'Undisclosed'],
};
const YES_NO: Readonly<Record<string, TTriple>> = { true: ['是', '是', 'Yes'], false: ['否', '否', 'No'] };
const LANG_INDEX: Readonly<Record<TLanguage, 0 | 1 | 2>> = { zh: 0, zhtw: 1, en: 2 };

/** A field's label in a language (the field's own name when it has none). */
export function logFieldLabel(field: string, lang: TLanguage): string {
  return F[field]?.[LANG_INDEX[lang]] ?? field;
}

/** A scalar field value in a language: states, genders and yes/no named, anything else as text. */
export function logValueLabel(field: string, value: string | number | boolean, lang: TLanguage): string {
  const key = String(value);
  const table =
    typeof value === 'boolean'
      ? YES_NO
      : field === 'enabledMark'
        ? ENABLED
        : field === 'gender'
          ? GENDER
          : {};
  return table[key]?.[LANG_INDEX[lang]] ?? key;
}

/** Every field label (tests check that each language has one). */
export const LOG_FIELD_LABELS: Readonly<Record<string, TText>> = Object.fromEntries(
  Object.entries(F).map(([k, [zh, zhtw, en]]) => [k, { zh, zhtw, en }]),
);
