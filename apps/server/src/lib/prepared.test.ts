import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../modules/users/user.table.ts';
import { buildOnce, prepareOnce, prepareScoped, statementName } from './prepared.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('prepareOnce', () => {
  it('prepareOnce builds a placeholder query once per database handle and runs it with each call’s values', async () => {
    let builds = 0;
    const byIds = () =>
      prepareOnce(t.db, 'test.accounts', () => {
        builds++;
        return t.db
          .select({ account: users.account })
          .from(users)
          .where(sql`${users.id} = any(${sql.placeholder('ids')}::text[])`);
      });
    expect(await byIds().execute({ ids: ['admin'] })).toEqual([{ account: 'admin' }]);
    expect(await byIds().execute({ ids: ['nobody'] })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('prepareScoped builds a query once per scope object and again for a new scope', async () => {
    let builds = 0;
    const byScope = (scope: object, account: string) =>
      prepareScoped(t.db, scope, 'test.scoped', () => {
        builds++;
        return t.db
          .select({ id: users.id })
          .from(users)
          .where(sql`${users.account} = ${account} and ${users.id} = ${sql.placeholder('id')}`);
      });
    const [adminScope, otherScope] = [{}, {}];
    expect(await byScope(adminScope, 'admin').execute({ id: 'admin' })).toEqual([{ id: 'admin' }]);
    expect(await byScope(adminScope, 'ignored').execute({ id: 'admin' })).toEqual([{ id: 'admin' }]);
    expect(builds).toBe(1);
    expect(await byScope(otherScope, 'nobody').execute({ id: 'admin' })).toEqual([]);
    expect(builds).toBe(2);
  });

  it('on PostgreSQL, prepares one named statement per query shape and reuses it', async () => {
    if (t.database.kind !== 'pg' || !t.database.url) return; // PGlite has no named statements
    const one = await openDatabase({ url: t.database.url, migrate: false, poolMax: 1 });
    try {
      const build = () =>
        one.db
          .select({ account: users.account })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')));
      const q = prepareOnce(one.db, 'test.byId', build);
      expect(await q.execute({ id: 'admin' })).toEqual([{ account: 'admin' }]);
      expect(await q.execute({ id: 'someone-else' })).toEqual([]);
      const name = statementName(build().toSQL().sql);
      const { rows } = await one.pool!.query<{ name: string }>('select name from pg_prepared_statements');
      expect(rows.filter((r) => r.name === name)).toHaveLength(1);
    } finally {
      await one.close();
    }
  });

  it('buildOnce builds a query once and runs it unnamed: PostgreSQL keeps no statement and plans each run', async () => {
    let builds = 0;
    const one =
      t.database.kind === 'pg' && t.database.url
        ? await openDatabase({ url: t.database.url, migrate: false, poolMax: 1 })
        : null;
    const db = one?.db ?? t.db;
    try {
      const byId = () =>
        buildOnce(db, 'test.unnamed', () => {
          builds++;
          return db
            .select({ account: users.account })
            .from(users)
            .where(eq(users.id, sql.placeholder('id')));
        });
      expect(await byId().execute({ id: 'admin' })).toEqual([{ account: 'admin' }]);
      expect(await byId().execute({ id: 'someone-else' })).toEqual([]);
      expect(builds).toBe(1);
      if (one?.pool) {
        const { rows } = await one.pool.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements',
        );
        expect(rows[0].n).toBe(0);
      }
    } finally {
      await one?.close();
    }
  });
});
