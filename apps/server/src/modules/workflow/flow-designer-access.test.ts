import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';

let t: TTestApp;
let designer: string; // the flow design page only

beforeAll(async () => {
  t = await buildTestApp();
  const u = await buildUser(t.db, { account: 'wfdesigner' });
  const r = await buildRole(t.db, [u.id]);
  await grant(t.db, { type: 'Role', id: r.id }, ['workFlow.flowEngine']);
  designer = await t.signIn(u.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const status = async (url: string) => (await t.call('GET', url, { token: designer })).json().code as number;

describe('the flow designer page alone', () => {
  it('reaches the pickers and form lookups its screen calls', async () => {
    for (const url of [
      '/api/system/permission/tree/user',
      '/api/system/permission/tree/position',
      '/api/system/permission/role/ops',
      '/api/visualdev/Base/Selector?type=3',
    ]) {
      expect([url, await status(url)]).toEqual([url, 200]);
    }
    // An unknown model is a 404 for a caller who may read models (not a 403).
    expect(await status('/api/visualdev/Base/0000000000000000000')).not.toBe(403);
  });

  it('reaches nothing else of the organisation or the model designer', async () => {
    for (const url of [
      '/api/system/permission/users/page?currentPage=1&pageSize=20',
      '/api/system/permission/tree/department',
      '/api/visualdev/Base/page',
    ]) {
      expect([url, await status(url)]).toEqual([url, 403]);
    }
  });
});
