import type { TLogDetail, TLogItem } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonId, menuId, SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { md5 } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/constants.ts';
import { buildRole } from '../../test/factories.ts';
import { sysLogs } from './log.table.ts';

const base = '/api/system/base/log';
const LANGS = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en-US' } as const;
type TLang = keyof typeof LANGS;
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const empty = { module: [], button: [], column: [], form: [], resource: [] };
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const get = async <T>(url: string, lang: TLang = 'zh'): Promise<T> => {
  const res = await t.call('GET', url, { token: admin, headers: { 'accept-language': LANGS[lang] } });
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as T;
};
/** The newest rows of a category matching `keyword`, once the log writer has written one that `isThere`. */
async function rowsOf(
  category: number,
  keyword: string,
  lang: TLang = 'zh',
  isThere: (r: TLogItem) => boolean = () => true,
): Promise<TLogItem[]> {
  const url = `${base}/${category}?keyword=${encodeURIComponent(keyword)}&pageSize=50`;
  for (let i = 0; i < 40; i++) {
    const rows = (await get<{ list: TLogItem[] }>(url, lang)).list;
    if (rows.some(isThere)) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${category} row for ${keyword}`);
}
const detailOf = (id: string, lang: TLang = 'zh') => get<TLogDetail>(`${base}/detail/${id}`, lang);

describe('operation log', () => {
  it('summarises a grant as a sentence in each language, with the role by name and no ids', async () => {
    const role = await buildRole(t.db, [], { fullName: '财务主管', enCode: 'finance.lead' });
    const body = {
      ...empty,
      module: [menuId('permission'), menuId('permission.user')],
      button: [buttonId('permission.user', 'btn_add')],
    };
    const put = await t.call('PUT', `/api/system/permission/authorize/Role/${role.id}`, {
      token: admin,
      body,
    });
    expect(put.json().code).toBe(200);
    const expected = {
      zh: ['授权角色「财务主管」', '权限授权'],
      zhtw: ['授權角色「财务主管」', '權限授權'],
      en: ['Authorised role “财务主管”', 'Authorisation'],
    } as const;
    for (const lang of ['zh', 'zhtw', 'en'] as const) {
      const [row] = await rowsOf(3, '财务主管', lang);
      expect([row.abstracts, row.moduleName]).toEqual(expected[lang]);
      expect(row.abstracts).not.toMatch(/\d{6,}/);
    }
    const [row] = await rowsOf(3, '财务主管');
    const en = await detailOf(row.id, 'en');
    expect(en.summary).toBe('Authorised role “财务主管”');
    expect(en.changes).toEqual([
      { field: 'module', label: 'Menus', kind: 'set', before: [], after: ['Organisation', 'Users'] },
      { field: 'button', label: 'Buttons', kind: 'set', before: [], after: ['Users / Add'] },
    ]);
    const zh = await detailOf(row.id, 'zh');
    expect(zh.changes?.map((c) => [c.label, c.after])).toEqual([
      ['菜单', ['组织管理', '用户管理']],
      ['按钮', ['用户管理 / 新增']],
    ]);
    expect(JSON.stringify(zh)).not.toContain(role.id);
  });

  it('shows an update as the changed fields before and after, names for ids, states by name', async () => {
    const save = (b: object) =>
      t.call('POST', '/api/system/permission/users/edit', { token: admin, body: b });
    const role = await buildRole(t.db, [], { fullName: '出纳', enCode: 'cashier' });
    const user = {
      account: 'logged1',
      realName: '记录员',
      organizeId: SEED_COMPANY_ID,
      password: md5('x1234567'),
    };
    const id = (await save(user)).json().data.id as string;
    expect((await save({ ...user, id, realName: '记录员二', roleIds: [role.id] })).json().code).toBe(200);
    await t.call('PUT', `/api/system/permission/users/enabled/${id}`, { token: admin });
    const rows = await rowsOf(3, '记录员二', 'en', (r) => r.abstracts === 'Disabled user “记录员二”');
    expect(rows.map((r) => r.abstracts)).toEqual(['Disabled user “记录员二”', 'Updated user “记录员二”']);
    const update = await detailOf(rows[1].id, 'en');
    expect(update.changes).toEqual([
      { field: 'realName', label: 'Name', kind: 'value', before: ['记录员'], after: ['记录员二'] },
      { field: 'roleIds', label: 'Roles', kind: 'set', before: [], after: ['出纳'] },
    ]);
    const toggle = await detailOf(rows[0].id, 'zhtw');
    expect(toggle.changes).toEqual([
      { field: 'enabledMark', label: '狀態', kind: 'value', before: ['啟用'], after: ['停用'] },
    ]);
    const created = (await rowsOf(3, '记录员', 'en')).find((r) => r.abstracts === 'Created user “记录员”')!;
    const fields = (await detailOf(created.id, 'en')).changes!.map((c) => [c.label, c.after.join()]);
    expect(fields).toContainEqual(['Organisation', expect.not.stringMatching(/^\d+$/)]);
    expect(JSON.stringify(fields)).not.toMatch(/password|hash/i);
  });
});

describe('request and sign-in log', () => {
  it('details a request: method, path, query, status, duration, user, address and user agent', async () => {
    await t.call('GET', '/api/system/permission/role/list?keyword=abc&n=1', {
      token: admin,
      headers: { 'user-agent': CHROME_UA },
    });
    const [row] = await rowsOf(5, 'keyword=abc');
    const d = await detailOf(row.id, 'en');
    expect(d).toMatchObject({
      userName: expect.stringMatching(/\/admin$/),
      ipAddress: '127.0.0.1',
      place: 'This machine',
      request: {
        method: 'GET',
        path: '/api/system/permission/role/list',
        query: [
          { key: 'keyword', value: 'abc' },
          { key: 'n', value: '1' },
        ],
        statusCode: 200,
        duration: expect.any(Number),
        userAgent: CHROME_UA,
        errorId: null,
      },
      login: null,
      changes: null,
    });
  });

  it('details a sign-in: result, reason, method, platform, browser, in the reader language', async () => {
    const login = (password: string) =>
      t.call('POST', '/api/oauth/Login', {
        body: { account: 'admin', password: md5(password) },
        headers: { 'user-agent': CHROME_UA },
      });
    await login('wrong-password');
    await login(TEST_ADMIN_PASSWORD);
    const isFailed = (r: TLogItem) => Boolean(r.abstracts?.startsWith('Sign-in failed'));
    const rows = await rowsOf(1, 'admin', 'en', isFailed);
    const failed = rows.find(isFailed)!;
    expect(failed.abstracts).toBe('Sign-in failed: Incorrect account or password');
    expect(rows.some((r) => r.abstracts === 'Signed in (password)')).toBe(true);
    expect(rows[0].ipAddressName).toBe('This machine');
    expect((await detailOf(failed.id, 'en')).login).toEqual({
      isSuccess: false,
      result: 'Failed',
      reason: 'Incorrect account or password',
      method: null,
      platform: 'Windows',
      browser: 'Chrome 120',
      userAgent: CHROME_UA,
    });
    const ok = (await rowsOf(1, 'admin', 'zhtw')).find((r) => r.abstracts === '登入成功（密碼）')!;
    expect((await detailOf(ok.id, 'zhtw')).login).toMatchObject({
      isSuccess: true,
      result: '成功',
      method: '密碼',
    });
    expect(ok.ipAddressName).toBe('本機');
  });
});

describe('older rows', () => {
  it('still show, mapped to the reader language where their text is known', async () => {
    const old = {
      userName: '管理员/admin',
      ipAddress: '127.0.0.1',
      ipAddressName: '本机',
      creatorTime: Date.now(),
    };
    const ids = [newId(), newId(), newId()];
    await t.db.insert(sysLogs).values([
      { ...old, id: ids[0], category: 1, abstracts: '登录成功 (password)', statusCode: 200 },
      {
        ...old,
        id: ids[1],
        category: 3,
        moduleName: '岗位管理',
        abstracts: '修改岗位 legacy-1',
        json: JSON.stringify({
          before: { fullName: '旧', sortCode: 1 },
          after: { fullName: '新', sortCode: 1 },
        }),
      },
      {
        ...old,
        id: ids[2],
        category: 3,
        moduleName: '菜单管理',
        abstracts: '授权 Role legacy-2',
        json: 'not json',
      },
    ]);
    const login = await detailOf(ids[0], 'en');
    expect([login.summary, login.place, login.login?.method]).toEqual([
      'Signed in (password)',
      'This machine',
      'password',
    ]);
    const edit = await detailOf(ids[1], 'en');
    expect([edit.module, edit.summary]).toEqual(['Positions', '修改岗位 legacy-1']);
    expect(edit.changes).toEqual([
      { field: 'fullName', label: 'Name', kind: 'value', before: ['旧'], after: ['新'] },
    ]);
    const bad = await detailOf(ids[2], 'en');
    expect([bad.module, bad.changes, bad.raw]).toEqual(['Menus', [], 'not json']);
  });

  it('answers 404 for an unknown row and 400 naming the field for a bad id', async () => {
    expect((await t.call('GET', `${base}/detail/${newId()}`, { token: admin })).json().code).toBe(404);
    const bad = await t.call('GET', `${base}/detail/bad%20id!`, { token: admin });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, expect.stringContaining('id')]);
  });
});

describe('server text in the reader language', () => {
  it('names places, role groups and the previous sign-in place in zh, zhtw and en', async () => {
    await buildRole(t.db, [], { type: 'System' });
    const expected = {
      zh: ['本机', '系统角色'],
      zhtw: ['本機', '系統角色'],
      en: ['This machine', 'System roles'],
    };
    for (const lang of ['zh', 'zhtw', 'en'] as const) {
      const online = await get<{ loginIPAddressName: string }[]>('/api/system/base/onlineUser/list', lang);
      const roles = await get<{ list: { type: string; typeName: string }[] }>(
        '/api/system/permission/role/list',
        lang,
      );
      const system = roles.list.find((r) => r.type === 'System');
      expect([online[0].loginIPAddressName, system?.typeName]).toEqual(expected[lang]);
      const me = await get<{ userInfo: { prevLoginIPAddressName: string } }>(
        '/api/oauth/current/user/Web',
        lang,
      );
      expect(me.userInfo.prevLoginIPAddressName).toBe(expected[lang][0]);
    }
  });
});
