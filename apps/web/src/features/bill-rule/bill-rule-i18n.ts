import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  fullName: '业务名称',
  enCode: '业务编码',
  prefix: '单据前缀',
  dateFormat: '日期格式',
  dateFormats: { yyyyMMdd: 'yyyyMMdd', yyyyMM: 'yyyyMM', yyyy: 'yyyy', no: '无' },
  digit: '流水位数',
  startNumber: '流水起始',
  example: '单据示例',
  thisNumber: '当前流水号',
  outputNumber: '最后单号',
  getNumber: '获取单号',
  gotNumber: '新单号：{{number}}',
  createTitle: '新建单据规则',
  editTitle: '编辑单据规则',
  startTooWide: '流水起始不能超过流水位数',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  fullName: '業務名稱',
  enCode: '業務編碼',
  prefix: '單據前綴',
  dateFormat: '日期格式',
  dateFormats: { yyyyMMdd: 'yyyyMMdd', yyyyMM: 'yyyyMM', yyyy: 'yyyy', no: '無' },
  digit: '流水位數',
  startNumber: '流水起始',
  example: '單據示例',
  thisNumber: '目前流水號',
  outputNumber: '最後單號',
  getNumber: '獲取單號',
  gotNumber: '新單號：{{number}}',
  createTitle: '新建單據規則',
  editTitle: '編輯單據規則',
  startTooWide: '流水起始不能超過流水位數',
};

const en: TMessages = {
  fullName: 'Rule name',
  enCode: 'Rule code',
  prefix: 'Prefix',
  dateFormat: 'Date format',
  dateFormats: { yyyyMMdd: 'yyyyMMdd', yyyyMM: 'yyyyMM', yyyy: 'yyyy', no: 'None' },
  digit: 'Serial width',
  startNumber: 'Start number',
  example: 'Example',
  thisNumber: 'Serials issued',
  outputNumber: 'Last number',
  getNumber: 'Get number',
  gotNumber: 'New number: {{number}}',
  createTitle: 'New bill rule',
  editTitle: 'Edit bill rule',
  startTooWide: 'The start number must not be wider than the serial width',
};

/** The bill-rules screen's namespace (registered on import). */
export const BILL_RULE_NS = registerOrgBundle('billRule', { zh, zhtw, en });
