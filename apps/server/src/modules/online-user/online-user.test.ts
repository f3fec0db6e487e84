import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import { sessions } from '../auth/auth.table.ts';
import { sysLogs } from '../logs/log.table.ts';

const base = '/api/system/base/onlineUser';
let t: TTestApp;
let admin: string;
let operator: string; // list and btn_remove
let viewer: string; // list only
let zhang: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const op = await buildUser(t.db, { account: 'operator', realName: '运维' });
  await grant(
    t.db,
    { type: 'Role', id: (await buildRole(t.db, [op.id])).id },
    ['permission.userOnline'],
    ['btn_remove'],
  );
  operator = await t.signIn('operator', DEFAULT_PASSWORD);
  const v = await buildUser(t.db, { account: 'viewer', realName: '观察' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['permission.userOnline']);
  viewer = await t.signIn('viewer', DEFAULT_PASSWORD);
  zhang = await buildUser(t.db, { account: 'zhangsan', realName: '张三' });
});
afterAll(() => t.close());

type TRow = {
  userId: string;
  userAccount: string;
  sessionCount: number;
  loginAt: number;
  lastActivity: number;
};
const list = async (q = '', token = admin) => (await t.call('GET', `${base}/list${q}`, { token })).json();

describe('online users', () => {
  it('lists one row per signed-in user as a bare array, with the newest sign-in and the session count', async () => {
    await t.signIn('zhangsan', DEFAULT_PASSWORD);
    t.advance(1000);
    await t.signIn('zhangsan', DEFAULT_PASSWORD);
    const res = await list('', viewer);
    expect(res.code).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const row = (res.data as TRow[]).find((r) => r.userId === zhang.id)!;
    expect(row).toMatchObject({ userAccount: 'zhangsan', userName: '张三', sessionCount: 2 });
    expect(row.loginAt).toBe(res.data[0].loginAt);
    expect((res.data as TRow[]).map((r) => r.userAccount)).toEqual(
      expect.arrayContaining(['admin', 'operator', 'viewer']),
    );
  });

  it('filters by keyword on account and name and leaves out ended sessions', async () => {
    expect((await list('?keyword=张')).data.map((r: TRow) => r.userAccount)).toEqual(['zhangsan']);
    expect((await list('?keyword=ZHANGS')).data).toHaveLength(1);
    const idle = await buildUser(t.db, { account: 'sleepy' });
    const at = Date.now() - 10 * 3_600_000;
    await t.db.insert(sessions).values([
      { id: newId(), userId: idle.id, createdAt: at, lastSeenAt: at, expiresAt: at + 86_400_000 },
      {
        id: newId(),
        userId: idle.id,
        createdAt: Date.now(),
        lastSeenAt: Date.now(),
        expiresAt: Date.now() + 1e6,
        revokedAt: 1,
      },
    ]);
    expect((await list('?keyword=sleepy')).data).toEqual([]);
  });

  it('forces a user offline: their next call answers 601 and they leave the list', async () => {
    const token = await t.signIn('zhangsan', DEFAULT_PASSWORD);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token })).json().code).toBe(200);
    expect((await t.call('DELETE', `${base}/del/${zhang.id}`, { token: operator })).json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token })).json().code).toBe(601);
    expect((await list('?keyword=zhangsan')).data).toEqual([]);
    await new Promise((r) => setTimeout(r, 1100));
    const logs = await t.db.select().from(sysLogs).where(eq(sysLogs.moduleName, 'permission.userOnline'));
    expect(logs[0].abstracts).toBe('forceOffline');
    expect(JSON.parse(logs[0].abstractParams!)).toMatchObject({ id: zhang.id, name: '张三' });
  });

  it('refuses forcing yourself offline, a super admin by a non-admin, and without btn_remove', async () => {
    const self = await t.call('DELETE', `${base}/del/admin`, { token: admin });
    expect(self.json()).toMatchObject({ code: 400, msg: '不能强制自己下线' });
    expect((await t.call('DELETE', `${base}/del/admin`, { token: operator })).json().code).toBe(403);
    const other = await buildUser(t.db, { account: 'other' });
    await t.signIn('other', DEFAULT_PASSWORD);
    expect((await t.call('DELETE', `${base}/del/${other.id}`, { token: viewer })).json().code).toBe(403);
    expect((await list('?keyword=other')).data).toHaveLength(1);
    expect((await list('?keyword=admin', viewer)).data).toHaveLength(1);
  });

  it('rejects a bad id naming the field, and answers 404 for an unknown user', async () => {
    const res = await t.call('DELETE', `${base}/del/bad%20id!`, { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('userId');
    expect((await t.call('DELETE', `${base}/del/nobody`, { token: admin })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `${base}/list?keyword=${'x'.repeat(101)}`, { token: admin })).json().msg,
    ).toContain('keyword');
  });
});
