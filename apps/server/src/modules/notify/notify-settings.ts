import type { TNotifySettings, TNotifySettingsUpdate } from '@app/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { sysConfigs } from '../system/sys-config.table.ts';
import { NOTIFY_CONFIG_KEYS } from './notify-config.ts';

const KEYS = [...NOTIFY_CONFIG_KEYS.email, ...NOTIFY_CONFIG_KEYS.sms];
const SECRETS = new Set<string>(['emailPassword', 'smsAccessKeySecret']);

/** The saved email and SMS settings for the settings screen (secrets only as "saved or not"). */
export async function readNotifySettings(db: TDbOrTx): Promise<TNotifySettings> {
  const rows = await db.select().from(sysConfigs).where(inArray(sysConfigs.key, KEYS));
  const v = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const isSsl = ['true', '1'].includes(v.emailSsl ?? '');
  return {
    emailSmtpHost: v.emailSmtpHost ?? '',
    emailSmtpPort: Number(v.emailSmtpPort) || (isSsl ? 465 : 25),
    emailSsl: isSsl,
    emailAccount: v.emailAccount ?? '',
    emailSenderName: v.emailSenderName ?? '',
    hasEmailPassword: Boolean(v.emailPassword),
    smsProvider: v.smsProvider ?? '',
    smsAccessKeyId: v.smsAccessKeyId ?? '',
    hasSmsAccessKeySecret: Boolean(v.smsAccessKeySecret),
    smsSignName: v.smsSignName ?? '',
    smsTemplateCode: v.smsTemplateCode ?? '',
    smsLoginTemplateCode: v.smsLoginTemplateCode ?? '',
    smsEndpoint: v.smsEndpoint ?? '',
    smsProtocol: v.smsProtocol === 'http' ? 'http' : 'https',
  };
}

/** Saves the given settings (an empty secret keeps the saved one); answers the keys it changed. */
export async function saveNotifySettings(db: TDbOrTx, patch: TNotifySettingsUpdate): Promise<string[]> {
  const rows = Object.entries(patch)
    .filter(([key, value]) => value !== undefined && !(SECRETS.has(key) && value === ''))
    .map(([key, value]) => ({
      key,
      value: String(value),
      name: key,
      category: key.startsWith('email') ? 'EmailConfig' : 'SmsConfig',
    }));
  if (rows.length) {
    await db
      .insert(sysConfigs)
      .values(rows)
      .onConflictDoUpdate({ target: sysConfigs.key, set: { value: sql`excluded.value` } });
  }
  return rows.map((r) => r.key);
}
