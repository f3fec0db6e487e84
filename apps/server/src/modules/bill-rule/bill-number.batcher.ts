import type { TDbOrTx } from '../../db/client.ts';
import { issueSerials } from './bill-rule.repo.ts';

interface TWaiter {
  datePart: string;
  resolve: (n: string | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Hands out bill numbers, coalescing the callers that wait on the same rule into one UPDATE (one commit for
 * many numbers). Each batch takes consecutive serials under the row lock, so across processes numbers stay
 * distinct and gap-free; an idle rule still answers at once.
 */
export class BillNumberBatcher {
  private readonly waiting = new Map<string, TWaiter[]>();
  private readonly busy = new Set<string>();

  constructor(private readonly db: TDbOrTx) {}

  /** The next number of a rule (undefined when the rule is gone or disabled). */
  next(ruleId: string, datePart: string): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(ruleId) ?? [];
      list.push({ datePart, resolve, reject });
      this.waiting.set(ruleId, list);
      if (!this.busy.has(ruleId)) void this.drain(ruleId);
    });
  }

  private async drain(ruleId: string): Promise<void> {
    this.busy.add(ruleId);
    try {
      for (let list = this.take(ruleId); list.length; list = this.take(ruleId)) {
        const datePart = list[0].datePart;
        const batch = list.filter((w) => w.datePart === datePart).slice(0, 1000);
        const rest = list.filter((w) => !batch.includes(w));
        if (rest.length) this.waiting.set(ruleId, [...rest, ...(this.waiting.get(ruleId) ?? [])]);
        await this.issue(ruleId, datePart, batch);
      }
    } finally {
      this.busy.delete(ruleId);
    }
  }

  private take(ruleId: string): TWaiter[] {
    const list = this.waiting.get(ruleId) ?? [];
    this.waiting.delete(ruleId);
    return list;
  }

  private async issue(ruleId: string, datePart: string, batch: TWaiter[]): Promise<void> {
    try {
      const row = await issueSerials(this.db, ruleId, datePart, batch.length);
      batch.forEach((w, i) => {
        if (!row) return w.resolve(undefined);
        const serial = row.last - batch.length + 1 + i;
        const n = String(Number(row.startNumber) + serial - 1);
        w.resolve(`${row.prefix}${datePart}${n.padStart(row.digit, '0')}`);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
