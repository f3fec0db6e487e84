import { Code } from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { areas } from '../modules/area/area.table.ts';
import { billRules } from '../modules/bill-rule/bill-rule.table.ts';
import { dataInterfaces } from '../modules/data-interface/data-interface.table.ts';
import { dictionaryData, dictionaryTypes } from '../modules/dictionary/dictionary.table.ts';
import { moduleButtons, modules } from '../modules/menu/menu.table.ts';
import { organizes } from '../modules/organize/organize.table.ts';
import { positions } from '../modules/position/position.table.ts';
import { roles } from '../modules/role/role.table.ts';
import { users } from '../modules/users/user.table.ts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { buildRole } from '../test/factories.ts';
import { saveAudited } from './crud.ts';
import { AppError } from './errors.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

/** Sends the bodies to `url` at once; answers their envelope codes. */
const race = async (url: string, bodies: object[]) =>
  (await Promise.all(bodies.map((body) => t.call('POST', url, { token: admin, body })))).map(
    (r) => r.json<{ code: number }>().code,
  );
const names = ['甲', '乙', '丙', '丁', '戊', '己'];

describe('concurrent creates with one code', () => {
  it('roles: one row, the others answer 409 role.codeExists', async () => {
    const codes = await race(
      '/api/system/permission/role/edit',
      names.map((n) => ({ fullName: `并发角色${n}`, enCode: 'race.role', type: 'Business' })),
    );
    expect(await t.db.select().from(roles).where(eq(roles.enCode, 'race.role'))).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.conflict)).toHaveLength(names.length - 1);
  });

  it('positions: one row per organisation, the others answer 409 position.codeExists', async () => {
    const codes = await race(
      '/api/system/permission/position/edit',
      names.map((n) => ({ fullName: `并发岗位${n}`, enCode: 'race.pos', organizeId: SEED_COMPANY_ID })),
    );
    expect(await t.db.select().from(positions).where(eq(positions.enCode, 'race.pos'))).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.conflict)).toHaveLength(names.length - 1);
  });
});

const P = '/api/system/permission';
const B = '/api/system/base';
/** A record kind: where it is created, a body with name `n` and the shared code, and where the code is stored. */
type TRace = {
  url: string;
  body: (n: string) => object;
  table: PgTable;
  column: PgColumn;
  deleted: PgColumn;
};

describe('concurrent creates with one code, every checked code', () => {
  const kinds: Record<string, () => Promise<TRace>> = {
    organisations: async () => ({
      url: `${P}/organize/edit`,
      // Codes clash ignoring case, as findOrgClash compares them.
      body: (n) => ({
        parentId: '-1',
        fullName: `并发公司${n}`,
        enCode: n === '甲' ? 'RACE.ORG' : 'race.org',
      }),
      table: organizes,
      column: sql`lower(${organizes.enCode})` as unknown as PgColumn,
      deleted: organizes.deleteTime,
    }),
    menus: async () => ({
      url: `${B}/menu/edit`,
      body: (n) => ({ parentId: '-1', type: 1, fullName: `并发菜单${n}`, enCode: 'race.menu' }),
      table: modules,
      column: modules.enCode,
      deleted: modules.deleteTime,
    }),
    'menu buttons': async () => {
      const [menu] = await t.db.select({ id: modules.id }).from(modules).limit(1);
      return {
        url: `${B}/menu/${menu.id}/button/edit`,
        body: (n) => ({ fullName: `并发按钮${n}`, enCode: 'race_btn' }),
        table: moduleButtons,
        column: moduleButtons.enCode,
        deleted: moduleButtons.deleteTime,
      };
    },
    'dictionary types': async () => ({
      url: `${B}/dictionary/type/edit`,
      body: (n) => ({ parentId: 'dictfolder-base', fullName: `并发字典${n}`, enCode: 'raceDict', isTree: 0 }),
      table: dictionaryTypes,
      column: dictionaryTypes.enCode,
      deleted: dictionaryTypes.deleteTime,
    }),
    'dictionary entries': async () => {
      const [type] = await t.db.select({ id: dictionaryTypes.id }).from(dictionaryTypes).limit(1);
      return {
        url: `${B}/dictionary/data/edit`,
        body: (n) => ({ dictionaryTypeId: type.id, fullName: `并发值${n}`, enCode: 'raceEntry' }),
        table: dictionaryData,
        column: dictionaryData.enCode,
        deleted: dictionaryData.deleteTime,
      };
    },
    users: async () => ({
      url: `${P}/users/edit`,
      body: (n) => ({ account: 'raceuser', realName: `并发${n}`, organizeId: SEED_DEPARTMENT_ID }),
      table: users,
      column: users.account,
      deleted: users.deleteTime,
    }),
    'bill rules': async () => ({
      url: `${B}/bill/rule/edit`,
      body: (n) => ({ fullName: `并发单据${n}`, enCode: 'raceBill', digit: 4, startNumber: '0001' }),
      table: billRules,
      column: billRules.enCode,
      deleted: billRules.deleteTime,
    }),
    'data interfaces': async () => ({
      url: `${B}/data/interface/edit`,
      body: (n) => ({
        categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
        fullName: `并发接口${n}`,
        enCode: 'race.api',
        dataType: 3,
        path: 'https://example.com/api',
      }),
      table: dataInterfaces,
      column: dataInterfaces.enCode,
      deleted: dataInterfaces.deleteTime,
    }),
    areas: async () => ({
      url: `${B}/area/edit`,
      body: (n) => ({ fullName: `并发省${n}`, enCode: '980000' }),
      table: areas,
      column: areas.enCode,
      deleted: areas.deleteTime,
    }),
  };

  it.each(Object.keys(kinds))('%s: one row, the others answer the 409 of the service check', async (kind) => {
    const k = await kinds[kind]();
    const answers = await Promise.all(
      names.map((n) => t.call('POST', k.url, { token: admin, body: k.body(n) })),
    );
    const envelopes = answers.map((r) => r.json<{ code: number; msg: string }>());
    const code = sql`lower(${k.column})`;
    const key = sql`lower(${(k.body('甲') as { enCode?: string; account?: string }).enCode ?? 'raceuser'})`;
    const rows = await t.db
      .select()
      .from(k.table)
      .where(and(eq(code, key), isNull(k.deleted)));
    expect(rows).toHaveLength(1);
    expect(
      envelopes.filter((e) => e.code === 200),
      JSON.stringify(envelopes),
    ).toHaveLength(1);
    const refused = envelopes.filter((e) => e.code !== 200);
    expect(refused.map((e) => e.code)).toEqual(refused.map(() => Code.conflict));
    // One message: the unique index answers what the service's own check answers.
    expect(new Set(refused.map((e) => e.msg)).size).toBe(1);
  });
});

describe('a write past the service check', () => {
  it('answers the refusal of the unique index it violates, and a deleted row frees its code', async () => {
    const taken = await buildRole(t.db, [], { enCode: 'race.direct' });
    const auth = { userId: 'u1' } as Parameters<typeof saveAudited>[2];
    const ctx = { db: t.db, now: () => 1 };
    const values = { fullName: '绕过检查', enCode: 'race.direct', type: 'Business', enabledMark: 1 };
    const err = await saveAudited(ctx, roles, auth, null, values).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: Code.conflict, key: 'role.codeExists' });
    await t.db.update(roles).set({ deleteTime: 1 }).where(eq(roles.id, taken.id));
    await expect(saveAudited(ctx, roles, auth, null, values)).resolves.toMatchObject({ before: null });
  });
});
