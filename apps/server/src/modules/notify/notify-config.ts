import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { sysConfigs } from '../system/sys-config.table.ts';

/** The SMTP settings of system config (category EmailConfig); null fields are not set. */
export interface TEmailConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465 style); otherwise STARTTLS when the server offers it. */
  isSsl: boolean;
  /** Sign-in account and the sender address. */
  account: string;
  password: string;
  senderName: string;
}

/** The SMS settings of system config (category SmsConfig). */
export interface TSmsConfig {
  /** Which adapter: "aliyun" (see sms-adapters.ts). */
  provider: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template of notifications; it receives the variable `content`. */
  templateCode: string;
  /** Template of sign-in codes; it receives the variable `code`. */
  loginTemplateCode: string;
  /** Host[:port] of the provider's API when not its public one (a private gateway, a test fake). */
  endpoint: string;
  /** "http" or "https" (default). */
  protocol: string;
}

/** The system-config keys read here (base_sys_config.key). */
export const NOTIFY_CONFIG_KEYS = {
  email: ['emailSmtpHost', 'emailSmtpPort', 'emailSsl', 'emailAccount', 'emailPassword', 'emailSenderName'],
  sms: [
    'smsProvider',
    'smsAccessKeyId',
    'smsAccessKeySecret',
    'smsSignName',
    'smsTemplateCode',
    'smsLoginTemplateCode',
    'smsEndpoint',
    'smsProtocol',
  ],
} as const;

async function readKeys(db: TDbOrTx, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db
    .select()
    .from(sysConfigs)
    .where(inArray(sysConfigs.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value.trim()]));
}

/** The SMTP settings, or why mail cannot be sent (a reason code). */
export async function readEmailConfig(db: TDbOrTx): Promise<TEmailConfig | { reason: string }> {
  const v = await readKeys(db, NOTIFY_CONFIG_KEYS.email);
  if (!v.emailSmtpHost || !v.emailAccount) return { reason: 'emailNotConfigured' };
  const isSsl = ['true', '1'].includes(v.emailSsl ?? '');
  const port = Number(v.emailSmtpPort) || (isSsl ? 465 : 25);
  return {
    host: v.emailSmtpHost,
    port,
    isSsl,
    account: v.emailAccount,
    password: v.emailPassword ?? '',
    senderName: v.emailSenderName ?? '',
  };
}

/** The SMS settings, or why SMS cannot be sent. */
export async function readSmsConfig(db: TDbOrTx): Promise<TSmsConfig | { reason: string }> {
  const v = await readKeys(db, NOTIFY_CONFIG_KEYS.sms);
  if (!v.smsProvider || !v.smsAccessKeyId || !v.smsAccessKeySecret || !v.smsSignName)
    return { reason: 'smsNotConfigured' };
  return {
    provider: v.smsProvider,
    accessKeyId: v.smsAccessKeyId,
    accessKeySecret: v.smsAccessKeySecret,
    signName: v.smsSignName,
    templateCode: v.smsTemplateCode ?? '',
    loginTemplateCode: v.smsLoginTemplateCode ?? '',
    endpoint: v.smsEndpoint ?? '',
    protocol: v.smsProtocol === 'http' ? 'http' : 'https',
  };
}

/** Replaces every secret of a config in a text (an error message about to be logged or stored). */
export function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('***');
  return out;
}
