import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  fullName: '角色名称',
  enCode: '角色编码',
  type: '角色类型',
  createTitle: '新建角色',
  editTitle: '编辑角色',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  fullName: '角色名稱',
  enCode: '角色編碼',
  type: '角色類型',
  createTitle: '新建角色',
  editTitle: '編輯角色',
};

const en: TMessages = {
  fullName: 'Role name',
  enCode: 'Role code',
  type: 'Role type',
  createTitle: 'New role',
  editTitle: 'Edit role',
};

/** The roles screen's namespace (registered on import). */
export const ROLE_NS = registerOrgBundle('role', { zh, zhtw, en });
