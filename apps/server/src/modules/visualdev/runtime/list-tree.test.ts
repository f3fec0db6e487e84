import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';
import { toTreeNodes } from './list-tree.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const BUSINESS = 'dict-webdesign-business';
let t: TTestApp;
let admin: string;
let holder: string;
let holderId: string;
let stranger: string;
let modelId: string;

const f = (jnpfKey: string, key: string, more: object = {}, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
  ...more,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const body = {
    fullName: '树形列表',
    enCode: 'rttree',
    category: BUSINESS,
    type: 1,
    formData: {
      fields: [
        f('comInput', 'title'),
        f('select', 'cat', {}, { dataType: 'dictionary', dictionaryType: 'dict-webdesign' }),
        f('createUser', 'maker'),
      ],
    },
    columnData: {
      type: 2,
      treeTitle: '分类',
      treeDataSource: 'dictionary',
      treeDictionary: 'webDesign',
      treeDbTableFieldRelation: 'cat',
      columnList: [{ prop: 'title' }, { prop: 'cat' }, { prop: 'maker' }],
    },
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id;
  await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin });
  const u = await buildUser(t.db, { account: 'vdtreeuser', realName: '树表用户' });
  holderId = u.id;
  await buildUser(t.db, { account: 'vdtreenone' });
  await bindModelMenu(t, modelId, [u.id], ['btn_add'], undefined, Date.now());
  holder = await t.signIn('vdtreeuser', DEFAULT_PASSWORD);
  stranger = await t.signIn('vdtreenone', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('a tree list', () => {
  it('answers its dictionary’s entries as the left tree to holders of the model’s menu only', async () => {
    const res = await t.call('GET', `${rt}/${modelId}/TreeData`, { token: holder });
    expect(res.json().code, res.body).toBe(200);
    const ids = (res.json().data.list as { id: string }[]).map((n) => n.id);
    expect(ids).toContain(BUSINESS);
    expect(ids).not.toContain('0');
    expect((await t.call('GET', `${rt}/${modelId}/TreeData`, { token: stranger })).statusCode).toBe(403);
    expect((await t.call('GET', `${rt}/nope/TreeData`, { token: admin })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('filters by a node and answers the names its ids stand for', async () => {
    const data = JSON.stringify({ title: '甲', cat: BUSINESS });
    expect((await t.call('POST', `${rt}/${modelId}`, { token: holder, body: { data } })).json().code).toBe(
      200,
    );
    const other = JSON.stringify({ title: '乙', cat: 'dict-webdesign-basic' });
    expect(
      (await t.call('POST', `${rt}/${modelId}`, { token: holder, body: { data: other } })).json().code,
    ).toBe(200);
    const res = await t.call('POST', `${rt}/${modelId}/List`, {
      token: holder,
      body: { currentPage: 1, pageSize: 20, json: { cat: BUSINESS } },
    });
    const page = res.json().data;
    expect(page.list.map((r: { title: string }) => r.title)).toEqual(['甲']);
    expect(page.list[0].cat).toBe(BUSINESS);
    expect(page.names[`dictionary:${BUSINESS}`]).toBe('业务功能');
    expect(page.names[`user:${holderId}`]).toBe('树表用户'); // read by the page's own statement
    expect(Object.values(page.names)).toHaveLength(2); // the entry and the creating user
  });

  it('reads data-interface rows through the designed keys, nested, ignoring rows without a value', () => {
    const rows = { list: [{ k: 1, n: '一', c: [{ k: 'x', n: '叉' }, { n: 'no key' }] }, 'bad'] };
    expect(toTreeNodes(rows, { value: 'k', label: 'n', children: 'c' })).toEqual([
      { id: '1', fullName: '一', children: [{ id: 'x', fullName: '叉' }] },
    ]);
  });
});
