import {
  Code,
  formatBillDate,
  formatBillNumber,
  type TBillDateFormat,
  type TBillRuleEdit,
  type TPageQuery,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TColumnQuery } from '../authorize/column-permission.ts';
import { BillNumberBatcher } from './bill-number.batcher.ts';
import {
  BILL_RULE_DEFAULT_ORDER,
  BILL_RULE_SORT,
  billRuleClashes,
  billRuleFilter,
  billRules,
  findBillRule,
  findBillRuleOptions,
  findBillRulePage,
  findReservation,
  saveReservation,
} from './bill-rule.repo.ts';

/** How long a drawn rule is kept in memory (BillRuleService.drawnRule). */
const RULE_TTL_MS = 5_000;

/** How long a form preview keeps its number. */
export const RESERVATION_MS = 3 * 60_000;

type TRow = typeof billRules.$inferSelect;

/** A rule as the client reads it, with today's example. */
function present(r: TRow, now: number) {
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    prefix: r.prefix,
    dateFormat: r.dateFormat as TBillDateFormat,
    digit: r.digit,
    startNumber: r.startNumber,
    version: r.version,
    example: formatBillNumber({ ...r, dateFormat: r.dateFormat as TBillDateFormat }, new Date(now)),
    thisNumber: r.thisNumber,
    outputNumber: r.outputNumber,
    enabledMark: r.enabledMark,
    sortCode: r.sortCode,
    description: r.description,
    creatorTime: r.creatorTime,
  };
}

/** Bill rules (contract §3.5): CRUD and numbers that never repeat or skip, on any number of processes. */
export class BillRuleService {
  private readonly numbers: BillNumberBatcher;
  /**
   * The rule a number is drawn from, by id or enCode, for RULE_TTL_MS: a busy form draws without reading the rule
   * each time. The draw's UPDATE still refuses a disabled or deleted rule; edits here drop the copy at once, and
   * another process's edit of the date format reaches this one within the TTL.
   */
  private readonly rules = new Map<string, { at: number; rule: Promise<TRow | undefined> }>();

  constructor(private readonly c: Pick<TAppContext, 'db' | 'now'>) {
    this.numbers = new BillNumberBatcher(c.db);
  }

  /** One page of rules. */
  async page(q: TColumnQuery<TPageQuery>) {
    const { limit, offset } = pageWindow(q);
    const order = orderBy(q, BILL_RULE_SORT, BILL_RULE_DEFAULT_ORDER);
    const { rows, total } = await findBillRulePage(
      this.c.db,
      billRuleFilter(q.keyword, q.hiddenColumns),
      order,
      limit,
      offset,
    );
    const now = this.c.now();
    return paged(
      rows.map((r) => present(r, now)),
      total,
      q,
    );
  }

  /** Enabled rules for selectors. */
  options() {
    return findBillRuleOptions(this.c.db);
  }

  /** One rule by id or enCode, else 404. */
  async info(idOrCode: string) {
    const row = await findBillRule(this.c.db, idOrCode);
    if (!row) throw notFound();
    return present(row, this.c.now());
  }

  /** Creates or updates a rule; name and code unique. */
  async save(auth: TAuth, input: TBillRuleEdit) {
    this.rules.clear();
    const before = input.id ? await this.info(input.id) : null;
    if (before && before.id !== input.id) throw notFound();
    if (await billRuleClashes(this.c.db, input)) throw new AppError(Code.conflict, 'billRule.exists');
    const values = {
      fullName: input.fullName,
      enCode: input.enCode,
      prefix: input.prefix,
      dateFormat: input.dateFormat,
      digit: input.digit,
      startNumber: input.startNumber,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
      version: input.version,
    };
    return saveAudited(this.c, billRules, auth, before, values);
  }

  /** Soft-deletes a rule that has never issued a number. */
  async remove(auth: TAuth, id: string) {
    this.rules.clear();
    const before = await this.info(id);
    if (before.id !== id) throw notFound();
    if (before.outputNumber) throw new AppError(Code.conflict, 'billRule.used');
    await softDelete(this.c, billRules, auth, id);
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    this.rules.clear();
    const before = await this.info(id);
    if (before.id !== id) throw notFound();
    return toggleEnabled(this.c, billRules, auth, before);
  }

  /** `count` numbers of a rule (id or enCode) in order, as an import needs them: the rule read once, serials together. */
  async nextNumbers(idOrCode: string, count: number): Promise<string[]> {
    const rule = await findBillRule(this.c.db, idOrCode);
    if (!rule) throw notFound();
    if (rule.enabledMark !== 1) throw new AppError(Code.badRequest, 'billRule.disabled');
    const datePart = formatBillDate(rule.dateFormat as TBillDateFormat, new Date(this.c.now()));
    const numbers = await Promise.all(
      Array.from({ length: count }, () => this.numbers.next(rule.id, datePart)),
    );
    return numbers.map((n) => {
      if (!n) throw new AppError(Code.badRequest, 'billRule.disabled');
      return n;
    });
  }

  /** The rule numbers are drawn from (id or enCode), read at most once per RULE_TTL_MS. */
  private drawnRule(idOrCode: string): Promise<TRow | undefined> {
    const now = this.c.now();
    const hit = this.rules.get(idOrCode);
    if (hit && now - hit.at < RULE_TTL_MS) return hit.rule;
    const rule = findBillRule(this.c.db, idOrCode);
    rule.catch(() => this.rules.delete(idOrCode));
    this.rules.set(idOrCode, { at: now, rule });
    return rule;
  }

  /** The next number of a rule (id or enCode); with `reserve`, the caller's preview number while it lasts. */
  async nextNumber(auth: Pick<TAuth, 'userId'>, idOrCode: string, reserve: boolean): Promise<string> {
    const rule = await this.drawnRule(idOrCode);
    if (!rule) throw notFound();
    if (rule.enabledMark !== 1) throw new AppError(Code.badRequest, 'billRule.disabled');
    const now = this.c.now();
    if (reserve) {
      const kept = await findReservation(this.c.db, rule.id, auth.userId, now);
      if (kept) return kept;
    }
    const datePart = formatBillDate(rule.dateFormat as TBillDateFormat, new Date(now));
    const number = await this.numbers.next(rule.id, datePart);
    if (!number) throw new AppError(Code.badRequest, 'billRule.disabled');
    if (reserve) {
      await saveReservation(this.c.db, {
        ruleId: rule.id,
        userId: auth.userId,
        number,
        expiresAt: now + RESERVATION_MS,
      });
    }
    return number;
  }
}
