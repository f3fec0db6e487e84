import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  generate: '生成代码',
  title: '生成代码：{{name}}',
  module: '模块目录',
  moduleHelp: '小写字母和数字，以 - 连接，如 purchase-order',
  className: '类名',
  classNameHelp: '大写字母开头，如 PurchaseOrder',
  subClassName: '子表类名前缀',
  description: '功能描述',
  preview: '预览代码',
  download: '下载代码',
  back: '返回',
  files: '{{count}} 个文件',
  copy: '复制',
  copied: '已复制',
};

const zhtw: typeof zh = {
  generate: '生成代碼',
  title: '生成代碼：{{name}}',
  module: '模組目錄',
  moduleHelp: '小寫字母和數字，以 - 連接，如 purchase-order',
  className: '類名',
  classNameHelp: '大寫字母開頭，如 PurchaseOrder',
  subClassName: '子表類名前綴',
  description: '功能描述',
  preview: '預覽代碼',
  download: '下載代碼',
  back: '返回',
  files: '{{count}} 個文件',
  copy: '複製',
  copied: '已複製',
};

const en: typeof zh = {
  generate: 'Generate code',
  title: 'Generate code: {{name}}',
  module: 'Module folder',
  moduleHelp: 'Lower-case letters and digits joined by -, e.g. purchase-order',
  className: 'Class name',
  classNameHelp: 'Starts with a capital, e.g. PurchaseOrder',
  subClassName: 'Sub-table class prefix',
  description: 'Description',
  preview: 'Preview code',
  download: 'Download code',
  back: 'Back',
  files: '{{count}} files',
  copy: 'Copy',
  copied: 'Copied',
};

/** The code generator dialog's namespace (with the shared list texts). */
export const CODEGEN_NS = registerOrgBundle('codegen', { zh, zhtw, en });
