import { formatMessage, pickLanguage, type TFlowMessageTemplate, type TLanguage } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { sendSystemMessage } from '../message/message.service.ts';
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

/** Renders and stores a workflow notification: one system message per language among its recipients. */
async function deliver(c: Pick<TAppContext, 'outbox' | 'now'>, tx: TDbOrTx, m: TFlowMessage) {
  const named = [m.params.approverId, m.params.delegatorId].filter((x): x is string => !!x);
  const people = await tx
    .select({ id: users.id, realName: users.realName, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set([...m.to, ...named])]));
  const nameOf = (id: string | undefined) => people.find((p) => p.id === id)?.realName ?? id ?? '';
  const params = {
    title: m.params.title ?? '',
    approver: nameOf(m.params.approverId),
    delegator: nameOf(m.params.delegatorId),
  };
  const byLang = new Map<TLanguage, string[]>();
  for (const id of m.to) {
    const lang = pickLanguage(people.find((p) => p.id === id)?.language);
    byLang.set(lang, [...(byLang.get(lang) ?? []), id]);
  }
  for (const [lang, userIds] of byLang) {
    const title = formatMessage(`workflow.msg.${m.template}`, lang, params);
    const bodyText = JSON.stringify({ type: 2, id: m.taskId });
    await sendSystemMessage(
      { db: tx, outbox: c.outbox, now: c.now },
      { title, bodyText, userIds, senderId: null },
    );
  }
}

/** Registers the consumer of workflow notifications (in-app; email and SMS channels are not sent yet). */
export function consumeFlowMessages(c: Pick<TAppContext, 'outbox' | 'now'>): void {
  c.outbox.consume(FlowMessageTopic, (d, tx) => deliver(c, tx, d.payload));
}
