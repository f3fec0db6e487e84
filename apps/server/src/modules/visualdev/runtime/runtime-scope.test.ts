import { STANDARD_SCOPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID } from '../../../db/seed/seed.ts';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildUser } from '../../../test/factories.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
let t: TTestApp;
let admin: string;
let target: string; // the model relationForm fields pick from
let picker: string; // a model whose relationForm picks records of `target`
let ta: string; // department A, department scope on target's menu
let tb: string; // department B, same
let tp: string; // holds only picker's menu
const ids: Record<string, string> = {};

const f = (jnpfKey: string, key: string, more: object = {}) => ({
  __config__: { jnpfKey, label: key },
  __vModel__: key,
  ...more,
});

async function publishModel(enCode: string, fields: object[]) {
  const body = {
    fullName: enCode,
    enCode,
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields },
  };
  const id = (await t.call('POST', base, { token: admin, body })).json().data.id as string;
  expect((await t.call('POST', `${base}/${id}/Actions/Release`, { token: admin })).json().code).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  target = await publishModel('rtscopet', [f('comInput', 'title')]);
  picker = await publishModel('rtscopep', [
    f('comInput', 'name'),
    f('relationForm', 'ref', { modelId: target, relationField: 'title' }),
  ]);
  const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  const a = await buildUser(t.db, { account: 'rtsa', organizeId: deptA });
  const b = await buildUser(t.db, { account: 'rtsb', organizeId: deptB });
  const p = await buildUser(t.db, { account: 'rtsp', organizeId: deptA });
  const department = STANDARD_SCOPES.find((s) => s.code === 'department')!;
  const buttons = ['btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove'];
  await bindModelMenu(t, target, [a.id, b.id], buttons, department, Date.now());
  await bindModelMenu(t, picker, [p.id, a.id], ['btn_add'], undefined, Date.now());
  [ta, tb, tp] = [
    await t.signIn(a.account, DEFAULT_PASSWORD),
    await t.signIn(b.account, DEFAULT_PASSWORD),
    await t.signIn(p.account, DEFAULT_PASSWORD),
  ];
  for (const [key, token] of [
    ['a1', ta],
    ['a2', ta],
    ['b1', tb],
  ] as const) {
    const res = await t.call('POST', `${rt}/${target}`, { token, body: { data: { title: `记录${key}` } } });
    ids[key] = res.json().data.id as string;
  }
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.call('GET', url, { token });

describe('OnlineDev data scope and relationForm', () => {
  it('a department-scoped user sees only its department in List, info, DataChange and FieldDataSelect', async () => {
    const listed = (await t.call('POST', `${rt}/${target}/List`, { token: ta, body: {} })).json().data;
    expect(listed.list.map((r: { id: string }) => r.id).sort()).toEqual([ids.a1, ids.a2].sort());
    expect(listed.pagination.total).toBe(2);
    expect((await get(`${rt}/${target}/${ids.a1}`, ta)).json().code).toBe(200);
    expect((await get(`${rt}/${target}/${ids.a1}/DataChange`, ta)).json().code).toBe(200);
    for (const url of [`${rt}/${target}/${ids.b1}`, `${rt}/${target}/${ids.b1}/DataChange`]) {
      const res = await get(url, ta);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.stringify(res.json()), url).not.toContain('记录b1');
    }
    const options = (await get(`${base}/${target}/FieldDataSelect?field=title`, ta)).json().data;
    expect(options.list.map((o: { fullName: string }) => o.fullName).sort()).toEqual(['记录a1', '记录a2']);
    expect(options.pagination.total).toBe(2);
    const theirs = (await get(`${base}/${target}/FieldDataSelect?field=title&keyword=b1`, tb)).json().data;
    expect(theirs.list).toEqual([{ id: ids.b1, fullName: '记录b1' }]);
    expect(
      (await get(`${base}/${target}/FieldDataSelect?field=title&keyword=b1`, ta)).json().data.list,
    ).toEqual([]);
  });

  it('changes nothing outside the scope: update, delete and a batch with one foreign id answer 404', async () => {
    const put = await t.call('PUT', `${rt}/${target}/${ids.b1}`, {
      token: ta,
      body: { data: { title: 'x' } },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `${rt}/${target}/${ids.b1}`, { token: ta })).statusCode).toBe(404);
    const batch = await t.call('POST', `${rt}/batchDelete/${target}`, {
      token: ta,
      body: { ids: [ids.a2, ids.b1] },
    });
    expect(batch.statusCode).toBe(404);
    expect((await get(`${rt}/${target}/${ids.a2}`, ta)).json().code).toBe(200);
    const b1 = JSON.parse((await get(`${rt}/${target}/${ids.b1}`, tb)).json().data.data);
    expect(b1.title).toBe('记录b1');
  });

  it("relationForm leaks nothing: a holder of the picking model's menu only cannot read the picked model", async () => {
    expect((await get(`${rt}/${picker}/Config`, tp)).json().code).toBe(200);
    for (const url of [
      `${base}/${target}/FieldDataSelect?field=title`,
      `${rt}/${target}/${ids.a1}/DataChange`,
      `${rt}/${target}/${ids.a1}`,
      `${rt}/${target}/Config`,
    ]) {
      const res = await get(url, tp);
      expect(res.statusCode, url).toBe(403);
      expect(JSON.stringify(res.json()), url).not.toContain('记录');
    }
    const list = await t.call('POST', `${rt}/${target}/List`, { token: tp, body: {} });
    expect(list.statusCode).toBe(403);
    // An unknown or unpublished model answers no options either.
    const draft = (
      await t.call('POST', base, {
        token: admin,
        body: {
          fullName: '草稿',
          enCode: 'rtdraft',
          category: 'dict-webdesign-business',
          type: 1,
          formData: { fields: [f('comInput', 'title')] },
        },
      })
    ).json().data.id as string;
    for (const id of [draft, '1234567890']) {
      const res = await get(`${base}/${id}/FieldDataSelect?field=title`, admin);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });

  it('a relationForm value must be a record of the picked model the writer may see', async () => {
    const pick = (ref: string, token: string) =>
      t.call('POST', `${rt}/${picker}`, { token, body: { data: { name: '选', ref } } });
    expect((await pick(ids.a1, ta)).json().code).toBe(200);
    const count = async () =>
      (await t.call('POST', `${rt}/${picker}/List`, { token: tp, body: {} })).json().data.pagination.total;
    const before = await count();
    for (const [ref, token, who] of [
      [ids.b1, ta, 'another department'],
      [ids.a1, tp, 'no menu of the picked model'],
      ['123', ta, 'no such record'],
      [picker, ta, 'not a record'],
    ] as const) {
      const res = await pick(ref, token);
      expect(res.statusCode, who).toBe(400);
      expect(res.json().msg, who).toContain('body.data.ref');
    }
    expect(await count()).toBe(before);
  });
});
