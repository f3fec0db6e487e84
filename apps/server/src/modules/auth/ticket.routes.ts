import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { requestMeta } from './request-meta.ts';

const tags = ['oauth'];

/** A one-time view ticket (menu type 6). */
export const ZViewTicket = z.object({
  /** Put in the view's URL; exchangeable once, within 60 s. */
  ticket: z.string(),
  /** Epoch ms after which the ticket is refused. */
  expiresAt: z.number().int(),
});

/** The exchange request. */
export const ZTicketExchangeBody = z.object({
  /** The ticket from the view's URL. */
  ticket: z.string().min(1).max(200),
});

/** The exchange answer: a session token of the view's own (`Bearer …`). */
export const ZTicketExchangeResult = z.object({
  /** Sent as the Authorization header by the view. */
  token: z.string(),
});

/** Issuing and exchanging one-time view tickets (ADR 0008). */
export function ticketRoutes(app: FastifyInstance, c: TAppContext): void {
  const tickets = c.services.tickets;

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/ticket',
    summary: 'A one-time, 60 s ticket that opens an external view as the caller',
    tags,
    access: { signedIn: true },
    response: ZViewTicket,
    handler: ({ auth }) => tickets.issue(auth),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/ticket/exchange',
    summary: 'Spends a view ticket (once) for a session token',
    tags,
    access: { public: true },
    body: ZTicketExchangeBody,
    response: ZTicketExchangeResult,
    handler: ({ req, body }) => tickets.exchange(body.ticket, requestMeta(req)),
  });
}
