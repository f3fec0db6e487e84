import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildOrg, buildUser, grantScope } from '../../test/factories.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { OrgTreeCache } from '../organize/org-tree.cache.ts';
import { DataScopeService, systemScope, type TScope } from './data-scope.ts';
import { systemColumnScope, type TSystemColumns } from './system-column-scope.ts';

// A table as the low-code publish step creates it: the model's columns plus the system columns.
const TABLE = 'mdl_scope_probe';
const col = (name: string) => sql`${sql.identifier(TABLE)}.${sql.identifier(name)}`;
const SYSTEM: TSystemColumns = {
  id: col('f_id'),
  companyId: col('f_company_id'),
  organizeId: col('f_organize_id'),
  creatorUserId: col('f_creator_user_id'),
};

let t: TTestApp;
let scopes: DataScopeService;
let deptA: string; // the caller's department
let deptB: string; // its sibling, same company
let otherCompany: string;
let otherDept: string;
let me: string;

/** A caller in department A holding one standard scheme of a page (the model's menu stands in as the users page). */
async function scopeOf(scheme: string): Promise<TScope> {
  const u = await buildUser(t.db, { organizeId: deptA });
  await grantScope(t.db, { type: 'User', id: u.id }, 'permission.user', scheme);
  const auth: TAuth = {
    sessionId: newId(),
    userId: u.id,
    account: u.account,
    realName: u.realName,
    isAdmin: false,
    organizeId: deptA,
    roleIds: [],
    positionIds: [],
    codes: new Set<string>(),
    language: null,
    mustChangePassword: false,
  };
  me = u.id;
  return scopes.forPage(auth, 'permission.user');
}

/** Titles of the rows a scope lets through, over the given system columns. */
async function titles(scope: TScope, cols: TSystemColumns = SYSTEM): Promise<string[]> {
  const where = systemColumnScope(scope, cols) ?? sql`true`;
  const res: unknown = await t.db.execute(
    sql`select f_title from ${sql.identifier(TABLE)} where ${where} order by f_title`,
  );
  return (res as { rows: { f_title: string }[] }).rows.map((r) => r.f_title);
}

beforeAll(async () => {
  t = await buildTestApp();
  const bus = createLocalBus();
  scopes = new DataScopeService(t.db, bus, new OrgTreeCache(t.db, bus));
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  otherCompany = (await buildOrg(t.db, { parentId: '-1', category: 'company' })).id;
  otherDept = (await buildOrg(t.db, { parentId: otherCompany })).id;
  await t.db.execute(sql`create table ${sql.identifier(TABLE)} (
    f_id text primary key, f_title text not null,
    f_company_id text, f_organize_id text, f_creator_user_id text)`);
});
afterAll(async () => {
  scopes.close();
  await t.close();
});

/** Inserts the probe rows: A's, B's, the other company's, and one of the caller's in the other company. */
async function insertRows(creator: string) {
  await t.db.execute(sql`delete from ${sql.identifier(TABLE)}`);
  const rows: [string, string, string, string][] = [
    ['a', SEED_COMPANY_ID, deptA, 'someone'],
    ['b', SEED_COMPANY_ID, deptB, 'someone'],
    ['c', otherCompany, otherDept, 'someone'],
    ['mine', otherCompany, otherDept, creator],
  ];
  for (const [title, company, dept, by] of rows) {
    await t.db.execute(
      sql`insert into ${sql.identifier(TABLE)} values (${newId()}, ${title}, ${company}, ${dept}, ${by})`,
    );
  }
}

describe("the data scope over a runtime table's system columns", () => {
  it.each([
    ['department', "the caller's department", ['a']],
    ['companyAndBelow', 'the company and every department below it', ['a', 'b']],
    ['self', 'the caller, wherever they belong', ['mine']],
  ])('the %s scheme keeps the rows of %s', async (scheme, _what, expected) => {
    const scope = await scopeOf(scheme);
    await insertRows(me);
    expect(await titles(scope)).toEqual(expected);
  });

  it('reads the company column when the table has no department one; the whole scope reads all', async () => {
    const scope = await scopeOf('companyAndBelow');
    await insertRows(me);
    const { organizeId: _dept, ...companyOnly } = SYSTEM;
    expect(await titles(scope, companyOnly)).toEqual(['a', 'b']);
    expect(await titles(systemScope('test: the whole table'))).toEqual(['a', 'b', 'c', 'mine']);
  });

  it('a scheme naming a column the table lacks matches nothing', async () => {
    const scope = await scopeOf('self');
    await insertRows(me);
    const { creatorUserId: _by, ...noCreator } = SYSTEM;
    expect(await titles(scope, noCreator)).toEqual([]);
  });
});
