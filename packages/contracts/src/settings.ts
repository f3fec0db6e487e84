import { z } from 'zod';
import { ZName } from './common.ts';
import type { TText } from './text.ts';

/** System settings of the `system/sysConfig` page, applied without a restart. */
export const ZSysSettings = z.object({
  /** Product title shown in the header and the browser tab. */
  sysName: ZName(50),
  /** Minutes of inactivity after which a session ends (contract tokentimeout). */
  sessionIdleMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  /** Hours after sign-in at which a session ends regardless of activity. */
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
  /** Failed sign-ins before an account is locked. */
  loginMaxFailures: z.number().int().min(1).max(100),
  /** Minutes an account stays locked. */
  loginLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** Users must change an initial or reset password at their next sign-in. */
  forcePasswordChange: z.boolean(),
  /** Largest upload in KB. */
  uploadMaxKB: z
    .number()
    .int()
    .min(1)
    .max(1024 * 1024),
  /** Days login, request and exception logs are kept. */
  logRetentionDays: z.number().int().min(1).max(3650),
});
export type TSysSettings = z.infer<typeof ZSysSettings>;

/** Changes to the settings: any subset of the fields; nothing else is accepted. */
export const ZSysSettingsUpdate = z.strictObject(ZSysSettings.partial().shape);
export type TSysSettingsUpdate = z.infer<typeof ZSysSettingsUpdate>;

/** Messages of the settings module. */
export const SETTINGS_MESSAGES = {
  'settings.idleOverAbsolute': {
    zh: '会话空闲时长不能超过会话最长时长',
    zhtw: '會話閒置時長不能超過會話最長時長',
    en: 'The idle lifetime cannot exceed the absolute session lifetime',
  },
} as const satisfies Record<string, TText>;
