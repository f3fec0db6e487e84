import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  objectType: '授权对象',
  Role: '角色',
  Position: '岗位',
  User: '用户',
  pickObject: '请选择授权对象',
  module: '菜单权限',
  button: '按钮权限',
  column: '列表权限',
  form: '表单权限',
  resource: '数据权限',
  checkAll: '全选',
  uncheckAll: '全不选',
  granted: '授权成功',
  title: '{{name}} - 权限',
  hint: '按钮、列表、表单和数据权限只列出已勾选菜单下的项目。',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  objectType: '授權對象',
  Role: '角色',
  Position: '崗位',
  User: '用戶',
  pickObject: '請選擇授權對象',
  module: '選單權限',
  button: '按鈕權限',
  column: '列表權限',
  form: '表單權限',
  resource: '資料權限',
  checkAll: '全選',
  uncheckAll: '全不選',
  granted: '授權成功',
  title: '{{name}} - 權限',
  hint: '按鈕、列表、表單和資料權限只列出已勾選選單下的項目。',
};

const en: TMessages = {
  objectType: 'Grant to',
  Role: 'Role',
  Position: 'Position',
  User: 'User',
  pickObject: 'Choose who to authorise',
  module: 'Menus',
  button: 'Buttons',
  column: 'Columns',
  form: 'Forms',
  resource: 'Data',
  checkAll: 'Check all',
  uncheckAll: 'Deselect all',
  granted: 'Permissions saved',
  title: '{{name}} - permissions',
  hint: 'Buttons, columns, forms and data list only the entries of the checked menus.',
};

/** The authorise screen's namespace (registered on import). */
export const AUTHORIZE_NS = registerOrgBundle('authorize', { zh, zhtw, en });
