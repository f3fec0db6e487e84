import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser } from '../../../test/factories.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const menuApi = '/api/system/base/menu';
let t: TTestApp;
let admin: string;
let modelId: string;

const f = (jnpfKey: string, key: string, label: string) => ({
  __config__: { jnpfKey, label },
  __vModel__: key,
});
const FIELDS = [
  f('comInput', 'title', '标题'),
  f('numInput', 'qty', '数量'),
  f('comInput', 'code', '编号'),
  f('textarea', 'memo', '备注'),
];
const DESIGN = {
  type: 1,
  searchList: [{ ...f('numInput', 'qty', '数量'), searchType: 3 }],
  columnList: [
    { prop: 'title', label: '标题列', sortable: true },
    { prop: 'qty', label: '数量', sortable: true },
    { prop: 'code', label: '编号', sortable: true },
    { prop: 'gone', label: '不存在' },
  ],
  btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'print' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'detail' }],
  useColumnPermission: true,
  useFormPermission: true,
  useBtnPermission: true,
  useDataPermission: true,
};
const model = (columnData: object) => ({
  fullName: '权限项模型',
  enCode: 'vdperm',
  category: 'dict-webdesign-business',
  type: 1,
  formData: { fields: FIELDS },
  columnData,
});

type TItem = { id: string; enCode: string; fullName: string };
const items = async (menuId: string, kind: string): Promise<TItem[]> => {
  const res = await t.call('GET', `${menuApi}/${menuId}/${kind}/list`, { token: admin });
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.list as TItem[];
};
const codes = async (menuId: string, kind: string) => (await items(menuId, kind)).map((i) => i.enCode).sort();
const createMenu = async (enCode: string): Promise<string> => {
  const body = {
    parentId: '-1',
    type: 3,
    fullName: `模型菜单${enCode.slice(-2)}`,
    enCode,
    urlAddress: `vd/${enCode}`,
    propertyJson: JSON.stringify({ moduleId: modelId }),
  };
  const res = await t.call('POST', `${menuApi}/edit`, { token: admin, body });
  expect(res.json().code, res.body).toBe(200);
  const list = (await t.call('GET', `${menuApi}/list`, { token: admin })).json().data.list as {
    id: string;
    enCode: string;
  }[];
  return list.find((m) => m.enCode === enCode)!.id;
};
const publish = async () => {
  const res = await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin });
  expect(res.json().code, res.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const res = await t.call('POST', base, { token: admin, body: model(DESIGN) });
  modelId = res.json().data.id;
});
afterAll(() => t.close());

