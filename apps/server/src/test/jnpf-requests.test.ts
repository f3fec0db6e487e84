import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { md5 } from '../lib/crypto.ts';
import { areas } from '../modules/area/area.table.ts';
import { billRules } from '../modules/bill-rule/bill-rule.table.ts';
import { modules } from '../modules/menu/menu.table.ts';
import { positions } from '../modules/position/position.table.ts';
import { roles } from '../modules/role/role.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { TEST_ADMIN_PASSWORD } from './constants.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from './factories.ts';

// Requests as JNPF 3.1's own web client sends them (contract §0–§3): empty query values, info answers posted
// back with their read-only fields, numbers as strings and strings as numbers, csv role and position ids.

let t: TTestApp;
let admin: string;
let roleId: string;
let positionId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  roleId = (await buildRole(t.db, [], { fullName: '出纳角色', enCode: 'jnpf.cashier' })).id;
  await t.db.insert(positions).values({
    id: 'jnpf-pos-1',
    fullName: '会计',
    enCode: 'jnpf.accountant',
    organizeId: SEED_DEPARTMENT_ID,
    creatorTime: Date.now(),
  });
  positionId = 'jnpf-pos-1';
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: object, token = admin) =>
  t.call(method, url, { token, body });
const P = '/api/system/permission';
const B = '/api/system/base';

