import { Code } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { billRules } from '../modules/bill-rule/bill-rule.table.ts';
import { dataInterfaces } from '../modules/data-interface/data-interface.table.ts';
import { dictionaryData, dictionaryTypes } from '../modules/dictionary/dictionary.table.ts';
import { modules } from '../modules/menu/menu.table.ts';
import { messages } from '../modules/message/message.table.ts';
import { organizes } from '../modules/organize/organize.table.ts';
import { positions } from '../modules/position/position.table.ts';
import { roles } from '../modules/role/role.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

type TEnvelope = { code: number; msg: string; data: unknown };
const post = async (url: string, body: object) =>
  (await t.call('POST', url, { token: admin, body })).json<TEnvelope>();
const get = async (url: string) => (await t.call('GET', url, { token: admin })).json<TEnvelope>();

const P = '/api/system/permission';
const B = '/api/system/base';
/** A record kind: where it is saved and read, a create body, the field two people change, and its row. */
type TKind = {
  url: string;
  info?: string;
  create: object;
  field: string;
  table: PgTable & { id: PgColumn };
  by: PgColumn;
  key: string;
};
const KINDS: Record<string, () => Promise<TKind>> = {
  users: async () => ({
    url: `${P}/users`,
    create: { account: 'veruser', realName: '版本用户', organizeId: SEED_DEPARTMENT_ID },
    field: 'realName',
    table: users,
    by: users.account,
    key: 'veruser',
  }),
  organisations: async () => ({
    url: `${P}/organize`,
    create: { parentId: '-1', fullName: '版本公司', enCode: 'ver.org' },
    field: 'fullName',
    table: organizes,
    by: organizes.enCode,
    key: 'ver.org',
  }),
  positions: async () => ({
    url: `${P}/position`,
    create: { fullName: '版本岗位', enCode: 'ver.pos', organizeId: SEED_DEPARTMENT_ID },
    field: 'fullName',
    table: positions,
    by: positions.enCode,
    key: 'ver.pos',
  }),
  roles: async () => ({
    url: `${P}/role`,
    create: { fullName: '版本角色', enCode: 'ver.role', type: 'Business' },
    field: 'fullName',
    table: roles,
    by: roles.enCode,
    key: 'ver.role',
  }),
  menus: async () => ({
    url: `${B}/menu`,
    create: { parentId: '-1', type: 1, fullName: '版本菜单', enCode: 'ver.menu' },
    field: 'fullName',
    table: modules,
    by: modules.enCode,
    key: 'ver.menu',
  }),
  'dictionary types': async () => ({
    url: `${B}/dictionary/type`,
    create: { parentId: 'dictfolder-base', fullName: '版本字典', enCode: 'verDict', isTree: 0 },
    field: 'fullName',
    table: dictionaryTypes,
    by: dictionaryTypes.enCode,
    key: 'verDict',
  }),
  'dictionary entries': async () => {
    const [type] = await t.db.select({ id: dictionaryTypes.id }).from(dictionaryTypes).limit(1);
    return {
      url: `${B}/dictionary/data`,
      create: { dictionaryTypeId: type.id, fullName: '版本值', enCode: 'verEntry' },
      field: 'fullName',
      table: dictionaryData,
      by: dictionaryData.enCode,
      key: 'verEntry',
    };
  },
  'bill rules': async () => ({
    url: `${B}/bill/rule`,
    create: { fullName: '版本单据', enCode: 'verBill', digit: 4, startNumber: '0001' },
    field: 'fullName',
    table: billRules,
    by: billRules.enCode,
    key: 'verBill',
  }),
  'data interfaces': async () => ({
    url: `${B}/data/interface`,
    create: {
      categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
      fullName: '版本接口',
      enCode: 'ver.api',
      dataType: 3,
      path: 'https://example.com/api',
    },
    field: 'fullName',
    table: dataInterfaces,
    by: dataInterfaces.enCode,
    key: 'ver.api',
  }),
  notices: async () => ({
    url: '/api/system/message',
    create: { title: '版本公告', bodyText: '<p>正文</p>' },
    field: 'title',
    table: messages,
    by: messages.title,
    key: '版本公告',
  }),
};

