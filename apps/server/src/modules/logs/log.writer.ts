import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { sysLogs } from './log.table.ts';

export type TLogRow = Omit<typeof sysLogs.$inferInsert, 'id'>;
type TStoredRow = typeof sysLogs.$inferInsert;

/** What the writer was given, what reached the table and what it had to drop. */
interface TLogWriterStats {
  received: number;
  stored: number;
  dropped: number;
}

/** Longest text kept in one column (the plugin cuts stack traces to this already). */
const MAX_TEXT = 8000;
const INT_COLUMNS = new Set<string>(['category', 'requestDuration', 'statusCode']);
const INT_MAX = 2 ** 31 - 1;

const columnNames = new Map<string, string>();
/** The column of a field (`requestUrl` → `request_url`), worked out once per field: per row it was most of a write. */
function snake(key: string): string {
  let name = columnNames.get(key);
  if (name === undefined) columnNames.set(key, (name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  return name;
}

/** Text PostgreSQL accepts in any column: no NUL, no lone surrogate (a cut emoji), at most MAX_TEXT long. */
export function cleanLogText(value: string): string {
  const cut = value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value;
  const whole = cut.isWellFormed() ? cut : cut.toWellFormed();
  return whole.includes('\u0000') ? whole.replaceAll('\u0000', '') : whole;
}

/** A copy of the row that cannot fail the insert for its content: texts cleaned, integers within int4. */
function cleanRow(row: TStoredRow): TStoredRow {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (typeof v === 'string') out[k] = cleanLogText(v);
    else if (typeof v === 'number' && INT_COLUMNS.has(k))
      out[k] = Number.isFinite(v) ? Math.max(-INT_MAX, Math.min(INT_MAX, Math.round(v))) : null;
    else out[k] = v;
  }
  return out as TStoredRow;
}

/**
 * One insert of many rows as a single JSON parameter: the same short statement whatever the batch size, cheap to
 * build (a 200-row `values` list through the query builder took ~5 ms of the event loop under load).
 */
function insertRows(rows: TStoredRow[]) {
  const json = JSON.stringify(
    rows.map((r) => {
      const byColumn: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(r)) byColumn[snake(k)] = v;
      return byColumn;
    }),
  );
  return sql`insert into ${sysLogs} select * from json_populate_recordset(null::${sysLogs}, ${json}::json)`;
}

/**
 * Writes log rows in batches so request logging costs the request nothing: rows are buffered and flushed
 * every second or every 200 rows. Close flushes what is left. One bad row never costs the others: a failed batch
 * is retried row by row and only the rows that fail alone are dropped (and counted).
 */
export class LogWriter {
  private buffer: TStoredRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly counts: TLogWriterStats = { received: 0, stored: 0, dropped: 0 };

  constructor(
    private readonly db: TDb,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Queues a row. */
  write(row: TLogRow): void {
    this.counts.received++;
    this.buffer.push(cleanRow({ id: newId(), ...row }));
    if (this.buffer.length >= 200) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 1000);
  }

  /** Rows received, stored and dropped since the start. */
  stats(): TLogWriterStats {
    return { ...this.counts };
  }

  /** Writes queued rows now. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    if (!rows.length) return this.flushing;
    this.flushing = this.flushing.then(() => this.store(rows));
    return this.flushing;
  }

  private async store(rows: TStoredRow[]): Promise<void> {
    try {
      await this.db.execute(insertRows(rows));
      this.counts.stored += rows.length;
      return;
    } catch (err) {
      if (rows.length === 1) return this.drop(rows[0], err);
    }
    for (const row of rows) {
      try {
        await this.db.execute(insertRows([row]));
        this.counts.stored++;
      } catch (err) {
        this.drop(row, err);
      }
    }
  }

  private drop(row: TStoredRow, err: unknown): void {
    this.counts.dropped++;
    this.onError(new Error(`log row ${row.id} (category ${row.category}) dropped`, { cause: err }));
  }
}
