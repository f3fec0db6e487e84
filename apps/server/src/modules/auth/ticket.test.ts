import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../test/factories.ts';
import { sha256 } from '../../lib/crypto.ts';
import { viewTickets } from './ticket.table.ts';
import { VIEW_TICKET_TTL_MS } from './ticket.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const issue = (token?: string) => t.call('POST', '/api/oauth/ticket', { token });
const exchange = (ticket: unknown) => t.call('POST', '/api/oauth/ticket/exchange', { body: { ticket } });
const me = (token: string) => t.call('GET', '/api/oauth/current/user/Web', { token });

async function newUserToken() {
  const u = await buildUser(t.db);
  return { user: u, token: await t.signIn(u.account, DEFAULT_PASSWORD) };
}

describe('one-time view tickets (menu type 6)', () => {
  it('issues a 60 s ticket to a signed-in user and stores only its hash', async () => {
    const { user, token } = await newUserToken();
    const res = await issue(token);
    expect(res.statusCode).toBe(200);
    const { ticket, expiresAt } = res.json().data as { ticket: string; expiresAt: number };
    expect(ticket.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db
      .select()
      .from(viewTickets)
      .where(eq(viewTickets.id, sha256(ticket)));
    expect(row.userId).toBe(user.id);
    expect(expiresAt - row.createdAt).toBe(VIEW_TICKET_TTL_MS);
    const stored = await t.db.select().from(viewTickets).where(eq(viewTickets.id, ticket));
    expect(stored).toHaveLength(0);
  });

  it('refuses to issue a ticket without a session', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 600, data: null });
  });

  it('exchanges a ticket once for a working session token of the same user', async () => {
    const { user, token } = await newUserToken();
    const { ticket } = (await issue(token)).json().data as { ticket: string };
    const first = await exchange(ticket);
    expect(first.statusCode).toBe(200);
    const viewToken = (first.json().data as { token: string }).token;
    expect(viewToken).toMatch(/^Bearer /);
    expect(viewToken).not.toBe(token);
    expect((await me(viewToken)).json().data.userInfo.userId).toBe(user.id);

    const second = await exchange(ticket);
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toContain('body.ticket');
  });

  it('refuses a ticket after 60 s', async () => {
    const { token } = await newUserToken();
    const { ticket } = (await issue(token)).json().data as { ticket: string };
    t.advance(VIEW_TICKET_TTL_MS + 1);
    const res = await exchange(ticket);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('refuses an unknown ticket and a missing one, naming the field', async () => {
    const unknown = await exchange('not-a-ticket');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('body.ticket');
    const missing = await exchange(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('ticket');
  });
});