describe('row versions: two edits based on one version', () => {
  it.each(Object.keys(KINDS))(
    '%s: one saves, the other answers 409 with the current version',
    async (kind) => {
      const k = await KINDS[kind]();
      expect(await post(`${k.url}/edit`, k.create)).toMatchObject({ code: 200 });
      const [{ id }] = (await t.db.select({ id: k.table.id }).from(k.table).where(eq(k.by, k.key))) as {
        id: string;
      }[];
      const info = (await get(`${k.url}/info/${id}`)).data as Record<string, unknown>;
      expect(info.version).toBe(0);
      const edit = (value: string, version?: number) => ({ ...info, [k.field]: value, version });

      const answers = await Promise.all([
        post(`${k.url}/edit`, edit('甲改的')),
        post(`${k.url}/edit`, edit('乙改的')),
      ]);
      // `version` absent: the last write wins (the JNPF client sends none); both save.
      expect(answers.map((a) => a.code)).toEqual([200, 200]);
      const v2 = (await get(`${k.url}/info/${id}`)).data as Record<string, unknown>;
      expect(v2.version).toBe(2);

      const both = await Promise.all([
        post(`${k.url}/edit`, edit('丙改的', 2)),
        post(`${k.url}/edit`, edit('丁改的', 2)),
      ]);
      const saved = both.filter((a) => a.code === 200);
      const refused = both.filter((a) => a.code !== 200);
      expect(saved).toHaveLength(1);
      expect(refused).toEqual([expect.objectContaining({ code: Code.conflict, data: { version: 3 } })]);
      // Nothing lost: the saved edit is what the record holds, and the refused one changed nothing.
      const after = (await get(`${k.url}/info/${id}`)).data as Record<string, unknown>;
      expect(after.version).toBe(3);
      expect(['丙改的', '丁改的']).toContain(after[k.field]);
      const winner = both[0].code === 200 ? '丙改的' : '丁改的';
      expect(after[k.field]).toBe(winner);

      // Reloaded at the current version, the refused edit goes through.
      expect(await post(`${k.url}/edit`, edit('重试', 3))).toMatchObject({ code: 200 });
      expect((await get(`${k.url}/info/${id}`)).data).toMatchObject({ [k.field]: '重试', version: 4 });
    },
  );
});

describe('row versions: other writes move the version on too', () => {
  it("a user's own profile change and a toggle: an edit based on the version before them is refused", async () => {
    const created = await post(`${P}/users/edit`, {
      account: 'verself',
      realName: '本人',
      organizeId: SEED_DEPARTMENT_ID,
    });
    const { id, generatedPassword } = created.data as { id: string; generatedPassword: string };
    const info = (await get(`${P}/users/info/${id}`)).data as Record<string, unknown>;
    expect(info.version).toBe(0);
    const own = await t.signIn('verself', generatedPassword);
    const profile = { realName: '本人改的', gender: null };
    const url = `${P}/users/current/updateUserInfo`;
    const changed = await t.call('POST', url, { token: own, body: profile });
    expect(changed.json<TEnvelope>().code).toBe(200);
    expect(await post(`${P}/users/edit`, { ...info, realName: '管理员改的' })).toMatchObject({
      code: Code.conflict,
      data: { version: 1 },
    });
    expect((await get(`${P}/users/info/${id}`)).data).toMatchObject({ realName: '本人改的', version: 1 });
    expect((await t.call('PUT', `${P}/users/enabled/${id}`, { token: admin })).json<TEnvelope>().code).toBe(
      200,
    );
    expect((await get(`${P}/users/info/${id}`)).data).toMatchObject({ enabledMark: 0, version: 2 });
  });
});
