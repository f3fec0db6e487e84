import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { sysLogs } from '../logs/log.table.ts';
import { SettingsService } from './settings.service.ts';
import { sysConfigs } from './sys-config.table.ts';

const url = '/api/system/base/sysConfig';
let t: TTestApp;
let admin: string;
let viewer: string; // the page without btn_edit

beforeAll(async () => {
  t = await buildTestApp({ env: { SESSION_IDLE_MINUTES: '120' } });
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'cfgview' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['system.sysConfig']);
  viewer = await t.signIn('cfgview', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const get = async (token = admin) => (await t.call('GET', url, { token })).json();
const put = (body: unknown, token = admin) => t.call('PUT', url, { token, body });

describe('system settings', () => {
  it('answers the saved title and the environment defaults for what was never saved, and nothing else', async () => {
    const res = await get(viewer);
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      sysName: '智能集成管理平台',
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 24,
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      forcePasswordChange: false,
      uploadMaxKB: 2048,
      logRetentionDays: 90,
    });
  });

  it('saves some settings, answers them at once and writes the change to the operation log', async () => {
    const res = await put({
      sysName: '新平台',
      sessionIdleMinutes: 30,
      forcePasswordChange: true,
      uploadMaxKB: 512,
    });
    expect(res.json().code).toBe(200);
    expect((await get()).data).toMatchObject({
      sysName: '新平台',
      sessionIdleMinutes: 30,
      forcePasswordChange: true,
      uploadMaxKB: 512,
      loginMaxFailures: 5,
    });
    await new Promise((r) => setTimeout(r, 1100));
    const [log] = await t.db.select().from(sysLogs).where(eq(sysLogs.moduleName, 'system.sysConfig'));
    expect(JSON.parse(log.json!).changes).toEqual(
      expect.arrayContaining([
        { field: 'sysName', before: '智能集成管理平台', after: '新平台' },
        { field: 'sessionIdleMinutes', before: 120, after: 30 },
      ]),
    );
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = await t.db.select().from(sysConfigs).orderBy(sysConfigs.key);
    for (const [body, field] of [
      [{ sessionIdleMinutes: 0 }, 'sessionIdleMinutes'],
      [{ loginMaxFailures: 'five' }, 'loginMaxFailures'],
      [{ sysName: '' }, 'sysName'],
      [{ forcePasswordChange: 'yes' }, 'forcePasswordChange'],
      [{ logRetentionDays: 1.5 }, 'logRetentionDays'],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    // A key that is not a setting (the signing secret lives in the environment) is ignored, never stored.
    expect((await put({ appSecret: 'x'.repeat(48) })).statusCode).toBe(200);
    const res = await put({ sessionIdleMinutes: 3000, sessionAbsoluteHours: 24 });
    expect(res.json()).toMatchObject({ code: 400, msg: '会话空闲时长不能超过会话最长时长' });
    expect(await t.db.select().from(sysConfigs).orderBy(sysConfigs.key)).toEqual(before);
  });

  it('refuses a save without btn_edit', async () => {
    expect((await put({ sysName: '偷改' }, viewer)).json().code).toBe(403);
    expect((await get()).data.sysName).toBe('新平台');
  });

  it('reaches every process through the bus and falls back to the environment for unsaved keys', async () => {
    const bus = createLocalBus();
    const onError = (err: unknown) => {
      throw err;
    };
    const a = new SettingsService(t.db, bus, t.config, onError);
    const b = new SettingsService(t.db, bus, { ...t.config, LOGIN_LOCK_MINUTES: 7 }, onError);
    await Promise.all([a.load(), b.load()]);
    expect(b.loginLockMs()).toBe(7 * 60_000);
    expect(b.sessionIdleMs()).toBe(30 * 60_000);
    await a.update({ loginMaxFailures: 9, logRetentionDays: 30 });
    // The other process hears it through the bus (after its reload from the database: no fixed wait on a busy machine).
    await expect.poll(() => b.loginMaxFailures(), { timeout: 5_000 }).toBe(9);
    expect(b.logRetentionDays()).toBe(30);
    expect(b.uploadMaxBytes()).toBe(512 * 1024);
    expect(b.forcePasswordChange()).toBe(true);
    expect(b.sessionAbsoluteMs()).toBe(24 * 3_600_000);
    expect(b.sysName()).toBe('新平台');
    a.close();
    b.close();
    await bus.close();
  });
});
