import { formatMessage, pickLanguage, type TFlowMessageTemplate, type TLanguage } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { sendSystemMessages } from '../message/message.service.ts';
import { queueNotification, type TNotification } from '../notify/notify.service.ts';
import { defineOutboxTopic } from '../outbox/outbox.dispatcher.ts';
import { users } from '../users/user.table.ts';

/** A notification a decision asked for, delivered after the commit in each recipient's language. */
interface TFlowMessage {
  template: TFlowMessageTemplate;
  to: string[];
  /** title, approverId, delegatorId. */
  params: Record<string, string>;
  taskId: string;
  /** The node's channels ("1" in-app, "2" email, "3" SMS …). */
  channels: string[];
}

/** The outbox topic of workflow notifications. */
export const FlowMessageTopic = defineOutboxTopic<TFlowMessage>('workflow.message');

/**
 * Renders and stores workflow notifications (a delivery pass's together, in a few statements whatever their number):
 * one system message per notification and language among its recipients, and for the node's email ("2") and SMS
 * ("3") channels one outgoing message per recipient (the notify module sends it after the commit, retries it, and
 * records it as not sent when the channel is not configured or the user has no address).
 */
async function deliver(c: Pick<TAppContext, 'outbox' | 'now'>, tx: TDbOrTx, list: readonly TFlowMessage[]) {
  const ids = new Set<string>();
  for (const m of list) {
    m.to.forEach((id) => ids.add(id));
    [m.params.approverId, m.params.delegatorId].forEach((id) => id && ids.add(id));
  }
  const people = new Map(
    (
      await tx
        .select({
          id: users.id,
          realName: users.realName,
          language: users.language,
          email: users.email,
          mobilePhone: users.mobilePhone,
        })
        .from(users)
        .where(inArray(users.id, [...ids]))
    ).map((p) => [p.id, p]),
  );
  const nameOf = (id: string | undefined) => (id && people.get(id)?.realName) ?? id ?? '';
  const messages: { title: string; bodyText: string; userIds: string[]; senderId: null }[] = [];
  const outgoing: TNotification[] = [];
  for (const m of list) {
    const params = {
      title: m.params.title ?? '',
      approver: nameOf(m.params.approverId),
      delegator: nameOf(m.params.delegatorId),
    };
    const byLang = new Map<TLanguage, string[]>();
    for (const id of m.to) {
      const lang = pickLanguage(people.get(id)?.language);
      byLang.set(lang, [...(byLang.get(lang) ?? []), id]);
    }
    for (const [lang, userIds] of byLang) {
      const title = formatMessage(`workflow.msg.${m.template}`, lang, params);
      messages.push({ title, bodyText: JSON.stringify({ type: 2, id: m.taskId }), userIds, senderId: null });
      for (const id of userIds) {
        const p = people.get(id);
        const base = { userId: id, subject: title, text: title, source: `workflow.${m.template}` };
        if (m.channels.includes('2')) outgoing.push({ ...base, channel: 'email', to: p?.email ?? '' });
        if (m.channels.includes('3')) outgoing.push({ ...base, channel: 'sms', to: p?.mobilePhone ?? '' });
      }
    }
  }
  await sendSystemMessages({ db: tx, outbox: c.outbox, now: c.now }, messages);
  for (const n of outgoing) await queueNotification(c.outbox, tx, n);
  if (outgoing.length) void c.outbox.nudge();
}

/** Registers the consumer of workflow notifications (in-app, email and SMS), a delivery pass's rows together. */
export function consumeFlowMessages(c: Pick<TAppContext, 'outbox' | 'now'>): void {
  c.outbox.consumeBatch(FlowMessageTopic, (ds, tx) =>
    deliver(
      c,
      tx,
      ds.map((d) => d.payload),
    ),
  );
}
