import { MENU_ICONS, PAGE_COLUMNS, PREVIOUS_MENU_ICONS, type TPermissionEntry } from '@app/contracts';
import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnId } from '../../db/seed/menu-items.seed.ts';
import { SEED_DEPARTMENT_ID, menuId, seedDatabase } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { moduleColumns, moduleForms, modules } from '../menu/menu.table.ts';
import { positions } from '../position/position.table.ts';
import { users } from '../users/user.table.ts';
import { authorizes } from './authorize.table.ts';

const base = '/api/system/permission/users';
const USER_PAGE = 'permission.user';
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

/** The permission entry of a page in the caller's current-user answer. */
async function entryOf(token: string, page: string): Promise<TPermissionEntry | undefined> {
  const data = (await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data;
  return (data.permissionList as TPermissionEntry[]).find((e) => e.modelId === menuId(page));
}

/** Grants items of one type of a page (by code) to a role. */
async function grantItems(roleId: string, type: 'column' | 'form', page: string, codes: string[]) {
  await t.db.insert(authorizes).values(
    codes.map((code) => ({
      id: newId(),
      itemType: type,
      itemId: type === 'column' ? columnId(page, code) : formId(code),
      objectType: 'Role',
      objectId: roleId,
      creatorTime: Date.now(),
    })),
  );
}

/** A user whose role holds the users page and its buttons, with some of its columns and form fields. */
async function restrictedUser(account: string, columns: string[], forms: string[] = []) {
  const u = await buildUser(t.db, { account, mobilePhone: '13800000001' });
  const role = await buildRole(t.db, [u.id]);
  await grant(t.db, { type: 'Role', id: role.id }, [USER_PAGE], ['btn_edit', 'btn_download']);
  await grantScope(t.db, { type: 'Role', id: role.id }, USER_PAGE, 'all');
  if (columns.length) await grantItems(role.id, 'column', USER_PAGE, columns);
  if (forms.length) await grantItems(role.id, 'form', USER_PAGE, forms);
  return { user: u, token: await t.signIn(account, DEFAULT_PASSWORD) };
}

const formId = (field: string) => `form-${USER_PAGE}-${field}`;
const userCodes = PAGE_COLUMNS[USER_PAGE].map((c) => c.enCode);
const withoutPhone = userCodes.filter((c) => c !== 'mobilePhone');

describe('seeded list columns', () => {
  it("answers every seeded list page's column codes to the super admin, exactly the 3.1 client's", async () => {
    for (const [page, columns] of Object.entries(PAGE_COLUMNS)) {
      const entry = await entryOf(admin, page);
      expect(entry?.column.map((c) => c.enCode)).toEqual(columns.map((c) => c.enCode));
    }
    expect((await entryOf(admin, 'permission.user'))?.column.map((c) => c.enCode)).toEqual(
      'account realName gender mobilePhone department position sortCode enabledMark'.split(' '),
    );
  });

  it('gives an older database the missing columns and the new icons at start, leaving chosen icons alone', async () => {
    await t.db.delete(moduleColumns).where(like(moduleColumns.id, 'col-%'));
    for (const [enCode, icon] of Object.entries(PREVIOUS_MENU_ICONS))
      await t.db
        .update(modules)
        .set({ icon })
        .where(eq(modules.id, menuId(enCode)));
    await t.db
      .update(modules)
      .set({ icon: 'my-icon' })
      .where(eq(modules.id, menuId('system.area')));
    for (let i = 0; i < 2; i++) await seedDatabase(t.db, { generatePassword: false });
    const rows = await t.db.select().from(moduleColumns).where(like(moduleColumns.id, 'col-%'));
    expect(rows).toHaveLength(Object.values(PAGE_COLUMNS).flat().length);
    const menus = await t.db.select({ id: modules.id, icon: modules.icon }).from(modules);
    const icon = (code: string) => menus.find((m) => m.id === menuId(code))?.icon;
    expect(icon('permission')).toBe('icon-ym icon-ym-permission');
    expect(icon('permission.user')).toBe(MENU_ICONS['permission.user']);
    expect(icon('system.area')).toBe('my-icon');
    expect(menus.filter((m) => m.icon.endsWith('Outlined'))).toEqual([]);
  });
});

describe('column permissions enforced by the server', () => {
  let restricted: { user: { id: string }; token: string };

  beforeAll(async () => {
    await t.db
      .update(modules)
      .set({ isColumnAuthorize: 1 })
      .where(eq(modules.id, menuId(USER_PAGE)));
    restricted = await restrictedUser('nophone', withoutPhone);
  });

  it('answers the users page JSON without a hidden column', async () => {
    const res = await t.call('GET', `${base}/page?keyword=nophone`, { token: restricted.token });
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data.list;
    expect(row).toMatchObject({ account: 'nophone', realName: '测试用户' });
    expect(row).not.toHaveProperty('mobilePhone');
    const full = (await t.call('GET', `${base}/page?keyword=nophone`, { token: admin })).json().data.list[0];
    expect(full.mobilePhone).toBe('13800000001');
  });

  it('lists only the granted columns in permissionList once column permissions are on', async () => {
    const entry = await entryOf(restricted.token, USER_PAGE);
    expect(entry?.column.map((c) => c.enCode)).toEqual(withoutPhone);
  });

  it('hides a name column with the ids it names, and refuses a sort by a hidden column', async () => {
    const other = await restrictedUser(
      'noaccount',
      withoutPhone.filter((c) => c !== 'position' && c !== 'account'),
    );
    const page = (q: string) => t.call('GET', `${base}/page?${q}`, { token: other.token });
    const rows = (await page('pageSize=100')).json().data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).not.toHaveProperty('position');
      expect(r).not.toHaveProperty('positionId');
      expect(r).not.toHaveProperty('account');
    }
    const sorted = await page('sidx=account&sort=desc');
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().msg).toContain('query.sidx');
    expect((await page('sidx=realName&sort=desc')).statusCode).toBe(200);
  });

  it('does not search a hidden column with the keyword', async () => {
    const other = await restrictedUser(
      'noaccsearch',
      userCodes.filter((c) => c !== 'account'),
    );
    await buildUser(t.db, { account: 'uniqacct77', realName: '王五' });
    const find = async (keyword: string) =>
      (
        await t.call('GET', `${base}/page?keyword=${encodeURIComponent(keyword)}`, { token: other.token })
      ).json().data.list;
    expect(await find('uniqacct77')).toEqual([]);
    expect((await find('王五')).length).toBe(1);
  });

  it('exports without a hidden column', async () => {
    const res = await t.call('GET', `${base}/export?keyword=nophone`, { token: restricted.token });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = wb.worksheets[0].getRow(1).values as string[];
    expect(headers).toContain('账号');
    expect(headers).not.toContain('手机');
  });
});

