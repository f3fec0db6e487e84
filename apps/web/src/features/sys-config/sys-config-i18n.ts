import { registerOrgBundle } from '../../shared/ui/org-i18n.ts';

const zh = {
  sysName: '系统名称',
  session: '会话',
  sessionIdleMinutes: '空闲超时（分钟）',
  sessionAbsoluteHours: '会话最长时长（小时）',
  security: '登录安全',
  loginMaxFailures: '连续失败锁定次数',
  loginLockMinutes: '锁定时长（分钟）',
  forcePasswordChange: '初始或重置密码须在下次登录时修改',
  uploadMaxKB: '上传大小上限（KB）',
  logRetentionDays: '日志保留天数',
  idleOverAbsolute: '空闲超时不能超过会话最长时长',
};
type TMessages = typeof zh;

const zhtw: TMessages = {
  sysName: '系統名稱',
  session: '會話',
  sessionIdleMinutes: '閒置逾時（分鐘）',
  sessionAbsoluteHours: '會話最長時長（小時）',
  security: '登錄安全',
  loginMaxFailures: '連續失敗鎖定次數',
  loginLockMinutes: '鎖定時長（分鐘）',
  forcePasswordChange: '初始或重置密碼須在下次登錄時修改',
  uploadMaxKB: '上傳大小上限（KB）',
  logRetentionDays: '日誌保留天數',
  idleOverAbsolute: '閒置逾時不能超過會話最長時長',
};

const en: TMessages = {
  sysName: 'Product title',
  session: 'Sessions',
  sessionIdleMinutes: 'Idle timeout (minutes)',
  sessionAbsoluteHours: 'Longest session (hours)',
  security: 'Sign-in security',
  loginMaxFailures: 'Failures before lockout',
  loginLockMinutes: 'Lockout (minutes)',
  forcePasswordChange: 'Users change an initial or reset password at their next sign-in',
  uploadMaxKB: 'Largest upload (KB)',
  logRetentionDays: 'Keep logs (days)',
  idleOverAbsolute: 'The idle timeout cannot exceed the longest session',
};

/** The settings screen's namespace (registered on import). */
export const SYS_CONFIG_NS = registerOrgBundle('sysConfig', { zh, zhtw, en });
