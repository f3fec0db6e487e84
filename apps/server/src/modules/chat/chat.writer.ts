import type { TDb } from '../../db/client.ts';
import { insertMessages } from './chat.repo.ts';
import type { imContents } from './chat.table.ts';

type TRow = typeof imContents.$inferInsert;
const MAX_BATCH = 500;

/**
 * Group commit of chat messages: rows that arrive while an insert is running go into the next one, so a busy
 * server writes hundreds of messages per round trip; an idle one writes each at once.
 */
export class MessageWriter {
  private queue: { row: TRow; done: (err?: Error) => void }[] = [];
  private isWriting = false;

  constructor(private readonly db: TDb) {}

  /** Stores one message; resolves once it is committed. */
  write(row: TRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.isWriting) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.isWriting = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await insertMessages(
          this.db,
          batch.map((b) => b.row),
        );
        for (const b of batch) b.done();
      } catch (err) {
        for (const b of batch) b.done(err instanceof Error ? err : new Error(String(err)));
      }
    }
    this.isWriting = false;
  }
}
