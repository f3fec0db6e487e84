import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  fullName: '区域名称',
  enCode: '区域编码',
  type: '级别',
  types: { 1: '省级', 2: '地级', 3: '县级', 4: '乡级', 5: '村级' },
  parent: '上级区域',
  topLevel: '顶级（省级）',
  parentHint: '不选择则新建省级区域',
  createTitle: '新建区域',
  editTitle: '编辑区域',
  loading: '加载中',
  searchHint: '请输入区域名称或编码',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  fullName: '區域名稱',
  enCode: '區域編碼',
  type: '級別',
  types: { 1: '省級', 2: '地級', 3: '縣級', 4: '鄉級', 5: '村級' },
  parent: '上級區域',
  topLevel: '頂級（省級）',
  parentHint: '不選擇則新建省級區域',
  createTitle: '新建區域',
  editTitle: '編輯區域',
  loading: '載入中',
  searchHint: '請輸入區域名稱或編碼',
};

const en: TMessages = {
  fullName: 'Area name',
  enCode: 'Area code',
  type: 'Level',
  types: { 1: 'Province', 2: 'Prefecture', 3: 'County', 4: 'Township', 5: 'Village' },
  parent: 'Parent area',
  topLevel: 'Top level (province)',
  parentHint: 'Leave empty for a province-level area',
  createTitle: 'New area',
  editTitle: 'Edit area',
  loading: 'Loading',
  searchHint: 'Area name or code',
};

/** The areas screen's namespace (registered on import). */
export const AREA_NS = registerOrgBundle('area', { zh, zhtw, en });
