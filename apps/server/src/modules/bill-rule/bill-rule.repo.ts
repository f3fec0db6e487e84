import { and, asc, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { keywordWhere } from '../authorize/column-permission.ts';
import { billNumberReservations, billRules } from './bill-rule.table.ts';

/** Columns the list may sort by. */
export const BILL_RULE_SORT = {
  fullName: billRules.fullName,
  enCode: billRules.enCode,
  sortCode: billRules.sortCode,
  creatorTime: billRules.creatorTime,
} as const;

export const BILL_RULE_DEFAULT_ORDER = [asc(billRules.sortCode), desc(billRules.creatorTime)];

const live = isNull(billRules.deleteTime);

/** Live rules matching a keyword on name or code (the ones the caller may see). */
export function billRuleFilter(keyword?: string, hiddenColumns?: ReadonlySet<string>): SQL {
  return and(
    live,
    keywordWhere(keyword, { fullName: billRules.fullName, enCode: billRules.enCode }, hiddenColumns),
  )!;
}

/** One page of rules and the total. */
export async function findBillRulePage(db: TDbOrTx, where: SQL, order: SQL[], limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(billRules)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(billRules).where(where),
  ]);
  return { rows, total };
}

/** Enabled rules for selectors. */
export async function findBillRuleOptions(db: TDbOrTx) {
  return db
    .select({ id: billRules.id, fullName: billRules.fullName, enCode: billRules.enCode })
    .from(billRules)
    .where(and(live, eq(billRules.enabledMark, 1)))
    .orderBy(...BILL_RULE_DEFAULT_ORDER);
}

/** One live rule by id or enCode (the original takes the enCode). */
export async function findBillRule(db: TDbOrTx, idOrCode: string) {
  const [row] = await db
    .select()
    .from(billRules)
    .where(and(live, or(eq(billRules.id, idOrCode), eq(billRules.enCode, idOrCode))))
    .orderBy(desc(eq(billRules.id, idOrCode)))
    .limit(1);
  return row;
}

/** True when another live rule has this name or code. */
export async function billRuleClashes(db: TDbOrTx, r: { id?: string; fullName: string; enCode: string }) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(billRules)
    .where(
      and(
        live,
        or(eq(billRules.fullName, r.fullName), eq(billRules.enCode, r.enCode)),
        r.id ? ne(billRules.id, r.id) : undefined,
      ),
    );
  return n > 0;
}

/**
 * Issues the next `n` serials in one UPDATE: the row lock orders concurrent callers on every process, so serials
 * never repeat and never skip. A new date part restarts the serial. Answers the last serial and the rule's format.
 */
export async function issueSerials(db: TDbOrTx, id: string, datePart: string, n: number) {
  const next = sql`(case when coalesce(${billRules.lastDate}, '') = ${datePart} then ${billRules.thisNumber} + ${n}::int else ${n}::int end)`;
  const serial = sql`(${billRules.startNumber}::bigint + ${next} - 1)::text`;
  const [row] = await db
    .update(billRules)
    .set({
      thisNumber: next,
      lastDate: datePart,
      outputNumber: sql`${billRules.prefix} || ${datePart} || lpad(${serial}, greatest(${billRules.digit}, length(${serial})), '0')`,
    })
    .where(and(eq(billRules.id, id), live, eq(billRules.enabledMark, 1)))
    .returning({
      last: billRules.thisNumber,
      prefix: billRules.prefix,
      digit: billRules.digit,
      startNumber: billRules.startNumber,
    });
  return row;
}

/** The caller's unexpired reserved number of a rule. */
export async function findReservation(db: TDbOrTx, ruleId: string, userId: string, now: number) {
  const [row] = await db
    .select({ number: billNumberReservations.number })
    .from(billNumberReservations)
    .where(
      and(
        eq(billNumberReservations.ruleId, ruleId),
        eq(billNumberReservations.userId, userId),
        gt(billNumberReservations.expiresAt, now),
      ),
    );
  return row?.number;
}

/** Keeps `number` for the caller until `expiresAt`. */
export async function saveReservation(
  db: TDbOrTx,
  r: { ruleId: string; userId: string; number: string; expiresAt: number },
): Promise<void> {
  await db
    .insert(billNumberReservations)
    .values(r)
    .onConflictDoUpdate({
      target: [billNumberReservations.ruleId, billNumberReservations.userId],
      set: { number: r.number, expiresAt: r.expiresAt },
    });
}

export { billRules };
