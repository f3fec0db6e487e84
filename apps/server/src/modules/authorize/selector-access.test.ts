import { STANDARD_SCOPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildUser } from '../../test/factories.ts';
import { bindModelMenu } from '../visualdev/runtime/runtime.fixtures.ts';

const base = '/api/visualdev/Base';
let t: TTestApp;
let admin: string;
let pickers: string; // holds a menu of a model with every picker, an address and a dictionary select
let plain: string; // holds a menu of a model with a text field only
let scoped: string; // holds the pickers model's menu with the department data scope
let nobody: string; // holds no menu
let deptA: string;
let otherUser: string; // a user of department B

const f = (jnpfKey: string, key: string, config: object = {}, more: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
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

/** Every selector the runtime form calls, by the field kind that calls it. */
const SELECTORS = {
  address: ['/api/system/base/area/list?nodeId=-1', '/api/system/base/area/ops/-1'],
  userSelect: [
    '/api/system/permission/tree/user',
    '/api/system/permission/users/ops',
    '/api/system/permission/users/list/all',
  ],
  depSelect: ['/api/system/permission/tree/department', '/api/system/permission/organize/department/ops'],
  comSelect: ['/api/system/permission/tree/company', '/api/system/permission/organize/ops'],
  posSelect: [
    '/api/system/permission/tree/position',
    '/api/system/permission/position/ops',
    '/api/system/permission/position/list/all',
  ],
  dictionary: ['/api/system/base/dictionary/data/data/ops/dict-nation'],
};
const ALL_URLS = Object.values(SELECTORS).flat();

const code = async (url: string, token: string) =>
  (await t.call('GET', url, { token })).json().code as number;

/** The ids anywhere in a selector tree. */
function idsOf(nodes: { id: string; children?: unknown[] }[]): string[] {
  return nodes.flatMap((n) => [n.id, ...idsOf((n.children ?? []) as typeof nodes)]);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const all = await publishModel('selall', [
    f('comInput', 'title'),
    f('address', 'where'),
    f('comSelect', 'company'),
    f('depSelect', 'dept'),
    f('posSelect', 'post'),
    f('select', 'nation', { dataType: 'dictionary', dictionaryType: 'dict-nation' }),
    // A user picker inside a sub-table calls the user selectors too.
    f('table', 'lines', { children: [f('userSelect', 'who')] }),
  ]);
  const text = await publishModel('seltext', [f('comInput', 'title')]);
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
  const [p, q, s, n] = await Promise.all(
    ['selp', 'selq', 'sels', 'seln'].map((account) => buildUser(t.db, { account, organizeId: deptA })),
  );
  otherUser = (await buildUser(t.db, { account: 'selother', organizeId: deptB })).id;
  const department = STANDARD_SCOPES.find((x) => x.code === 'department')!;
  await bindModelMenu(t, all, [p.id], [], undefined, Date.now());
  await bindModelMenu(t, text, [q.id], [], undefined, Date.now());
  await bindModelMenu(t, all, [s.id], [], department, Date.now());
  [pickers, plain, scoped, nobody] = await Promise.all(
    [p, q, s, n].map((u) => t.signIn(u.account, DEFAULT_PASSWORD)),
  );
});
afterAll(() => t.close());

describe('shared selectors for a user whose only access is a model menu', () => {
  it('admits the holder of a model menu whose published form has a field calling each selector', async () => {
    for (const url of ALL_URLS) expect({ url, code: await code(url, pickers) }).toEqual({ url, code: 200 });
  });

  it('refuses a user with no menu, and a model menu whose form has no such field', async () => {
    for (const url of ALL_URLS) {
      expect({ url, code: await code(url, nobody) }).toEqual({ url, code: 403 });
      expect({ url, code: await code(url, plain) }).toEqual({ url, code: 403 });
    }
  });

  it("admits dictionary options of the form's own dictionary type only", async () => {
    const other = '/api/system/base/dictionary/data/data/ops/dict-education';
    expect(await code(other, pickers)).toBe(403);
    const entries = (await t.call('GET', SELECTORS.dictionary[0], { token: pickers })).json().data.list;
    expect(entries.length).toBeGreaterThan(10);
  });

  it("answers inside the caller's data scope on the model menu, as the selector does for its other pages", async () => {
    const tree = async (token: string) =>
      idsOf((await t.call('GET', '/api/system/permission/tree/user', { token })).json().data.list);
    const wide = await tree(pickers);
    expect(wide).toContain(otherUser);
    const narrow = await tree(scoped);
    expect(narrow).not.toContain(otherUser);
    expect(narrow).toContain(deptA);
    const users = (await t.call('GET', '/api/system/permission/users/list/all', { token: scoped })).json()
      .data.list as { id: string }[];
    expect(users.map((u) => u.id)).not.toContain(otherUser);
    expect(users.length).toBeGreaterThan(0);
  });
});
