import type { TDb } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { sysLogs } from './log.table.ts';

export type TLogRow = Omit<typeof sysLogs.$inferInsert, 'id'>;

/**
 * Writes log rows in batches so request logging costs the request nothing: rows are buffered and flushed
 * every second or every 200 rows. Close flushes what is left.
 */
export class LogWriter {
  private buffer: (typeof sysLogs.$inferInsert)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: TDb,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Queues a row. */
  write(row: TLogRow): void {
    this.buffer.push({ id: newId(), ...row });
    if (this.buffer.length >= 200) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 1000);
  }

  /** Writes queued rows now. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    if (!rows.length) return this.flushing;
    this.flushing = this.flushing
      .then(() => this.db.insert(sysLogs).values(rows))
      .then(() => undefined)
      .catch(this.onError);
    return this.flushing;
  }
}
