import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { insertTogether } from './runtime.repo.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
let t: TTestApp;
let admin: string;
let modelId: string;
let table: string;
let child: string;

const f = (jnpfKey: string, key: string, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const body = {
    fullName: '写入模型',
    enCode: 'rtwrite',
    category: 'dict-webdesign-business',
    type: 1,
    formData: {
      fields: [
        f('comInput', 'title'),
        f('table', 'lines', { children: [f('comInput', 'item'), f('numInput', 'amount')] }),
      ],
    },
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id as string;
  const published = (await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json();
  expect(published.code).toBe(200);
  table = `vd_${modelId}`;
  child = `${table}_s1`;
  await bindModelMenu(t, modelId, [], ['btn_add'], undefined, Date.now());
});
afterAll(() => t.close());

const row = (values: Record<string, string>) =>
  new Map<string, SQL | null>(Object.entries(values).map(([k, v]) => [k, sql`${v}`]));
/** A record row: its id, a creation time, a title. */
const record = (id: string, title: string) => row({ id, title }).set('creator_time', sql`0::bigint`);
const count = async (tableName: string, id: string, column = 'id') => {
  const res = await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(tableName)} where ${sql.identifier(column)} = ${id}`,
  );
  return Number((res as { rows: { n: number }[] }).rows[0].n);
};

describe('a new record and its sub-table rows in one statement', () => {
  it('writes the record and its rows together, the foreign key satisfied by the record of the same statement', async () => {
    const lines = [0, 1, 2].map((i) => row({ id: `wl${i}`, parent_id: 'w1', item: `零件${i}` }));
    await insertTogether(t.db, { table, rows: [record('w1', '一')] }, [{ table: child, rows: lines }]);
    expect(await count(table, 'w1')).toBe(1);
    expect(await count(child, 'w1', 'parent_id')).toBe(3);
  });

  it('writes nothing when one sub-table row fails', async () => {
    const lines = [row({ id: 'wx0', parent_id: 'w2' }), row({ id: 'wx1', parent_id: 'nobody' })];
    await expect(
      insertTogether(t.db, { table, rows: [record('w2', '二')] }, [{ table: child, rows: lines }]),
    ).rejects.toThrow();
    expect(await count(table, 'w2')).toBe(0);
    expect(await count(child, 'w2', 'parent_id')).toBe(0);
  });

  it('creates through the API with system fields and five sub-table rows in their order', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => ({ item: `行${i}`, amount: i }));
    const res = await t.call('POST', `${rt}/${modelId}`, {
      token: admin,
      body: { data: { title: '三', lines } },
    });
    expect(res.json().code).toBe(200);
    const id = res.json().data.id as string;
    const info = (await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).json();
    expect(JSON.parse(info.data.data as string)).toMatchObject({ title: '三', lines });
    const sys = await t.db.execute(
      sql`select creator_user_id, creator_time from ${sql.identifier(table)} where id = ${id}`,
    );
    const [stamped] = (sys as { rows: { creator_user_id: string; creator_time: string }[] }).rows;
    expect(stamped.creator_user_id).toBeTruthy();
    expect(Number(stamped.creator_time)).toBeGreaterThan(0);
  });
});
