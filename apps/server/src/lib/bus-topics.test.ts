import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuth } from '../modules/auth/auth.types.ts';
import { SessionService } from '../modules/auth/session.service.ts';
import { DataScopeService } from '../modules/authorize/data-scope.ts';
import { OrgTreeCache } from '../modules/organize/org-tree.cache.ts';
import { SEED_DEPARTMENT_ID } from '../db/seed/seed.ts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../test/factories.ts';
import { createLocalBus } from './bus.ts';
import { UserTopic } from './bus-topics.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const userTree = async () =>
  JSON.stringify((await t.call('GET', '/api/system/permission/tree/user', { token: admin })).json());

describe('user topics on the bus', () => {
  it('a sign-in over HTTP announces session.signed-in only: no grants, memberships, menus, profile or org change', async () => {
    const heard = new Map<string, number>();
    const topics = [...Object.values(UserTopic), 'org.changed', 'relation-names.changed'] as const;
    const stops = topics.map((topic) =>
      t.app.ctx.bus.subscribe(topic, () => heard.set(topic, (heard.get(topic) ?? 0) + 1)),
    );
    await t.signIn();
    stops.forEach((stop) => stop());
    expect([...heard.keys()]).toEqual([UserTopic.signedIn]);
  });

  it('a sign-in keeps the cached selector tree; a profile change drops it', async () => {
    await userTree(); // cached
    await buildUser(t.db, { account: 'quiet', realName: '悄悄加入', organizeId: SEED_DEPARTMENT_ID });
    await t.signIn();
    expect(await userTree()).not.toContain('悄悄加入');
    const res = await t.call('PUT', '/api/system/permission/users/current/systemTheme', {
      token: admin,
      body: { theme: 'classic' },
    });
    expect(res.json().code).toBe(200);
    expect(await userTree()).toContain('悄悄加入');
  });

  it('a sign-in keeps cached data scopes; a grant change drops them', async () => {
    const bus = createLocalBus();
    const scopes = new DataScopeService(t.db, bus, new OrgTreeCache(t.db, bus));
    const sessions = new SessionService(t.db, bus, {
      idleMs: () => 60_000,
      absoluteMs: () => 60_000,
      now: () => 0,
      onError: () => {},
    });
    const user = await buildUser(t.db, { account: 'scoped', password: DEFAULT_PASSWORD });
    const auth: TAuth = {
      sessionId: 's1',
      userId: user.id,
      account: user.account,
      realName: user.realName,
      isAdmin: false,
      organizeId: null,
      roleIds: [],
      positionIds: [],
      codes: new Set<string>(),
      language: null,
      mustChangePassword: false,
    };
    const first = scopes.forPage(auth, 'permission.user');
    await sessions.invalidateUsers([user.id], UserTopic.signedIn);
    expect(scopes.forPage(auth, 'permission.user')).toBe(first);
    await sessions.invalidateUsers(null, UserTopic.grants);
    expect(scopes.forPage(auth, 'permission.user')).not.toBe(first);
    sessions.close();
    scopes.close();
    await bus.close();
  });
});
