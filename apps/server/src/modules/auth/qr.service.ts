import { and, eq, lt } from 'drizzle-orm';
import { Code } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { newSecret } from '../../lib/ids.ts';
import { qrTickets } from './auth.table.ts';

const TTL_MS = 2 * 60_000;

/**
 * Scan sign-in: the sign-in page shows a QR code holding a ticket and polls with a key only it knows; a user
 * signed in on another device scans and confirms; the next poll opens a session for that user once.
 */
export class QrLoginService {
  constructor(
    private readonly db: TDb,
    private readonly now: () => number,
  ) {}

  /** A new ticket for the sign-in page. */
  async create(): Promise<{ ticket: string; pollKey: string; expiresAt: number }> {
    const now = this.now();
    const ticket = newSecret(24);
    const pollKey = newSecret(24);
    await this.db.delete(qrTickets).where(lt(qrTickets.expiresAt, now - TTL_MS));
    await this.db.insert(qrTickets).values({
      id: sha256(ticket),
      pollKeyHash: sha256(pollKey),
      status: 'waiting',
      createdAt: now,
      expiresAt: now + TTL_MS,
    });
    return { ticket, pollKey, expiresAt: now + TTL_MS };
  }

  /** The signed-in user scanned or confirmed the ticket. */
  async mark(ticket: string, userId: string, status: 'scanned' | 'confirmed'): Promise<void> {
    const row = await this.find(ticket);
    if (!row || row.expiresAt <= this.now()) throw new AppError(Code.badRequest, 'auth.qrExpired');
    if (row.status === 'confirmed' || row.status === 'consumed')
      throw new AppError(Code.conflict, 'auth.qrUsed');
    if (row.userId && row.userId !== userId) throw new AppError(Code.conflict, 'auth.qrUsed');
    await this.db.update(qrTickets).set({ status, userId }).where(eq(qrTickets.id, row.id));
  }

  /**
   * The waiting page's poll. Returns the confirmed user id exactly once (the ticket is consumed atomically),
   * so a session is opened for one poll only.
   */
  async poll(
    ticket: string,
    pollKey: string,
  ): Promise<{ status: 'waiting' | 'scanned' | 'expired' } | { userId: string }> {
    const row = await this.find(ticket);
    if (!row || row.pollKeyHash !== sha256(pollKey)) throw new AppError(Code.badRequest, 'auth.qrExpired');
    if (row.status === 'consumed') throw new AppError(Code.conflict, 'auth.qrUsed');
    if (row.expiresAt <= this.now()) return { status: 'expired' };
    if (row.status !== 'confirmed' || !row.userId) return { status: row.status as 'waiting' | 'scanned' };
    const [taken] = await this.db
      .update(qrTickets)
      .set({ status: 'consumed' })
      .where(and(eq(qrTickets.id, row.id), eq(qrTickets.status, 'confirmed')))
      .returning({ userId: qrTickets.userId });
    if (!taken?.userId) throw new AppError(Code.conflict, 'auth.qrUsed');
    return { userId: taken.userId };
  }

  private async find(ticket: string) {
    const [row] = await this.db
      .select()
      .from(qrTickets)
      .where(eq(qrTickets.id, sha256(ticket)));
    return row;
  }
}
