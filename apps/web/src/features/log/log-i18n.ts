import { registerOrgBundle } from '../organize/common/org-i18n.ts';

const zh = {
  categories: { '1': '登录日志', '5': '请求日志', '4': '异常日志', '3': '操作日志' },
  user: '用户',
  time: '时间',
  ip: 'IP地址',
  place: '地点',
  platform: '设备',
  url: '请求地址',
  method: '请求方式',
  duration: '耗时(毫秒)',
  statusCode: '状态码',
  abstracts: '摘要',
  module: '模块',
  dateRange: '日期范围',
  startDate: '开始日期',
  endDate: '结束日期',
  detailTitle: '日志详情',
  batchRemove: '批量删除 ({{count}})',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  categories: { '1': '登錄日誌', '5': '請求日誌', '4': '異常日誌', '3': '操作日誌' },
  user: '用戶',
  time: '時間',
  ip: 'IP地址',
  place: '地點',
  platform: '設備',
  url: '請求地址',
  method: '請求方式',
  duration: '耗時(毫秒)',
  statusCode: '狀態碼',
  abstracts: '摘要',
  module: '模組',
  dateRange: '日期範圍',
  startDate: '開始日期',
  endDate: '結束日期',
  detailTitle: '日誌詳情',
  batchRemove: '批量刪除 ({{count}})',
};

const en: TMessages = {
  categories: { '1': 'Sign-ins', '5': 'Requests', '4': 'Exceptions', '3': 'Operations' },
  user: 'User',
  time: 'Time',
  ip: 'IP address',
  place: 'Place',
  platform: 'Device',
  url: 'URL',
  method: 'Method',
  duration: 'Duration (ms)',
  statusCode: 'Status',
  abstracts: 'Summary',
  module: 'Module',
  dateRange: 'Dates',
  startDate: 'From',
  endDate: 'To',
  detailTitle: 'Log detail',
  batchRemove: 'Delete selected ({{count}})',
};

/** The logs screen's namespace (registered on import). */
export const LOG_NS = registerOrgBundle('log', { zh, zhtw, en });
