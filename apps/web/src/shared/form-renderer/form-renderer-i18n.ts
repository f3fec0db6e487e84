import { registerOrgBundle } from '../ui/org-i18n.ts';

const zh = {
  billRuleHint: '保存时自动生成',
  systemHint: '系统自动生成',
  addRow: '添加',
  removeRow: '删除行',
  index: '序号',
  summary: '合计',
  pleaseInput: '请输入',
  pleaseSelect: '请选择',
  switchOn: '开',
  switchOff: '关',
  invalid: '{{label}}{{message}}',
  relationNone: '暂无可选数据',
  unknownKind: '不支持的组件：{{kind}}',
  issues: {
    min: '不能小于{{n}}',
    max: '不能大于{{n}}',
    maxLength: '最多{{n}}个字符',
    maxItems: '最多{{n}}项',
    notOption: '不是可选的值',
    invalid: '格式不正确',
  },
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  billRuleHint: '保存時自動生成',
  systemHint: '系統自動生成',
  addRow: '添加',
  removeRow: '刪除行',
  index: '序號',
  summary: '合計',
  pleaseInput: '請輸入',
  pleaseSelect: '請選擇',
  switchOn: '開',
  switchOff: '關',
  invalid: '{{label}}{{message}}',
  relationNone: '暫無可選數據',
  unknownKind: '不支持的組件：{{kind}}',
  issues: {
    min: '不能小於{{n}}',
    max: '不能大於{{n}}',
    maxLength: '最多{{n}}個字元',
    maxItems: '最多{{n}}項',
    notOption: '不是可選的值',
    invalid: '格式不正確',
  },
};

const en: TMessages = {
  billRuleHint: 'Generated on save',
  systemHint: 'Filled in by the system',
  addRow: 'Add',
  removeRow: 'Remove row',
  index: 'No.',
  summary: 'Total',
  pleaseInput: 'Please enter',
  pleaseSelect: 'Please select',
  switchOn: 'On',
  switchOff: 'Off',
  invalid: '{{label}} {{message}}',
  relationNone: 'Nothing to pick',
  unknownKind: 'Unsupported field kind: {{kind}}',
  issues: {
    min: 'must be at least {{n}}',
    max: 'must be at most {{n}}',
    maxLength: 'must be at most {{n}} characters',
    maxItems: 'must hold at most {{n}} items',
    notOption: 'is not one of the options',
    invalid: 'is not valid',
  },
};

/** The form renderer's namespace (registered on import). */
export const FORM_RENDERER_NS = registerOrgBundle('formRenderer', { zh, zhtw, en });
