import { z } from 'zod';
import { numeric } from './lenient.ts';
import { Rules } from './rules.ts';

/** SMS providers the server has an adapter for. */
export const SMS_PROVIDERS = ['aliyun'] as const;

const line = (max: number) => z.string().trim().max(max).regex(Rules.singleLine, 'must be one line');
/** A host name or address, optionally with :port (no scheme, no path). */
const host = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:]+\])(?::\d{1,5})?$|^$/, 'must be a host name');

/**
 * The outgoing email and SMS settings as the settings screen reads them: secrets are never sent back, only
 * whether one is saved.
 */
export const ZNotifySettings = z.object({
  emailSmtpHost: z.string(),
  emailSmtpPort: z.number().int(),
  emailSsl: z.boolean(),
  emailAccount: z.string(),
  emailSenderName: z.string(),
  /** An SMTP password is saved. */
  hasEmailPassword: z.boolean(),
  smsProvider: z.string(),
  smsAccessKeyId: z.string(),
  /** An SMS access key secret is saved. */
  hasSmsAccessKeySecret: z.boolean(),
  smsSignName: z.string(),
  smsTemplateCode: z.string(),
  smsLoginTemplateCode: z.string(),
  smsEndpoint: z.string(),
  smsProtocol: z.enum(['https', 'http']),
});
export type TNotifySettings = z.infer<typeof ZNotifySettings>;

/** Saving them: each given field is stored; a secret left empty keeps the saved one. */
export const ZNotifySettingsUpdate = z.object({
  /** The SMTP server (empty: mail is not sent). */
  emailSmtpHost: host.optional(),
  emailSmtpPort: numeric(z.number().int().min(1).max(65535)).optional(),
  /** Implicit TLS (port 465); otherwise STARTTLS when offered. */
  emailSsl: z.boolean().optional(),
  /** Sign-in account, also the sender address. */
  emailAccount: line(200).optional(),
  /** Write-only; empty keeps the saved password. */
  emailPassword: z.string().max(200).optional(),
  emailSenderName: line(100).optional(),
  /** The provider (empty: SMS is not sent). */
  smsProvider: z.enum(['', ...SMS_PROVIDERS]).optional(),
  smsAccessKeyId: line(200).optional(),
  /** Write-only; empty keeps the saved secret. */
  smsAccessKeySecret: z.string().max(200).optional(),
  smsSignName: line(100).optional(),
  smsTemplateCode: line(100).optional(),
  smsLoginTemplateCode: line(100).optional(),
  /** The provider's API host when not its public one. */
  smsEndpoint: host.optional(),
  smsProtocol: z.enum(['https', 'http']).optional(),
});
export type TNotifySettingsUpdate = z.infer<typeof ZNotifySettingsUpdate>;
