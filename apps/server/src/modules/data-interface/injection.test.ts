import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { users } from '../users/user.table.ts';
import { areas } from '../area/area.table.ts';
import { dictionaryData } from '../dictionary/dictionary.table.ts';
import { previewInterface } from './data-interface.test-kit.ts';

/** Strings that break string-built SQL or paths (issue 4's injection suite). */
const PAYLOADS = [
  "' or 1=1--",
  "';select pg_sleep(3)--",
  ';select pg_sleep(3)',
  '1; drop table base_user',
  "x' union select password_hash from base_user--",
  '/**/or/**/1=1',
  "%' --",
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\\\\x27 or 1=1',
];

/** Every GET of these modules with a string parameter; `{p}` is replaced by the encoded payload. */
const TARGETS = [
  '/api/system/base/dictionary/type/list?keyword={p}',
  '/api/system/base/dictionary/data/list/{p}',
  '/api/system/base/dictionary/data/list/dict-sex?keyword={p}',
  '/api/system/base/dictionary/type/info/{p}',
  '/api/system/base/dictionary/data/data/ops/{p}',
  '/api/system/base/bill/rule/page?keyword={p}',
  '/api/system/base/bill/rule/page?sidx={p}',
  '/api/system/base/bill/rule/page?sort={p}',
  '/api/system/base/bill/rule/getNumber/{p}',
  '/api/system/message/page?keyword={p}',
  '/api/system/message/receive/page?keyword={p}',
  '/api/system/message/receive/page?type={p}',
  '/api/system/message/read/{p}',
  '/api/system/base/area/list?keyword={p}',
  '/api/system/base/area/list?nodeId={p}',
  '/api/system/base/area/ops/{p}',
  '/api/system/base/data/interface/page?keyword={p}',
  '/api/system/base/data/interface/page?categoryId={p}',
  '/api/system/base/data/interface/page?sidx={p}',
  '/api/system/base/data/interface/actions/{p}',
  '/api/system/base/data/interface/log/{p}',
];

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0].n,
  areas: (await t.db.select({ n: count() }).from(areas))[0].n,
  dict: (await t.db.select({ n: count() }).from(dictionaryData))[0].n,
});

describe('injection suite', () => {
  it.each(TARGETS)('GET %s: no 500, no delay, no extra rows', async (target) => {
    const before = await counts();
    for (const p of PAYLOADS) {
      const url = target.replace('{p}', encodeURIComponent(p));
      const started = Date.now();
      const res = await t.call('GET', url, { token: admin });
      expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(Date.now() - started, url).toBeLessThan(2000);
      const data = res.json<{ data?: { list?: unknown[]; pagination?: { total: number } } }>().data;
      if (res.statusCode === 200 && data?.pagination) expect(data.pagination.total, url).toBe(0);
      if (res.statusCode === 200 && data?.list && target.includes('keyword'))
        expect(data.list, url).toHaveLength(0);
    }
    expect(await counts()).toEqual(before);
  });

  it('treats injected body strings as data', async () => {
    for (const p of PAYLOADS) {
      const res = await t.call('POST', '/api/system/message/edit', {
        token: admin,
        body: { title: p, bodyText: p },
      });
      expect(res.statusCode).toBeLessThan(500);
    }
    const list = (
      await t.call('GET', `/api/system/message/page?keyword=${encodeURIComponent("' or 1=1--")}`, {
        token: admin,
      })
    ).json().data;
    expect(list.pagination.total).toBe(1);
  });
});

