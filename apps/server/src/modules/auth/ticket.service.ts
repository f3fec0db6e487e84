import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import { newSecret } from '../../lib/ids.ts';
import type { SessionService, TSessionMeta } from './session.service.ts';
import { viewTickets } from './ticket.table.ts';

/** How long a view ticket can be exchanged (ADR 0008). */
export const VIEW_TICKET_TTL_MS = 60_000;
// Used and expired tickets are kept this long (for support questions), then deleted on the next issue.
const KEEP_MS = 60 * 60_000;

/**
 * One-time tickets for external views (menu type 6, ADR 0008): a signed-in user gets a 60 s ticket for the
 * view's URL instead of putting the session token there; the view exchanges it once for a session of its own.
 */
export class ViewTicketService {
  constructor(
    private readonly db: TDb,
    private readonly sessions: SessionService,
    private readonly now: () => number,
  ) {}

  /** Issues a ticket for the caller's user; only its hash is stored. */
  async issue(caller: { userId: string; sessionId: string }): Promise<{ ticket: string; expiresAt: number }> {
    const ticket = newSecret(32);
    const now = this.now();
    const expiresAt = now + VIEW_TICKET_TTL_MS;
    await this.db.delete(viewTickets).where(lt(viewTickets.expiresAt, now - KEEP_MS));
    await this.db.insert(viewTickets).values({
      id: sha256(ticket),
      userId: caller.userId,
      sessionId: caller.sessionId,
      createdAt: now,
      expiresAt,
    });
    return { ticket, expiresAt };
  }

  /** Spends a ticket (once, before it expires) for a new session token; anything else is a 400 naming the field. */
  async exchange(ticket: string, meta: TSessionMeta): Promise<{ token: string }> {
    const now = this.now();
    // One conditional update: two concurrent exchanges cannot both succeed.
    const [row] = await this.db
      .update(viewTickets)
      .set({ usedAt: now })
      .where(
        and(eq(viewTickets.id, sha256(ticket)), isNull(viewTickets.usedAt), gt(viewTickets.expiresAt, now)),
      )
      .returning({ userId: viewTickets.userId });
    if (!row) throw badRequest('body.ticket: unknown, expired or already used');
    const { token } = await this.sessions.create(row.userId, meta);
    return { token };
  }
}
