import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

type TRow = Record<string, unknown>;
type TEntry = { at: number; rows: Promise<TRow[]>; refreshing?: Promise<TRow[]> };
const dialect = new PgDialect();

/** How long a model report's aggregates are used as they are, and used while renewed. */
export const REPORT_AGGREGATE_AGES = { freshMs: 3_000, staleMs: 30_000 };

/**
 * Aggregates (groups, totals, chart sums) of model reports, shared by concurrent runs: ten people opening the same
 * report over 1,000,000 rows cost one GROUP BY, not ten. Keyed by the statement's text and parameters, so filters
 * and each caller's data scope get their own entry; the page of rows is never cached. An answer younger than
 * `freshMs` is used as it is; one younger than `staleMs` is used while a single refresh runs behind it (so no run
 * waits for a GROUP BY that is only being renewed); an older one is read again. A report's totals may therefore lag
 * a write by `freshMs` plus one refresh (at most `staleMs`); the page itself is always current.
 */
export class AggregateCache {
  private readonly entries = new Map<string, TEntry>();

  constructor(
    private readonly ages: { freshMs: number; staleMs: number },
    private readonly now: () => number,
    private readonly max = 500,
  ) {}

  /** The rows of `query` as described above; `load` runs it (a failure is not kept). */
  read(query: SQL, load: (q: SQL) => Promise<TRow[]>): Promise<TRow[]> {
    const { sql, params } = dialect.sqlToQuery(query);
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const t = this.now();
    const hit = this.entries.get(key);
    const age = hit ? t - hit.at : Infinity;
    if (hit && age < this.ages.freshMs) return hit.rows;
    if (hit && age < this.ages.staleMs) {
      hit.refreshing ??= this.refresh(key, hit, query, load);
      return hit.rows;
    }
    return this.store(key, { at: t, rows: load(query) });
  }

  /** Loads `query` again behind the stale entry `old`, replacing it once the new answer is in. */
  private refresh(key: string, old: TEntry, query: SQL, load: (q: SQL) => Promise<TRow[]>) {
    const t = this.now();
    const rows = load(query);
    rows.then(
      () => {
        if (this.entries.get(key) === old) this.entries.set(key, { at: t, rows });
      },
      () => {
        old.refreshing = undefined;
      },
    );
    return rows;
  }

  private store(key: string, entry: TEntry): Promise<TRow[]> {
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.rows.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return entry.rows;
  }
}