describe('form permissions enforced by the server', () => {
  const fields = ['realName', 'mobilePhone', 'gender'];
  let restricted: { user: { id: string }; token: string };

  beforeAll(async () => {
    await t.db
      .update(modules)
      .set({ isFormAuthorize: 1 })
      .where(eq(modules.id, menuId(USER_PAGE)));
    await t.db.insert(moduleForms).values(
      fields.map((f, i) => ({
        id: formId(f),
        moduleId: menuId(USER_PAGE),
        enCode: f,
        fullName: f,
        sortCode: i,
        creatorTime: Date.now(),
      })),
    );
    restricted = await restrictedUser('formuser', userCodes, ['realName', 'gender']);
  });

  it('strips a hidden field from the info answer', async () => {
    const data = (
      await t.call('GET', `${base}/info/${restricted.user.id}`, { token: restricted.token })
    ).json().data;
    expect(data).toMatchObject({ id: restricted.user.id, realName: '测试用户' });
    expect(data).not.toHaveProperty('mobilePhone');
    const full = (await t.call('GET', `${base}/info/${restricted.user.id}`, { token: admin })).json().data;
    expect(full.mobilePhone).toBe('13800000001');
  });

  it('keeps a hidden field when the info answer is posted back, and refuses a write to it', async () => {
    const target = await buildUser(t.db, { account: 'formtarget', mobilePhone: '13900000002' });
    const read = async () => (await t.db.select().from(users).where(eq(users.id, target.id)))[0];
    const info = (await t.call('GET', `${base}/info/${target.id}`, { token: restricted.token })).json().data;
    const back = await t.call('POST', `${base}/edit`, {
      token: restricted.token,
      body: { ...info, realName: '新名' },
    });
    expect(back.json().code).toBe(200);
    expect(await read()).toMatchObject({ realName: '新名', mobilePhone: '13900000002' });
    const refused = await t.call('POST', `${base}/edit`, {
      token: restricted.token,
      body: { ...info, realName: '再改', mobilePhone: '13700000003' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('mobilePhone');
    expect(await read()).toMatchObject({ realName: '新名', mobilePhone: '13900000002' });
  });
});

describe('the same step on the other seeded list pages', () => {
  it('leaves hidden columns out of the positions, roles, logs and online users lists', async () => {
    const pages = {
      'permission.position': ['department', 'sortCode'],
      'permission.role': ['enCode'],
      'system.log': ['ipaddress'],
      'permission.userOnline': ['loginTime'],
      'permission.organize': ['enCode'],
      'system.menu': ['urlAddress'],
      'systemData.dictionary': ['enCode'],
      'system.area': ['enCode'],
    } as const;
    await t.db.insert(positions).values({
      id: newId(),
      fullName: '出纳',
      enCode: 'CASHIER',
      organizeId: SEED_DEPARTMENT_ID,
      creatorTime: Date.now(),
    });
    const u = await buildUser(t.db, { account: 'fewcolumns' });
    const role = await buildRole(t.db, [u.id]);
    for (const [page, hidden] of Object.entries(pages)) {
      await t.db
        .update(modules)
        .set({ isColumnAuthorize: 1 })
        .where(eq(modules.id, menuId(page)));
      const codes = PAGE_COLUMNS[page as keyof typeof pages].map((c) => c.enCode);
      await grantItems(
        role.id,
        'column',
        page,
        codes.filter((c) => !(hidden as readonly string[]).includes(c)),
      );
    }
    await grant(t.db, { type: 'Role', id: role.id }, Object.keys(pages), []);
    await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.position', 'all');
    await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.organize', 'all');
    const token = await t.signIn('fewcolumns', DEFAULT_PASSWORD);
    // Log rows are written in batches: wait for the first ones.
    const rows = async (path: string) => {
      for (let i = 0; ; i++) {
        const data = (await t.call('GET', `/api/system/${path}`, { token })).json().data;
        const list = (Array.isArray(data) ? data : data.list) as Record<string, unknown>[];
        if (list.length || i === 50) return list;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const positionRows = await rows('permission/position/page');
    const roles = await rows('permission/role/list');
    const logs = await rows('base/log/1');
    const online = await rows('base/onlineUser/list');
    const [entries, areas] = [await rows('base/dictionary/data/list/sex'), await rows('base/area/list')];
    // Tree answers: every node, children too.
    const flat = (nodes: Record<string, unknown>[]): Record<string, unknown>[] =>
      nodes.flatMap((n) => [n, ...flat((n.children as Record<string, unknown>[] | null) ?? [])]);
    const companies = flat(await rows('permission/organize/list'));
    const menus = flat(await rows('base/menu/list'));
    expect(menus.some((m) => m.children)).toBe(true);
    for (const [list, gone, kept] of [
      [positionRows, ['department', 'sortCode'], 'fullName'],
      [roles, ['enCode'], 'fullName'],
      [logs, ['ipaddress', 'ipAddress'], 'userName'],
      [online, ['loginTime', 'loginAt'], 'userName'],
      [companies, ['enCode'], 'fullName'],
      [menus, ['urlAddress'], 'fullName'],
      [entries, ['enCode'], 'fullName'],
      [areas, ['enCode'], 'fullName'],
    ] as const) {
      expect(list.length).toBeGreaterThan(0);
      for (const r of list) {
        expect(r).toHaveProperty(kept);
        for (const f of gone) expect(r).not.toHaveProperty(f);
      }
    }
    const sortBy = (key: string) =>
      t.call('GET', `/api/system/permission/position/page?sidx=${key}`, { token });
    const refused = await sortBy('sortCode');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('query.sidx');
    expect((await sortBy('fullName')).statusCode).toBe(200);
  });
});
