import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  account: '用户账号',
  userName: '用户名称',
  loginTime: '登录时间',
  loginIp: '登录IP',
  place: '登录地点',
  platform: '登录设备',
  lastActivity: '最后活动',
  sessions: '会话数',
  forceOffline: '强制下线',
  forceOfflineConfirm: '您确定要强制用户「{{name}}」下线（注销其账号的全部会话）吗？',
  offlineDone: '已强制下线',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  account: '用戶帳號',
  userName: '用戶名稱',
  loginTime: '登錄時間',
  loginIp: '登錄IP',
  place: '登錄地點',
  platform: '登錄設備',
  lastActivity: '最後活動',
  sessions: '會話數',
  forceOffline: '強制下線',
  forceOfflineConfirm: '您確定要強制用戶「{{name}}」下線（註銷其帳號的全部會話）嗎？',
  offlineDone: '已強制下線',
};

const en: TMessages = {
  account: 'Account',
  userName: 'Name',
  loginTime: 'Signed in',
  loginIp: 'IP',
  place: 'Place',
  platform: 'Device',
  lastActivity: 'Last activity',
  sessions: 'Sessions',
  forceOffline: 'Force offline',
  forceOfflineConfirm: 'Force "{{name}}" offline and cancel every session of the account?',
  offlineDone: 'Forced offline',
};

/** The online users screen's namespace (registered on import). */
export const ONLINE_NS = registerOrgBundle('userOnline', { zh, zhtw, en });
