import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { openDatabase } from '../../db/client.ts';
import { systemScope } from '../authorize/data-scope.ts';
import { findScopedUser } from './user-list.repo.ts';

// The by-id read runs as a prepared query built once per caller's scope (issue 12, bench/README.md).

const base = '/api/system/permission/users';
let t: TTestApp;
let admin: string;
let manager: string; // user admin of department A, scope: department A and below
let insiderId: string;
let outsiderId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '销售部', enCode: 'SALES' })).id;
  const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '法务部', enCode: 'LEGAL' })).id;
  const m = await buildUser(t.db, { account: 'infomgr', organizeId: deptA });
  const role = await buildRole(t.db, [m.id], { fullName: '用户管理员', enCode: 'infomgr' });
  await grant(t.db, { type: 'Role', id: role.id }, ['permission.user'], []);
  await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.user', 'departmentAndBelow');
  manager = await t.signIn(m.account, DEFAULT_PASSWORD);
  insiderId = (await buildUser(t.db, { account: 'insider', organizeId: deptA })).id;
  outsiderId = (await buildUser(t.db, { account: 'outsider', organizeId: deptB })).id;
});
afterAll(() => t.close());

const info = (token: string, id: string) => t.call('GET', `${base}/info/${id}`, { token });

describe('users/info, the by-id read', () => {
  it('keeps each caller inside its own scope although the query is prepared once per scope', async () => {
    // The super admin's query runs first and is reused by the super admin only.
    for (let i = 0; i < 2; i++) {
      expect((await info(admin, outsiderId)).json().data.account).toBe('outsider');
      expect((await info(manager, outsiderId)).statusCode).toBe(404);
      expect((await info(manager, insiderId)).json().data.account).toBe('insider');
    }
  });

  it('answers the stored fields without the password hash or the search index', async () => {
    const data = (await info(admin, insiderId)).json().data;
    expect(data).toMatchObject({ id: insiderId, account: 'insider', positionIds: [], roleIds: [] });
    expect(data).not.toHaveProperty('passwordHash');
    expect(data).not.toHaveProperty('searchText');
  });

  it('on PostgreSQL, runs as one named prepared statement per connection', async () => {
    if (t.database.kind !== 'pg' || !t.database.url) return; // PGlite has no named statements
    const one = await openDatabase({ url: t.database.url, migrate: false, poolMax: 1 });
    try {
      const scope = systemScope('test: the statement, not the scope');
      expect((await findScopedUser(one.db, insiderId, scope))?.account).toBe('insider');
      expect((await findScopedUser(one.db, outsiderId, scope))?.account).toBe('outsider');
      const { rows } = await one.pool!.query<{ name: string }>(
        `select name from pg_prepared_statements where statement like '%base_user_relation%'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].name).toMatch(/^q_/);
    } finally {
      await one.close();
    }
  });
});
