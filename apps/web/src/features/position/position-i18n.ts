import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  fullName: '岗位名称',
  enCode: '岗位编码',
  type: '岗位类型',
  organize: '所属组织',
  createTitle: '新建岗位',
  editTitle: '编辑岗位',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  fullName: '崗位名稱',
  enCode: '崗位編碼',
  type: '崗位類型',
  organize: '所屬組織',
  createTitle: '新建崗位',
  editTitle: '編輯崗位',
};

const en: TMessages = {
  fullName: 'Position name',
  enCode: 'Position code',
  type: 'Position type',
  organize: 'Organisation',
  createTitle: 'New position',
  editTitle: 'Edit position',
};

/** The positions screen's namespace (registered on import). */
export const POSITION_NS = registerOrgBundle('position', { zh, zhtw, en });