describe("JNPF 3.1 client's requests", () => {
  it('takes empty query values as absent on every list it calls that way', async () => {
    for (const url of [
      `${P}/users/page?organizeId=&keyword=&currentPage=&pageSize=20&sidx=&sort=&n=1700000000`,
      `${P}/position/page?organizeId=&keyword=&currentPage=1&pageSize=20`,
      '/api/system/message/receive/page?type=&sort=&keyword=&currentPage=1&pageSize=20',
      `${B}/data/interface/page?categoryId=&keyword=&currentPage=1&pageSize=20`,
      `${B}/dictionary/data/list/dict-sex?isTree=&keyword=`,
      `${B}/bill/rule/page?keyword=&currentPage=&pageSize=20`,
    ]) {
      const res = await call('GET', url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 200, code: 200 });
    }
    const page = (await call('GET', `${P}/users/page?organizeId=&currentPage=`)).json().data;
    expect(page.pagination.currentPage).toBe(1);
    expect(page.list.length).toBeGreaterThan(0);
  });

  it('signs in with the fields the client adds (origin, a numeric userType)', async () => {
    const res = await t.call('POST', '/api/oauth/Login', {
      body: { account: 'admin', password: md5(TEST_ADMIN_PASSWORD), origin: 'password', userType: 0 },
    });
    expect(res.json().code).toBe(200);
  });

  it('creates and edits a user with csv positionId and roleId, numbers as strings and a numeric gender', async () => {
    const res = await call('POST', `${P}/users/edit`, {
      account: 'jnpfuser',
      realName: '孙八',
      organizeId: SEED_DEPARTMENT_ID,
      positionId: `${positionId}`,
      roleId: `${roleId}`,
      gender: 1,
      enabledMark: '1',
      sortCode: '3',
      isAdministrator: true,
      creatorTime: 1,
      quickQuery: 'X',
    });
    expect(res.json().code).toBe(200);
    const { id } = res.json().data;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ gender: '1', enabledMark: 1, sortCode: 3, isAdministrator: false });
    expect(row.quickQuery).toBe('SB');
    expect(row.creatorTime).toBeGreaterThan(1);
    const info = (await call('GET', `${P}/users/info/${id}`)).json().data;
    expect(info).toMatchObject({ positionIds: [positionId], roleIds: [roleId], positionId, roleId });
    // The client edits its csv and posts the rest of the info answer back unchanged: the csv is taken.
    const edited = await call('POST', `${P}/users/edit`, {
      ...info,
      roleId: '',
      positionId: `${positionId},`,
    });
    expect(edited.json().code).toBe(200);
    const again = (await call('GET', `${P}/users/info/${id}`)).json().data;
    expect(again).toMatchObject({ positionIds: [positionId], roleIds: [], positionId, roleId: '' });
  });

  it('ignores the read-only fields of an area, a bill rule and a menu and stores none of them', async () => {
    const area = { fullName: '测试省', enCode: '980000', type: 3, parentName: '中国', isLeaf: true };
    expect((await call('POST', `${B}/area/edit`, area)).json().code).toBe(200);
    expect((await t.db.select().from(areas).where(eq(areas.enCode, '980000')))[0].type).toBe(1);
    const rule = {
      fullName: '报销单',
      enCode: 'jnpfBill',
      prefix: 'BX',
      dateFormat: 'yyyyMMdd',
      digit: '4',
      startNumber: 1,
      example: 'BX202401010002',
      thisNumber: 99,
      outputNumber: 'BX202401010099',
      enabledMark: '1',
      sortCode: '0',
    };
    expect((await call('POST', `${B}/bill/rule/edit`, rule)).json().code).toBe(200);
    const [bill] = await t.db.select().from(billRules).where(eq(billRules.enCode, 'jnpfBill'));
    expect(bill).toMatchObject({ digit: 4, startNumber: '1', thisNumber: 0, outputNumber: null });
    const menu = {
      parentId: '-1',
      type: '3',
      fullName: '客户管理',
      enCode: 'jnpf.customer',
      propertyJson: JSON.stringify({ moduleId: 'v1', isTree: '0', url: '/customer' }),
      isButtonAuthorize: '1',
      enabledMark: 1,
      sortCode: '2',
    };
    expect((await call('POST', `${B}/menu/edit`, menu)).json().code).toBe(200);
    const [m] = await t.db.select().from(modules).where(eq(modules.enCode, 'jnpf.customer'));
    expect({ type: m.type, sortCode: m.sortCode, propertyJson: m.propertyJson }).toEqual({
      type: 3,
      sortCode: 2,
      propertyJson: { moduleId: 'v1', isTree: 0 },
    });
  });

  it('still refuses wrong types and values of known fields, naming the field and changing nothing', async () => {
    const users0 = (await t.db.select({ n: count() }).from(users))[0].n;
    const base = { account: 'jnpfbad', realName: '坏', organizeId: SEED_DEPARTMENT_ID };
    for (const [body, field] of [
      [{ ...base, enabledMark: '2' }, 'enabledMark'],
      [{ ...base, sortCode: 'abc' }, 'sortCode'],
      [{ ...base, sortCode: '1e3' }, 'sortCode'],
      [{ ...base, gender: { v: 1 } }, 'gender'],
      [{ ...base, positionId: 'a b,c' }, 'positionId'],
      [{ ...base, roleId: 7 }, 'roleId'],
    ] as const) {
      const res = await call('POST', `${P}/users/edit`, body);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().msg).toContain(`body.${field}`);
    }
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(users0);
    const bad = await call('GET', '/api/system/message/receive/page?type=9');
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(bad.json().msg).toContain('type');
  });

  it('answers the members of a role or a position on the untyped path, to whom may see that page', async () => {
    const member = await buildUser(t.db, { account: 'jnpfmember' });
    await call('POST', `${P}/userRelation/Role/${roleId}`, { userIds: [member.id] });
    await call('POST', `${P}/userRelation/Position/${positionId}`, { userIds: [member.id] });
    for (const id of [roleId, positionId]) {
      const res = await call('GET', `${P}/userRelation/${id}`);
      expect(res.json()).toMatchObject({ code: 200, data: { ids: [member.id] } });
    }
    expect((await call('GET', `${P}/userRelation/no-such-object`)).json().code).toBe(404);
    const u = await buildUser(t.db, { account: 'jnpfroleadm' });
    await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['permission.role']);
    const roleAdmin = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect((await call('GET', `${P}/userRelation/${roleId}`, undefined, roleAdmin)).json().code).toBe(200);
    expect((await call('GET', `${P}/userRelation/${positionId}`, undefined, roleAdmin)).json().code).toBe(
      403,
    );
    const plain = await t.signIn(member.account, DEFAULT_PASSWORD);
    expect((await call('GET', `${P}/userRelation/${roleId}`, undefined, plain)).json().code).toBe(403);
    expect((await t.db.select().from(roles).where(eq(roles.id, roleId))).length).toBe(1);
  });
});
