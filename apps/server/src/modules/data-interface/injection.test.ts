import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { users } from '../users/user.table.ts';
import { areas } from '../area/area.table.ts';
import { dictionaryData } from '../dictionary/dictionary.table.ts';

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
