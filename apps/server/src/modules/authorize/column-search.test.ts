import { PAGE_COLUMNS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnId } from '../../db/seed/menu-items.seed.ts';
import { SEED_DEPARTMENT_ID, menuId } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { modules } from '../menu/menu.table.ts';
import { positions } from '../position/position.table.ts';
import { authorizes } from './authorize.table.ts';

const PAGE = 'permission.position';
const ROLE_PAGE = 'permission.role';
let t: TTestApp;
let token: string;
let role: { fullName: string; enCode: string };

beforeAll(async () => {
  t = await buildTestApp();
  // The column each page hides from the caller.
  const hidden = {
    [PAGE]: 'enCode',
    [ROLE_PAGE]: 'enCode',
    'system.log': 'requestURL',
    'permission.organize': 'enCode',
  } as const;
  const pages = Object.keys(hidden) as (keyof typeof hidden)[];
  for (const page of pages)
    await t.db
      .update(modules)
      .set({ isColumnAuthorize: 1 })
      .where(eq(modules.id, menuId(page)));
  const u = await buildUser(t.db, { account: 'nocodes' });
  const built = await buildRole(t.db, [u.id]);
  role = built;
  await grant(t.db, { type: 'Role', id: built.id }, [...pages], []);
  await grantScope(t.db, { type: 'Role', id: built.id }, PAGE, 'all');
  await grantScope(t.db, { type: 'Role', id: built.id }, 'permission.organize', 'all');
  const shown = pages.flatMap((page) =>
    PAGE_COLUMNS[page].filter((c) => c.enCode !== hidden[page]).map((c) => columnId(page, c.enCode)),
  );
  await t.db.insert(authorizes).values(
    shown.map((itemId) => ({
      id: newId(),
      itemType: 'column',
      itemId,
      objectType: 'Role',
      objectId: built.id,
      creatorTime: Date.now(),
    })),
  );
  await t.db.insert(positions).values({
    id: newId(),
    fullName: '出纳岗',
    enCode: 'SECRETCODE9',
    organizeId: SEED_DEPARTMENT_ID,
    creatorTime: Date.now(),
  });
  token = await t.signIn('nocodes', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('the keyword of a list page with hidden columns', () => {
  it('does not search a column the caller may not see, and still searches the visible ones', async () => {
    const find = async (keyword: string) => {
      const q = `keyword=${encodeURIComponent(keyword)}`;
      const res = await t.call('GET', `/api/system/permission/position/page?${q}`, { token });
      expect(res.statusCode).toBe(200);
      return res.json().data.list as { fullName: string }[];
    };
    expect(await find('SECRETCODE9')).toEqual([]);
    expect((await find('出纳岗')).map((r) => r.fullName)).toEqual(['出纳岗']);
    const admin = await t.signIn();
    const all = await t.call('GET', '/api/system/permission/position/page?keyword=SECRETCODE9', {
      token: admin,
    });
    expect(all.json().data.list).toHaveLength(1);
  });

  it('leaves the roles list searchable by name only when their codes are hidden', async () => {
    const find = async (keyword: string) => {
      const url = `/api/system/permission/role/list?keyword=${encodeURIComponent(keyword)}`;
      const list = (await t.call('GET', url, { token })).json().data.list as { fullName: string }[];
      return list.map((r) => r.fullName);
    };
    expect(await find(role.enCode)).toEqual([]);
    expect(await find(role.fullName)).toEqual([role.fullName]);
  });

  it('does not search the request logs by a hidden address column', async () => {
    const url = '/api/system/permission/position/page';
    const admin = await t.signIn();
    const find = async (by: string) => {
      const res = await t.call('GET', `/api/system/base/log/5?keyword=${encodeURIComponent(url)}`, {
        token: by,
      });
      return res.json().data.list as unknown[];
    };
    // Request rows are written in batches: wait until the administrator finds some.
    for (let i = 0; i < 50 && !(await find(admin)).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await find(admin)).length).toBeGreaterThan(0);
    expect(await find(token)).toEqual([]);
  });

  it('does not keep companies in the tree by a hidden code', async () => {
    const find = async (keyword: string) => {
      const q = `keyword=${encodeURIComponent(keyword)}`;
      return (await t.call('GET', `/api/system/permission/organize/list?${q}`, { token })).json().data.list;
    };
    expect(await find('HQ')).toEqual([]);
    expect(await find('引迈')).toHaveLength(1);
  });
});
