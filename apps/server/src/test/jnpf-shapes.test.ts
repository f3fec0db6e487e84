import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { positions } from '../modules/position/position.table.ts';
import { sysLogs } from '../modules/logs/log.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { buildRole } from './factories.ts';

// Answers read by JNPF 3.1's own web client (contract §2–§3), in exactly the shapes it reads them.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.call('GET', url, { token: admin });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const P = '/api/system/permission';
const WEB_PUBLIC = join(import.meta.dirname, '../../../web/public');

describe('roles', () => {
  it('lists roles flat with type the RoleType enCode; ops has enabled roles only', async () => {
    await buildRole(t.db, [], { fullName: '形状系统', enCode: 'shape.sys', type: 'System' });
    await buildRole(t.db, [], { fullName: '形状业务', enCode: 'shape.biz', type: 'Business' });
    await buildRole(t.db, [], { fullName: '形状停用', enCode: 'shape.off', enabledMark: 0 });
    const { list } = await get(`${P}/role/list?keyword=shape.`);
    expect(list).toHaveLength(3);
    for (const role of list) {
      expect(role).not.toHaveProperty('children');
      expect(role).not.toHaveProperty('parentId');
    }
    expect(list.find((r: { enCode: string }) => r.enCode === 'shape.sys')).toMatchObject({
      fullName: '形状系统',
      type: 'System',
      enabledMark: 1,
    });
    expect(list.find((r: { enCode: string }) => r.enCode === 'shape.biz').type).toBe('Business');
    const ops = (await get(`${P}/role/ops`)).list as { enCode: string; type: string }[];
    expect(ops.map((r) => r.enCode)).toEqual(expect.arrayContaining(['shape.sys', 'shape.biz']));
    expect(ops.map((r) => r.enCode)).not.toContain('shape.off');
    expect(ops.every((r) => r.type !== 'group')).toBe(true);
  });
});

interface TNode {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  children: TNode[] | null;
}
const leaves = (nodes: readonly TNode[]): TNode[] =>
  nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));

describe('selectors', () => {
  it('position/ops is the organisation tree with enabled positions as leaves {type:"position"}', async () => {
    await t.db.insert(positions).values([
      {
        id: 'shape-pos-1',
        fullName: '形状岗位',
        enCode: 'shape.pos',
        organizeId: SEED_DEPARTMENT_ID,
        creatorTime: 1,
      },
      {
        id: 'shape-pos-2',
        fullName: '形状停岗',
        enCode: 'shape.off',
        organizeId: SEED_DEPARTMENT_ID,
        creatorTime: 1,
        enabledMark: 0,
      },
    ]);
    const { list } = await get(`${P}/position/ops`);
    expect(list[0]).toMatchObject({ parentId: '-1', type: 'company' });
    const found = leaves(list).filter((n) => n.type === 'position');
    expect(found.find((n) => n.id === 'shape-pos-1')).toMatchObject({
      parentId: SEED_DEPARTMENT_ID,
      fullName: '形状岗位',
    });
    expect(found.map((n) => n.id)).not.toContain('shape-pos-2');
  });

  it('users/ops is the organisation tree with enabled users as leaves {type:"user", fullName}', async () => {
    const { list } = await get(`${P}/users/ops`);
    expect(list[0]).toMatchObject({ parentId: '-1', type: 'company' });
    const users = leaves(list).filter((n) => n.type === 'user');
    expect(users.map((u) => u.id)).toContain('admin');
    expect(users.find((u) => u.id === 'admin')?.fullName).toMatch(/\/admin$/);
  });
});

describe('organisation info', () => {
  const O = `${P}/organize`;
  it('answers propertyJson as JSON text ("{}" when empty) and takes it back as text or object', async () => {
    const body = { parentId: '-1', fullName: '形状公司', enCode: 'shape.co' };
    expect((await t.call('POST', `${O}/edit`, { token: admin, body })).json().code).toBe(200);
    const { list } = await get(`${O}/list?keyword=形状公司`);
    const id = list[0].id as string;
    const info = await get(`${O}/info/${id}`);
    expect(info.propertyJson).toBe('{}');
    // the client posts the info back unchanged, then with the form's extras as text
    const back = await t.call('POST', `${O}/edit`, { token: admin, body: info });
    expect(back.json().code).toBe(200);
    // Read again: the save moved the row version on, and an edit based on the old one would be refused.
    const fresh = await get(`${O}/info/${id}`);
    const withText = { ...fresh, propertyJson: JSON.stringify({ shortName: '形状' }) };
    expect((await t.call('POST', `${O}/edit`, { token: admin, body: withText })).json().code).toBe(200);
    expect(JSON.parse((await get(`${O}/info/${id}`)).propertyJson)).toEqual({ shortName: '形状' });
    const bad = { ...fresh, propertyJson: '{"manageEmail":"nope"}' };
    const refused = (await t.call('POST', `${O}/edit`, { token: admin, body: bad })).json();
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('manageEmail');
  });

  it('answers a department propertyJson as "{}"', async () => {
    const { list } = await get(`${O}/department/list?organizeId=${SEED_COMPANY_ID}`);
    expect((await get(`${O}/department/info/${list[0].id}`)).propertyJson).toBe('{}');
  });
});

describe('field names', () => {
  it('answers log rows with ipaddress (the contract name) beside ipAddress', async () => {
    await t.db.insert(sysLogs).values({
      id: 'shape-log-1',
      category: 1,
      userName: '管理员/admin',
      ipAddress: '10.9.8.7',
      creatorTime: Date.now(),
    });
    const { list } = await get('/api/system/base/log/1?currentPage=1&pageSize=50&keyword=10.9.8.7');
    expect(list[0]).toMatchObject({ ipaddress: '10.9.8.7', ipAddress: '10.9.8.7' });
  });
});

describe('position type', () => {
  it('answers the PositionType label in the page and the code in info', async () => {
    await t.db.insert(positions).values({
      id: 'shape-pos-3',
      fullName: '形状技术岗',
      enCode: 'shape.tech',
      type: 'technical',
      organizeId: SEED_DEPARTMENT_ID,
      creatorTime: 1,
    });
    const { list } = await get(`${P}/position/page?currentPage=1&pageSize=20&keyword=shape.tech`);
    expect(list[0]).toMatchObject({ id: 'shape-pos-3', type: '技术岗' });
    expect((await get(`${P}/position/info/shape-pos-3`)).type).toBe('technical');
  });
});

describe('online users', () => {
  it('answers the login time as "yyyy-MM-dd HH:mm:ss" (the client shows it as it comes)', async () => {
    const rows = (await get('/api/system/base/onlineUser/list')) as { userId: string; loginTime: string }[];
    expect(rows.find((r) => r.userId === 'admin')?.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe('current user', () => {
  it('answers a default avatar path that is served, and baseInfo with company and organize', async () => {
    const me = await get('/api/oauth/current/user/Web');
    expect(me.userInfo.headIcon).toBe('/avatar/001.png');
    expect(existsSync(join(WEB_PUBLIC, 'avatar/001.png'))).toBe(true);
    const base = await get(`${P}/users/current/baseInfo`);
    expect(base).toMatchObject({ company: expect.any(String), organize: expect.any(String) });
    expect(base.company).not.toBe('');
    expect(base.headIcon).toBe('/avatar/001.png');
  });
});
