import { Code } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID } from '../db/seed/seed.ts';
import { positions } from '../modules/position/position.table.ts';
import { roles } from '../modules/role/role.table.ts';
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
