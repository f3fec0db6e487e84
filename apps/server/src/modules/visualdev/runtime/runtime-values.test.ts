import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { dataInterfaces } from '../../data-interface/data-interface.table.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let t: TTestApp;
let admin: string;
let writer: string; // holds the model's menu with add and edit
let other: string; // another user of the same menu
let modelId: string;

const f = (jnpfKey: string, key: string, more: object = {}, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
  ...more,
});
const kinds = { __slot__: { options: [{ id: 'a', fullName: '甲' }] } };

/** Saves a static data interface and answers its id. */
async function saveInterface(enCode: string, more: object) {
  const body = {
    categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
    fullName: enCode,
    enCode,
    dataType: 2,
    query: JSON.stringify([
      { id: 'x1', fullName: '一' },
      { id: 'x2', fullName: '二', children: [{ id: 'x3' }] },
    ]),
    checkType: 0,
    ...more,
  };
  const res = await t.call('POST', '/api/system/base/data/interface/edit', { token: admin, body });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  return (await t.db.select().from(dataInterfaces).where(eq(dataInterfaces.enCode, enCode)))[0].id;
}

/** Uploads a PNG as `token` and answers the form's file item. */
async function upload(token: string, kind = 'annex') {
  const { body, headers } = await multipartBody('a.png', PNG, 'image/png');
  const res = await t.call('POST', `/api/file/Uploader/${kind}`, { token, body, headers });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  const data = res.json().data as { name: string; url: string };
  return { name: 'a.png', fileId: data.name, url: data.url };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const open = await saveInterface('vdopts', {});
  const guarded = await saveInterface('vdguard', { checkType: 2, requestHeaders: '10.9.9.9' });
  const fields = [
    f('comInput', 'title', { maxlength: 5 }, { required: true }),
    f('comInput', 'phone', {}, { regList: [{ pattern: '/^1\\d{10}$/', message: '手机号格式不对' }] }),
    f('numInput', 'qty', { min: 1, max: 9 }),
    f('select', 'kind', kinds, { dataType: 'static' }),
    f('select', 'cat', {}, { dataType: 'dictionary', dictionaryType: 'dict-webdesign' }),
    f(
      'select',
      'nation',
      { props: { props: { value: 'enCode' } } },
      { dataType: 'dictionary', dictionaryType: 'Nation' },
    ),
    f('treeSelect', 'src', {}, { dataType: 'dynamic', propsUrl: open }),
    f('radio', 'guarded', {}, { dataType: 'dynamic', propsUrl: guarded }),
    f('popupSelect', 'pick', { interfaceId: open, propsValue: 'id' }),
    f('uploadFz', 'files', { limit: 2 }),
    f('uploadImg', 'pics'),
    f('editor', 'memo'),
    f(
      'table',
      'lines',
      {},
      { children: [f('comInput', 'item', {}, { required: true }), f('uploadFz', 'doc')] },
    ),
  ];
  const body = { fullName: '校验模型', enCode: 'rtvalues', category: 'dict-webdesign-business', type: 1 };
  modelId = (await t.call('POST', base, { token: admin, body: { ...body, formData: { fields } } })).json()
    .data.id;
  expect((await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json().code).toBe(
    200,
  );
  const [u, o] = [
    await buildUser(t.db, { account: 'rtwriter' }),
    await buildUser(t.db, { account: 'rtother' }),
  ];
  await bindModelMenu(t, modelId, [u.id, o.id], ['btn_add', 'btn_edit'], undefined, Date.now());
  writer = await t.signIn(u.account, DEFAULT_PASSWORD);
  other = await t.signIn(o.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const create = (data: object, token = writer) =>
  t.call('POST', `${rt}/${modelId}`, { token, body: { data: JSON.stringify(data) } });
const total = async () =>
  (await t.call('POST', `${rt}/${modelId}/List`, { token: admin, body: {} })).json().data.pagination
    .total as number;
const read = async (id: string) =>
  JSON.parse((await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).json().data.data) as Record<
    string,
    unknown
  >;

/** Every case is a 400 naming `body.data.<field>`, and the table keeps its count. */
async function expectRefused(cases: [object, string][], send = create) {
  const before = await total();
  for (const [data, field] of cases) {
    const res = await send(data);
    expect(res.statusCode, field).toBe(400);
    expect(res.json().msg, field).toContain(`body.data.${field}`);
  }
  expect(await total()).toBe(before);
}

describe('OnlineDev values the server checks', () => {
  it('accepts a record whose every value is valid, sanitising its rich text', async () => {
    const mine = await upload(writer);
    const pic = await upload(writer, 'annexpic');
    const data = {
      title: '好的',
      phone: '13800000000',
      qty: 3,
      kind: 'a',
      cat: 'dict-webdesign-basic',
      nation: '02',
      src: 'x3',
      pick: 'x2',
      files: [mine],
      pics: [pic],
      memo: '<p onclick="x()">hi</p><script>bad()</script>',
      lines: [{ item: '一', doc: [mine] }],
    };
    const res = await create(data);
    expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    const got = await read(res.json().data.id as string);
    expect(got).toMatchObject({
      title: '好的',
      nation: '02',
      cat: 'dict-webdesign-basic',
      src: 'x3',
      files: [mine],
    });
    expect(got.memo).toBe('<p>hi</p>');
  });

  it('refuses required, regList, length, range and sub-table cells', async () => {
    await expectRefused([
      [{ phone: '13800000000' }, 'title'],
      [{ title: '好', phone: '12345' }, 'phone'],
      [{ title: '太长了的标题' }, 'title'],
      [{ title: '好', qty: 0 }, 'qty'],
      [{ title: '好', qty: 10 }, 'qty'],
      [{ title: '好', lines: [{ item: 'x' }, { item: '' }] }, 'lines[1].item'],
    ]);
  });

  it('refuses options outside the static list, the dictionary and the data interface', async () => {
    await expectRefused([
      [{ title: '好', kind: 'z' }, 'kind'],
      [{ title: '好', cat: 'dict-nation-1' }, 'cat'],
      [{ title: '好', cat: 'dict-webdesign' }, 'cat'],
      [{ title: '好', nation: 'dict-nation-02' }, 'nation'],
      [{ title: '好', src: 'x9' }, 'src'],
      [{ title: '好', pick: 'x9' }, 'pick'],
      // The interface admits one address only: the value cannot be checked, so it is refused.
      [{ title: '好', guarded: 'x1' }, 'guarded'],
    ]);
  });

  it("refuses files that do not exist or that another user uploaded, and keeps a record's own files on update", async () => {
    const theirs = await upload(other);
    const mine = await upload(writer);
    const ghost = { name: 'g.png', fileId: '20240101_0123456789abcdef0123456789abcdef.png', url: '/x' };
    await expectRefused([
      [{ title: '好', files: [ghost] }, 'files'],
      [{ title: '好', files: [mine, theirs] }, 'files'],
      [{ title: '好', pics: [mine] }, 'pics'],
      [{ title: '好', lines: [{ item: 'x', doc: [theirs] }] }, 'lines[0].doc'],
      [{ title: '好', files: [{ name: 'x', fileId: '../../etc/passwd' }] }, 'files'],
    ]);
    // The other user edits the writer's record: the files it holds stay valid, a new foreign one does not.
    const id = (await create({ title: '附件', files: [mine] })).json().data.id as string;
    const update = (data: object) =>
      t.call('PUT', `${rt}/${modelId}/${id}`, { token: other, body: { data } });
    expect((await update({ title: '附件2', files: [mine] })).json().code).toBe(200);
    const stranger = await upload(admin);
    const res = await update({ title: '附件3', files: [mine, stranger] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('body.data.files');
    expect(await read(id)).toMatchObject({ title: '附件2', files: [mine] });
  });

  it('refuses a bad value on update and leaves the record as it was', async () => {
    const id = (await create({ title: '系统' })).json().data.id as string;
    const res = await t.call('PUT', `${rt}/${modelId}/${id}`, {
      token: writer,
      body: { data: { title: '系统', qty: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('body.data.qty');
    expect(await read(id)).toMatchObject({ title: '系统', qty: null });
  });
});
