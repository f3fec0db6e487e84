import type { TDb, TDbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { TSmsSender } from '../auth/sms.service.ts';
import { defineOutboxTopic, type Outbox } from '../outbox/outbox.dispatcher.ts';
import { sendMail } from './mail.sender.ts';
import {
  readEmailConfig,
  readSmsConfig,
  redact,
  type TEmailConfig,
  type TSmsConfig,
} from './notify-config.ts';
import { notifyLogs } from './notify.table.ts';
import { SMS_ADAPTERS } from './sms-adapters.ts';

/** One email or SMS to one recipient, carried by the outbox. */
export interface TNotification {
  channel: 'email' | 'sms';
  userId: string | null;
  /** The address or mobile number; '' when the user has none (recorded as not sent). */
  to: string;
  subject: string;
  text: string;
  /** Who asked ("workflow.audit" …), kept in the log. */
  source: string;
}

/** The outbox topic of outgoing email and SMS. */
const NotifyTopic = defineOutboxTopic<TNotification>('notify.send');

/** Tries before a failing message is recorded as failed and given up (the outbox backs off between them). */
export const NOTIFY_MAX_ATTEMPTS = 5;

/** Queues an email or SMS in the caller's transaction; it goes out after the commit, retried on failure. */
export async function queueNotification(outbox: Outbox, tx: TDbOrTx, n: TNotification): Promise<void> {
  await outbox.enqueue(tx, { topic: NotifyTopic, payload: n });
}

type TLogRow = Omit<typeof notifyLogs.$inferInsert, 'createdTime'>;

/** Masks a mobile number for the server log: 138****0000. */
function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/**
 * Outgoing email (SMTP) and SMS (a provider adapter), configured in system config and read at each send, so a
 * change applies at once. Every message is recorded in base_notify_log: sent, not sent with the reason, or failed
 * after its retries. Secrets (passwords, keys, codes) never reach the log or the stored errors.
 */
export class NotifyService {
  constructor(
    private readonly c: {
      db: TDb;
      now: () => number;
      info: (msg: string) => void;
    },
  ) {}

  /** Registers the outbox consumer that sends queued messages. */
  register(outbox: Outbox): void {
    outbox.consume(NotifyTopic, async (d, tx) => {
      const row = { id: d.id, ...this.rowOf(d.payload), attempts: d.attempt };
      const outcome = await this.trySend(tx, d.payload);
      if (outcome.ok)
        return this.record(tx, { ...row, status: outcome.sent ? 1 : 0, reason: outcome.reason });
      if (d.attempt < NOTIFY_MAX_ATTEMPTS) throw new Error(`${d.payload.channel}: ${outcome.reason}`);
      await this.record(tx, { ...row, status: -1, reason: outcome.reason });
    });
  }

  /** The sender of sign-in codes: the configured SMS provider, else recorded as not sent (the code is never logged). */
  smsCodeSender(): TSmsSender {
    return {
      send: async (mobile, code) => {
        const n: TNotification = {
          channel: 'sms',
          userId: null,
          to: mobile,
          subject: '',
          text: '',
          source: 'auth.smsCode',
        };
        const outcome = await this.trySend(this.c.db, n, { code });
        await this.record(this.c.db, {
          id: newId(),
          ...this.rowOf(n),
          status: outcome.ok && outcome.sent ? 1 : outcome.ok ? 0 : -1,
          reason: outcome.reason,
        });
        if (!(outcome.ok && outcome.sent))
          this.c.info(`SMS sign-in code for ${maskPhone(mobile)} not sent: ${outcome.reason}`);
      },
    };
  }

  private rowOf(n: TNotification): Omit<TLogRow, 'id' | 'status'> {
    return { channel: n.channel, userId: n.userId, recipient: n.to, subject: n.subject, source: n.source };
  }

  private async record(db: TDbOrTx, row: TLogRow): Promise<void> {
    const values = { ...row, reason: row.reason ?? null, createdTime: this.c.now() };
    await db.insert(notifyLogs).values(values).onConflictDoUpdate({ target: notifyLogs.id, set: values });
  }

  /** Sends one message: sent, not sent (with the reason) or failed (a redacted error). */
  private async trySend(
    db: TDbOrTx,
    n: TNotification,
    codeParams?: { code: string },
  ): Promise<{ ok: true; sent: boolean; reason?: string } | { ok: false; reason: string }> {
    if (!n.to) return { ok: true, sent: false, reason: n.channel === 'email' ? 'noEmail' : 'noMobile' };
    const cfg = n.channel === 'email' ? await readEmailConfig(db) : await readSmsConfig(db);
    if ('reason' in cfg) return { ok: true, sent: false, reason: cfg.reason };
    try {
      if ('host' in cfg) await sendMail(cfg, { to: n.to, subject: n.subject, text: n.text });
      else {
        const adapter = SMS_ADAPTERS[cfg.provider];
        const templateCode = codeParams ? cfg.loginTemplateCode : cfg.templateCode;
        if (!adapter) return { ok: true, sent: false, reason: 'smsProviderUnknown' };
        if (!templateCode) return { ok: true, sent: false, reason: 'smsTemplateNotConfigured' };
        await adapter(cfg).send({ phone: n.to, templateCode, params: codeParams ?? { content: n.text } });
      }
      return { ok: true, sent: true };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { ok: false, reason: redact(message, secretsOf(cfg, codeParams?.code)).slice(0, 1000) };
    }
  }
}

function secretsOf(cfg: TEmailConfig | TSmsConfig, code?: string): string[] {
  const s = 'host' in cfg ? [cfg.password] : [cfg.accessKeySecret, cfg.accessKeyId];
  return code ? [...s, code] : s;
}
