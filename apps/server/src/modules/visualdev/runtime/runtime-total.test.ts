import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';
import { TOTAL_CAP } from './runtime.repo.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const EXTRA = 30; // records past the cap
let t: TTestApp;
let token: string;
let modelId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.signIn();
  const body = {
    fullName: '计数模型',
    enCode: 'rttotal',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: [{ __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' }] },
    columnData: { searchList: [{ __vModel__: 'title', searchType: 2 }] },
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id as string;
  expect((await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json().code).toBe(
    200,
  );
  const u = await buildUser(t.db, { account: 'rttotal' });
  await bindModelMenu(t, modelId, [u.id], [], undefined, Date.now());
  token = await t.signIn(u.account, DEFAULT_PASSWORD);
  const table = `vd_${modelId}`;
  // Straight into the table: TOTAL_CAP + EXTRA records, one in a hundred titled "odd".
  await t.db.execute(sql`insert into ${sql.identifier(table)} (id, creator_time, "title")
    select 'r' || lpad(g::text, 6, '0'), g, case when g % 100 = 0 then 'odd' || g else 'even' || g end
    from generate_series(1, ${TOTAL_CAP + EXTRA}) g`);
});
afterAll(() => t.close());

const page = async (body: object) => {
  const res = (await t.call('POST', `${rt}/${modelId}/List`, { token, body })).json();
  expect(res.code, JSON.stringify(res).slice(0, 300)).toBe(200);
  return res.data as { list: unknown[]; pagination: { total: number; isTotalCapped: boolean } };
};

describe('OnlineDev List totals (ADR 0017)', () => {
  it('counts a long list only up to the cap past the page, and says so', async () => {
    const first = await page({ currentPage: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.pagination).toMatchObject({ total: TOTAL_CAP, isTotalCapped: true });
  });

  it('counts exactly once the cap past the page reaches the end', async () => {
    const deep = await page({ currentPage: 3, pageSize: 20 });
    expect(deep.pagination).toMatchObject({ total: TOTAL_CAP + EXTRA, isTotalCapped: false });
  });

  it('takes a short page as its own total, and counts a page past the end exactly', async () => {
    const odd = await page({ currentPage: 1, pageSize: 200, json: { title: 'odd' } });
    expect(odd.list).toHaveLength(100);
    expect(odd.pagination).toMatchObject({ total: 100, isTotalCapped: false });
    const lastShort = await page({ currentPage: 6, pageSize: 19, json: { title: 'odd' } });
    expect(lastShort.list).toHaveLength(5);
    expect(lastShort.pagination).toMatchObject({ total: 100, isTotalCapped: false });
    const past = await page({ currentPage: 9, pageSize: 20, json: { title: 'odd' } });
    expect(past.list).toHaveLength(0);
    expect(past.pagination).toMatchObject({ total: 100, isTotalCapped: false });
    const full = await page({ currentPage: 5, pageSize: 20, json: { title: 'odd' } });
    expect(full.list).toHaveLength(20);
    expect(full.pagination).toMatchObject({ total: 100, isTotalCapped: false });
  });

  it('keeps the list order for a trigram-served search (its sort column hidden from index matching)', async () => {
    const titles = async (body: object) =>
      ((await page(body)).list as { title: string }[]).map((r) => r.title);
    expect(await titles({ currentPage: 1, pageSize: 3, json: { title: 'odd' } })).toEqual([
      'odd10000',
      'odd9900',
      'odd9800',
    ]);
    expect(
      await titles({ currentPage: 1, pageSize: 3, json: { title: 'odd' }, sidx: 'title', sort: 'asc' }),
    ).toEqual(['odd100', 'odd1000', 'odd10000']);
  });
});