describe('the list design’s permission switches', () => {
  let menuA: string;

  it('give the model’s menus their columns, form fields, buttons and data schemes on publish, once', async () => {
    menuA = await createMenu('vdpermA');
    // Bound before any publish: nothing to create yet.
    expect(await items(menuA, 'column')).toEqual([]);
    await publish();
    const columns = await items(menuA, 'column');
    expect(columns.map((c) => [c.enCode, c.fullName])).toEqual([
      ['title', '标题列'],
      ['qty', '数量'],
      ['code', '编号'],
    ]);
    expect(await codes(menuA, 'form')).toEqual(['code', 'memo', 'qty', 'title']);
    expect(await codes(menuA, 'button')).toEqual(['btn_add', 'btn_detail', 'btn_download', 'btn_edit']);
    expect(await codes(menuA, 'resource')).toContain('all');
    const info = (await t.call('GET', `${menuApi}/info/${menuA}`, { token: admin })).json().data;
    expect(info).toMatchObject({ isColumnAuthorize: 1, isFormAuthorize: 1, isDataAuthorize: 1 });

    await publish();
    expect(await items(menuA, 'column')).toHaveLength(3);
    expect(await items(menuA, 'button')).toHaveLength(4);
  });

  it('give a menu bound after the publish the same items', async () => {
    const menuB = await createMenu('vdpermB');
    expect(await codes(menuB, 'column')).toEqual(['code', 'qty', 'title']);
    expect(await codes(menuB, 'button')).toEqual(['btn_add', 'btn_detail', 'btn_download', 'btn_edit']);
  });

  it('let a role granted two columns list, sort and export only those', async () => {
    const u = await buildUser(t.db, { account: 'vdpermuser' });
    const role = await buildRole(t.db, [u.id]);
    const columns = await items(menuA, 'column');
    const pick = (code: string) => columns.find((c) => c.enCode === code)!.id;
    const buttons = (await items(menuA, 'button')).map((b) => b.id);
    const all = (await items(menuA, 'resource')).find((r) => r.enCode === 'all')!.id;
    const grant = await t.call('PUT', `/api/system/permission/authorize/Role/${role.id}`, {
      token: admin,
      body: {
        module: [menuA],
        button: buttons,
        column: [pick('title'), pick('qty')],
        form: [],
        resource: [all],
      },
    });
    expect(grant.json().code, grant.body).toBe(200);
    const token = await t.signIn('vdpermuser', DEFAULT_PASSWORD);
    const data = JSON.stringify({ title: '甲', qty: 2, code: 'C-1', memo: 'x' });
    const created = await t.call('POST', `${rt}/${modelId}`, { token: admin, body: { data } });
    expect(created.json().code, created.body).toBe(200);

    const list = await t.call('POST', `${rt}/${modelId}/List`, {
      token,
      body: { currentPage: 1, pageSize: 20 },
    });
    expect(list.json().code, list.body).toBe(200);
    const row = list.json().data.list[0] as Record<string, unknown>;
    expect(row).toMatchObject({ title: '甲', qty: 2 });
    expect(row).not.toHaveProperty('code');
    // memo is no column of the design: not answered either.
    expect(row).not.toHaveProperty('memo');

    const sorted = await t.call('POST', `${rt}/${modelId}/List`, {
      token,
      body: { currentPage: 1, pageSize: 20, sidx: 'code', sort: 'asc' },
    });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().msg).toContain('sidx');
    const byQty = await t.call('POST', `${rt}/${modelId}/List`, {
      token,
      body: { currentPage: 1, pageSize: 20, sidx: 'qty', sort: 'asc' },
    });
    expect(byQty.json().code).toBe(200);

    const exported = await t.call('POST', `${rt}/${modelId}/Actions/Export`, {
      token,
      body: { currentPage: 1, pageSize: 20, dataType: '0', selectKey: 'title,code' },
    });
    expect(exported.statusCode).toBe(400);
    expect(exported.body).toContain('selectKey');
    const ok = await t.call('POST', `${rt}/${modelId}/Actions/Export`, {
      token,
      body: { currentPage: 1, pageSize: 20, dataType: '0', selectKey: 'title,qty' },
    });
    expect(ok.statusCode).toBe(200);

    // The administrator sees every column.
    const full = await t.call('POST', `${rt}/${modelId}/List`, {
      token: admin,
      body: { currentPage: 1, pageSize: 20 },
    });
    expect(full.json().data.list[0]).toMatchObject({ code: 'C-1' });
  });

  it('refuses a list design with an unknown searchType, naming it, and keeps the draft', async () => {
    const bad = { ...DESIGN, searchList: [{ __vModel__: 'qty', searchType: 7 }] };
    const res = await t.call('PUT', `${base}/${modelId}`, { token: admin, body: model(bad) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('searchType');
    const info = (await t.call('GET', `${base}/${modelId}`, { token: admin })).json().data;
    expect(JSON.parse(info.columnData as string).searchList[0].searchType).toBe(3);
  });

  it('keeps the list design when the form designer saves without one', async () => {
    const { columnData: _c, ...formOnly } = model(DESIGN);
    const res = await t.call('PUT', `${base}/${modelId}`, { token: admin, body: formOnly });
    expect(res.json().code, res.body).toBe(200);
    const info = (await t.call('GET', `${base}/${modelId}`, { token: admin })).json().data;
    expect(JSON.parse(info.columnData as string).useColumnPermission).toBe(true);
  });
});
