import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  typeTree: '字典分类',
  typeName: '分类名称',
  typeCode: '分类编码',
  parentType: '上级分类',
  topLevel: '顶级节点',
  isTree: '树形结构',
  addType: '新建分类',
  editType: '编辑分类',
  removeType: '删除分类',
  createTypeTitle: '新建字典分类',
  editTypeTitle: '编辑字典分类',
  dataName: '名称',
  dataCode: '编码',
  parentData: '上级',
  isDefault: '默认',
  createDataTitle: '新建字典',
  editDataTitle: '编辑字典',
  pickType: '请先在左侧选择字典分类',
  yes: '是',
  no: '否',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  typeTree: '字典分類',
  typeName: '分類名稱',
  typeCode: '分類編碼',
  parentType: '上級分類',
  topLevel: '頂級節點',
  isTree: '樹形結構',
  addType: '新建分類',
  editType: '編輯分類',
  removeType: '刪除分類',
  createTypeTitle: '新建字典分類',
  editTypeTitle: '編輯字典分類',
  dataName: '名稱',
  dataCode: '編碼',
  parentData: '上級',
  isDefault: '預設',
  createDataTitle: '新建字典',
  editDataTitle: '編輯字典',
  pickType: '請先在左側選擇字典分類',
  yes: '是',
  no: '否',
};

const en: TMessages = {
  typeTree: 'Dictionary types',
  typeName: 'Type name',
  typeCode: 'Type code',
  parentType: 'Parent type',
  topLevel: 'Top level',
  isTree: 'Tree data',
  addType: 'New type',
  editType: 'Edit type',
  removeType: 'Delete type',
  createTypeTitle: 'New dictionary type',
  editTypeTitle: 'Edit dictionary type',
  dataName: 'Name',
  dataCode: 'Code',
  parentData: 'Parent',
  isDefault: 'Default',
  createDataTitle: 'New entry',
  editDataTitle: 'Edit entry',
  pickType: 'Choose a dictionary type on the left first',
  yes: 'Yes',
  no: 'No',
};

/** The dictionaries screens' namespace (registered on import). */
export const DICTIONARY_NS = registerOrgBundle('dictionary', { zh, zhtw, en });
