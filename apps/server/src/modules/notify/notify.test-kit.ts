import { eq, sql } from 'drizzle-orm';
import type { TTestApp } from '../../test/build-test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { sysConfigs } from '../system/sys-config.table.ts';
import { queueNotification, type TNotification } from './notify.service.ts';
import { notifyLogs } from './notify.table.ts';

/** Writes system-config rows (the settings the notify module reads at each send). */
export async function setConfig(t: TTestApp, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  await t.db
    .insert(sysConfigs)
    .values(rows)
    .onConflictDoUpdate({ target: sysConfigs.key, set: { value: sql`excluded.value` } });
}

/** Removes system-config rows. */
export async function clearConfig(t: TTestApp, keys: readonly string[]): Promise<void> {
  for (const key of keys) await t.db.delete(sysConfigs).where(eq(sysConfigs.key, key));
}

/** Queues one notification the way a module does (in a transaction) and delivers it now. */
export async function queueAndDeliver(t: TTestApp, n: Partial<TNotification>): Promise<void> {
  const full: TNotification = {
    channel: 'email',
    userId: null,
    to: '',
    subject: 'subject',
    text: 'text',
    source: 'test',
    ...n,
  };
  await t.db.transaction((tx) => queueNotification(t.app.ctx.outbox, tx, full));
  await t.app.ctx.outbox.nudge();
}

/** The log rows for a recipient, newest last. */
export async function logsTo(t: TTestApp, recipient: string) {
  const rows = await t.db.select().from(notifyLogs).where(eq(notifyLogs.recipient, recipient));
  return rows.sort((a, b) => a.createdTime - b.createdTime);
}

/** The outbox rows of outgoing messages. */
export function notifyOutboxRows(t: TTestApp) {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'notify.send'));
}

/** Waits until `check` answers something truthy (async deliveries), or fails after ~5 s. */
export async function eventually<T>(
  check: () => Promise<T>,
): Promise<Exclude<T, 0 | '' | false | null | undefined>> {
  for (let i = 0; i < 100; i++) {
    const v = await check();
    if (v) return v as Exclude<T, 0 | '' | false | null | undefined>;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}
