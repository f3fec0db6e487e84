import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  send: '提交',
  sendTitle: '意见反馈',
  sendHint: '您的意见和建议会转给系统管理员。',
  content: '反馈内容',
  contentPlaceholder: '请描述问题或建议（最多 2000 字）',
  contact: '联系方式',
  contactPlaceholder: '选填：电话或邮箱',
  thanks: '感谢您的反馈',
  writer: '提交人',
  pagePath: '所在页面',
  sentAt: '提交时间',
  state: '状态',
  states: { 0: '未处理', 1: '已处理' },
  allStates: '全部状态',
  handler: '处理人',
  handledAt: '处理时间',
  markHandled: '标记已处理',
  handled: '已标记为已处理',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  send: '提交',
  sendTitle: '意見回饋',
  sendHint: '您的意見和建議會轉給系統管理員。',
  content: '回饋內容',
  contentPlaceholder: '請描述問題或建議（最多 2000 字）',
  contact: '聯絡方式',
  contactPlaceholder: '選填：電話或郵箱',
  thanks: '感謝您的回饋',
  writer: '提交人',
  pagePath: '所在頁面',
  sentAt: '提交時間',
  state: '狀態',
  states: { 0: '未處理', 1: '已處理' },
  allStates: '全部狀態',
  handler: '處理人',
  handledAt: '處理時間',
  markHandled: '標記已處理',
  handled: '已標記為已處理',
};

const en: TMessages = {
  send: 'Send',
  sendTitle: 'Feedback',
  sendHint: 'Your comments and suggestions go to the system administrators.',
  content: 'Feedback',
  contentPlaceholder: 'Describe the problem or idea (at most 2,000 characters)',
  contact: 'Contact',
  contactPlaceholder: 'Optional: phone or e-mail',
  thanks: 'Thank you for your feedback',
  writer: 'From',
  pagePath: 'Page',
  sentAt: 'Sent',
  state: 'State',
  states: { 0: 'New', 1: 'Handled' },
  allStates: 'All states',
  handler: 'Handled by',
  handledAt: 'Handled',
  markHandled: 'Mark handled',
  handled: 'Marked handled',
};

/** The feedback namespace: the navbar's send dialog and the administrators' page (registered on import). */
export const FEEDBACK_NS = registerOrgBundle('feedback', { zh, zhtw, en });
