import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser, grant } from '../../test/factories.ts';
import { interfaceDefinition } from '../data-interface/data-interface.test-kit.ts';
import { sysLogs } from '../logs/log.table.ts';

const base = '/api/visualdev/DataReport';
let t: TTestApp;
let admin: string;
let interfaceId: string;

/** A minimal report over a static interface, with the given code and name. */
const body = (enCode: string, fullName: string, more: object = {}) => ({
  fullName,
  enCode,
  category: 'dict-report-sort-sales',
  sourceType: 1,
  sourceId: interfaceId,
  columns: [{ field: 'region', title: '区域' }],
  filters: [],
  charts: [],
  ...more,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const di = await t.call('POST', '/api/system/base/data/interface/edit', {
    token: admin,
    body: interfaceDefinition({ enCode: 'rptwrites', query: '[{"region":"East"}]' }),
  });
  expect(di.json().code, JSON.stringify(di.json())).toBe(200);
  interfaceId = (
    await t.call('GET', '/api/system/base/data/interface/page?keyword=rptwrites', { token: admin })
  ).json().data.list[0].id as string;
});
afterAll(() => t.close());

/**
 * Makes the next two saves lose the race the service's own duplicate check cannot see: each passes its check, then
 * waits until the other has passed too, so both reach the write (only the unique index can refuse one).
 */
function raceTwoSaves() {
  const svc = t.app.ctx.services.reports;
  const check = svc.check.bind(svc);
  let arrived = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const spy = vi.spyOn(svc, 'check').mockImplementation(async (input) => {
    const found = await check(input);
    if (++arrived === 2) open();
    await gate;
    return found;
  });
  return () => spy.mockRestore();
}

describe('report writes', () => {
  it('answers one of two concurrent creates with the same code 409 naming the code, never 500', async () => {
    const restore = raceTwoSaves();
    const answers = await Promise.all(
      ['甲', '乙'].map((name) =>
        t.call('POST', base, {
          token: admin,
          body: body('race', `并发${name}`),
          headers: { 'accept-language': 'en' },
        }),
      ),
    );
    restore();
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.msg).toMatch(/code \(enCode\)/);
    const listed = (await t.call('GET', `${base}?keyword=race`, { token: admin })).json().data;
    expect(listed.pagination.total).toBe(1);
  });

  it('answers two concurrent updates to the same code 409 for one, the other saved', async () => {
    const ids = await Promise.all(
      ['u1', 'u2'].map(async (code) => {
        const res = await t.call('POST', base, { token: admin, body: body(code, `更新${code}`) });
        expect(res.json().code).toBe(200);
        return res.json().data.id as string;
      }),
    );
    const restore = raceTwoSaves();
    const answers = await Promise.all(
      ids.map((id, i) => t.call('PUT', `${base}/${id}`, { token: admin, body: body('clash', `更新${i}`) })),
    );
    restore();
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const codes = await Promise.all(
      ids.map(async (id) => (await t.call('GET', `${base}/${id}`, { token: admin })).json().data.enCode),
    );
    expect(codes.filter((c) => c === 'clash')).toHaveLength(1);
  });

  it('names the clashing field: a duplicate name without a duplicate code is refused for the name', async () => {
    await t.call('POST', base, { token: admin, body: body('named1', '同名报表') });
    const again = await t.call('POST', base, {
      token: admin,
      body: body('named2', '同名报表'),
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/name \(fullName\)/);
  });

  it('writes an operation-log row for create, update, copy and delete', async () => {
    const created = await t.call('POST', base, { token: admin, body: body('logged', '日志报表') });
    const id = created.json().data.id as string;
    const put = await t.call('PUT', `${base}/${id}`, {
      token: admin,
      body: body('logged', '日志报表二', { description: '说明' }),
    });
    expect(put.json().code).toBe(200);
    const copy = (await t.call('POST', `${base}/${id}/Actions/Copy`, { token: admin })).json().data
      .id as string;
    for (const x of [id, copy])
      expect((await t.call('DELETE', `${base}/${x}`, { token: admin })).json().code).toBe(200);
    const rows = await vi.waitFor(
      async () => {
        const all = await t.db.select().from(sysLogs).where(eq(sysLogs.moduleName, 'onlineDev.dataReport'));
        const mine = all.filter((r) => [id, copy].includes(JSON.parse(r.abstractParams ?? '{}').id));
        expect(mine).toHaveLength(5);
        return mine;
      },
      { timeout: 5000, interval: 200 },
    );
    const logged = rows.map((r) => {
      const p = JSON.parse(r.abstractParams ?? '{}');
      return [r.abstracts, p.noun, p.id === id ? 'orig' : 'copy', p.name];
    });
    expect(logged.sort()).toEqual(
      [
        ['copy', 'dataReport', 'copy', expect.stringMatching(/^日志报表二\.副本/)],
        ['create', 'dataReport', 'orig', '日志报表'],
        ['delete', 'dataReport', 'copy', expect.stringMatching(/^日志报表二\.副本/)],
        ['delete', 'dataReport', 'orig', '日志报表二'],
        ['update', 'dataReport', 'orig', '日志报表二'],
      ].sort(),
    );
    const update = rows.find((r) => r.abstracts === 'update')!;
    const changed = JSON.parse(update.json ?? '{}').changes.map((c: { field: string }) => c.field);
    expect(changed.sort()).toEqual(['description', 'fullName']);
  });

  it("lists every report for the menu dialog to the menu page's holders, and refuses others", async () => {
    const [menuAdmin] = await Promise.all(
      ['rptmenuadmin', 'rptnobody'].map((account) => buildUser(t.db, { account })),
    );
    await grant(t.db, { type: 'User', id: menuAdmin.id }, ['system.menu']);
    const id = (
      await t.call('POST', base, { token: admin, body: body('picked', '可选报表', { state: 0 }) })
    ).json().data.id as string;
    const token = await t.signIn('rptmenuadmin', DEFAULT_PASSWORD);
    const res = await t.call('GET', `${base}/Selector`, { token });
    expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    expect(res.json().data.list).toContainEqual({ id, fullName: '可选报表', enCode: 'picked', state: 0 });
    await t.call('DELETE', `${base}/${id}`, { token: admin });
    const after = (await t.call('GET', `${base}/Selector`, { token })).json().data.list as { id: string }[];
    expect(after.map((r) => r.id)).not.toContain(id);
    const refused = await t.call('GET', `${base}/Selector`, {
      token: await t.signIn('rptnobody', DEFAULT_PASSWORD),
    });
    expect(refused.statusCode).toBe(403);
  });
});
