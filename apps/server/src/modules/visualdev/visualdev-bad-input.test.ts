import { FORM_FIXTURES } from '@app/contracts/visualdev-fixtures';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { users } from '../users/user.table.ts';
import { bindModelMenu } from './runtime/runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
let t: TTestApp;
let admin: string;
let id: string; // a published model bound to a menu of the administrator
let recordId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const body = {
    fullName: '坏输入',
    enCode: 'badinput',
    category: 'dict-webdesign-business',
    type: 1,
    formData: FORM_FIXTURES.layout,
  };
  id = (await t.call('POST', base, { token: admin, body })).json().data.id as string;
  expect((await t.call('POST', `${base}/${id}/Actions/Release`, { token: admin })).json().code).toBe(200);
  const [me] = await t.db.select().from(users).where(eq(users.account, 'admin'));
  const buttons = ['btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove', 'btn_download'];
  await bindModelMenu(t, id, [me.id], buttons, undefined, Date.now());
  const rec = await t.call('POST', `${rt}/${id}`, {
    token: admin,
    body: { data: { comInputField149: '一' } },
  });
  recordId = rec.json().data.id as string;
});
afterAll(() => t.close());

/** What a bad call may change: the models, their versions and releases, the records and their versions. */
async function snapshot() {
  const count = async (q: ReturnType<typeof sql>) => {
    const res: unknown = await t.db.execute(q);
    return (res as { rows: { n: number }[] }).rows[0].n;
  };
  return {
    models: await count(sql`select count(*)::int as n from base_visualdev where delete_time is null`),
    drafts: await count(sql`select coalesce(sum(version), 0)::int as n from base_visualdev`),
    releases: await count(sql`select count(*)::int as n from base_visualdev_release`),
    records: await count(
      sql`select count(*)::int as n from ${sql.identifier(`vd_${id}`)} where delete_time is null`,
    ),
    changed: await count(sql`select coalesce(sum(version), 0)::int as n from ${sql.identifier(`vd_${id}`)} `),
  };
}

type TCase = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: () => string, body: unknown, field: string];
const goodModel = () => ({
  fullName: '好',
  enCode: 'goodone',
  category: 'dict-webdesign-business',
  type: 1,
  formData: FORM_FIXTURES.layout,
});

const CASES: TCase[] = [
  ['GET', () => `${base}?type=9`, undefined, 'query.type'],
  ['GET', () => `${base}?keyword=${'x'.repeat(300)}`, undefined, 'query.keyword'],
  ['GET', () => `${base}/Selector?type=x`, undefined, 'query.type'],
  ['GET', () => `${base}/a;b`, undefined, 'path.id'],
  ['POST', () => base, { ...goodModel(), fullName: '' }, 'body.fullName'],
  ['POST', () => base, { ...goodModel(), formData: { fields: 'x' } }, 'body.formData.fields'],
  ['POST', () => base, { ...goodModel(), columnData: '{bad' }, 'body.columnData'],
  ['POST', () => base, { ...goodModel(), enCode: 'a b' }, 'body.enCode'],
  ['PUT', () => `${base}/${id}`, { ...goodModel(), type: 0 }, 'body.type'],
  ['PUT', () => `${base}/${id}`, { ...goodModel(), category: 'dict-nation-01' }, 'body.category'],
  ['PUT', () => `${base}/a%20b`, goodModel(), 'path.id'],
  ['DELETE', () => `${base}/a;b`, undefined, 'path.id'],
  ['POST', () => `${base}/a;b/Actions/Copy`, undefined, 'path.id'],
  ['GET', () => `${base}/a;b/FormDataFields`, undefined, 'path.id'],
  ['POST', () => `${base}/a;b/Actions/Release`, undefined, 'path.id'],
  ['POST', () => `${base}/a;b/Actions/ExportData`, undefined, 'path.id'],
  ['POST', () => `${base}/Actions/ImportData`, { data: '{not json' }, 'body.data'],
  ['POST', () => `${base}/Actions/ImportData`, { data: { ...goodModel(), type: 'x' } }, 'body.data.type'],
  ['POST', () => `${base}/Actions/ImportData`, {}, 'body.data'],
  ['GET', () => `${base}/${id}/FieldDataSelect`, undefined, 'query.field'],
  ['GET', () => `${base}/${id}/FieldDataSelect?field=nope`, undefined, 'query.field'],
  ['GET', () => `${base}/${id}/FieldDataSelect?field=comInputField149&pageSize=501`, undefined, 'pageSize'],
  ['GET', () => `${rt}/${id}/List?pageSize=0`, undefined, 'query.pageSize'],
  ['GET', () => `${rt}/${id}/List?json=%7Bx`, undefined, 'query.json'],
  ['POST', () => `${rt}/${id}/List`, { sort: 'sideways' }, 'body.sort'],
  ['POST', () => `${rt}/${id}/List`, { keyword: 'x'.repeat(101) }, 'body.keyword'],
  ['POST', () => `${rt}/${id}`, {}, 'body.data'],
  ['POST', () => `${rt}/${id}`, { data: '[1,2]' }, 'body.data'],
  ['POST', () => `${rt}/${id}`, { data: { numInputField150: 'x' } }, 'body.data.numInputField150'],
  ['PUT', () => `${rt}/${id}/${recordId}`, { data: { numInputField150: 'x' } }, 'body.data.numInputField150'],
  ['PUT', () => `${rt}/${id}/${recordId}`, { data: 'x' }, 'body.data'],
  ['PUT', () => `${rt}/${id}/a;b`, { data: {} }, 'path.id'],
  ['GET', () => `${rt}/${id}/a;b`, undefined, 'path.id'],
  ['GET', () => `${rt}/${id}/a;b/DataChange`, undefined, 'path.id'],
  ['DELETE', () => `${rt}/${id}/a;b`, undefined, 'path.id'],
  ['POST', () => `${rt}/batchDelete/${id}`, { ids: [] }, 'body.ids'],
  ['POST', () => `${rt}/batchDelete/${id}`, { ids: ['a;b'] }, 'body.ids.0'],
  ['POST', () => `${rt}/${id}/Actions/Export`, {}, 'body.selectKey'],
];

describe('bad input to the visual-dev endpoints', () => {
  it('answers 400 naming the field for every endpoint, and changes nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [method, url, body, field] of CASES) {
      const res = await t.call(method, url(), { token: admin, body });
      const msg = String(res.json<{ msg?: unknown }>().msg);
      if (res.statusCode !== 400 || !msg.includes(field)) {
        wrong.push(`${method} ${url().slice(0, 80)} (${field}) → ${res.statusCode} ${msg.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for unknown models and records, changing nothing', async () => {
    const before = await snapshot();
    for (const [method, url] of [
      ['GET', `${base}/123`],
      ['DELETE', `${base}/123`],
      ['POST', `${base}/123/Actions/Copy`],
      ['GET', `${base}/123/FormDataFields`],
      ['POST', `${base}/123/Actions/Release`],
      ['POST', `${base}/123/Actions/ExportData`],
      ['GET', `${rt}/${id}/123`],
      ['GET', `${rt}/${id}/123/DataChange`],
      ['DELETE', `${rt}/${id}/123`],
    ] as const) {
      const res = await t.call(method, url, { token: admin });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const put = await t.call('PUT', `${rt}/${id}/123`, { token: admin, body: { data: {} } });
    expect(put.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