/** Reads of catalogue relations hidden behind a CTE of the same name that is not in scope where they are read. */
const CTE_BYPASSES = [
  // the reproduction: a CTE inside one sub-select, the real view read by its sibling
  'select b.* from (with pg_user as (select 1) select * from pg_user) a, (select usename, usesuper from pg_user) b',
  // nested two levels down
  'select * from (select * from (with pg_stat_activity as (select 1) select * from pg_stat_activity) x) y, pg_stat_activity',
  // the CTE in a sub-select of WHERE, the view in FROM, the select list or ORDER BY
  'select tablename from pg_tables where exists (with pg_tables as (select 1) select * from pg_tables)',
  'select (select usename from pg_user limit 1) from base_user where exists (with pg_user as (select 1) select 1 from pg_user)',
  'select id from base_user order by (select count(*) from pg_user), (with pg_user as (select 1) select 1 from pg_user)',
  // lateral: one lateral sub-select's WITH is not the next one's
  'select b.* from base_user u, lateral (with pg_user as (select 1 as x) select x from pg_user) a, lateral (select usename from pg_user) b',
  // a non-recursive CTE's own name in its body is the real relation; so is a later sibling's name
  'with pg_user as (select usename, usesuper from pg_user) select * from pg_user',
  'with a as (select usename from pg_user), pg_user as (select 1) select * from a',
  // RECURSIVE makes a list's names visible to its members, not to a sibling query
  'with recursive r as (select 1) select * from (with recursive pg_user as (select 1) select 1) x, pg_user',
  // a WITH inside a CTE body does not leak into the main query
  'with a as (with pg_user as (select 1) select 1) select * from pg_user, a',
  'with x as (select * from (with pg_authid as (select 1) select 1) s), y as (select * from pg_authid) select * from y',
  // set operations: an arm's WITH is its own
  "(with pg_user as (select 'x' as usename) select usename from pg_user) union all select usename from pg_user",
  "select usename from pg_user union all (with pg_user as (select 'x' as usename) select usename from pg_user)",
  // data-modifying statements with a WITH, and a write inside a CTE
  'with pg_user as (select 1) delete from base_user',
  "with d as (update base_user set real_name = 'x' returning *) select * from d",
];

/** CTE uses PostgreSQL accepts, with what they answer. */
const CTE_QUERIES: [string, unknown[]][] = [
  [
    "with u as (select id, account from base_user) select account from u where id = 'admin'",
    [{ account: 'admin' }],
  ],
  [
    "with a as (select id from base_user), b as (select id from a) select id from b where id = 'admin'",
    [{ id: 'admin' }],
  ],
  [
    'with recursive n(i) as (select 1 union all select i + 1 from n where i < 5) select max(i) as m from n',
    [{ m: 5 }],
  ],
  ["with recursive a as (select v from b), b as (select 'x' as v) select v from a", [{ v: 'x' }]],
  [
    "with u as (select id from base_user) select id from (select id from u where id = 'admin') s",
    [{ id: 'admin' }],
  ],
  [
    "with u as (select id from base_user where id = 'admin') select account from base_user where id in (select id from u)",
    [{ account: 'admin' }],
  ],
  [
    "with u as (select id from base_user) select b.account from u, lateral (select account from base_user where id = u.id) b where u.id = 'admin'",
    [{ account: 'admin' }],
  ],
  ["with base_user as (select 'shadow' as account) select account from base_user", [{ account: 'shadow' }]],
  [
    "with x as (select 'outer' as v) select v from (with x as (select 'inner' as v) select v from x) s",
    [{ v: 'inner' }],
  ],
  [
    "with x as (select 'outer' as v) select v from (with x as (select v || '+' as v from x) select v from x) s",
    [{ v: 'outer+' }],
  ],
  ["with u as (select 'a' as v) select v from u union all select v from u", [{ v: 'a' }, { v: 'a' }]],
];

describe('SQL interface CTE scope', () => {
  const preview = (query: string) => previewInterface(t, admin, { enCode: 'cte', dataType: 1, query });

  it.each(CTE_BYPASSES)('refuses a relation named like a CTE that is not in scope: %s', async (query) => {
    const res = await preview(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toMatch(/SQL 不允许：(table "pg_|only SELECT)/);
  });

  it.each(CTE_QUERIES)('runs a CTE that is in scope: %s', async (query, rows) => {
    const res = await preview(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(rows);
  });
});
