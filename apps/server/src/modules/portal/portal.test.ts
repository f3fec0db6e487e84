import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { TestSocket } from '../chat/chat.test-kit.ts';
import { interfaceDefinition } from '../data-interface/data-interface.test-kit.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { dataInterfaces } from '../data-interface/data-interface.table.ts';
import { sysLogs } from '../logs/log.table.ts';
import { modules } from '../menu/menu.table.ts';
import { users } from '../users/user.table.ts';
import { portals } from './portal.table.ts';

const base = '/api/visualdev/Portal';
let t: TTestApp;
let admin: string;
let designer: string; // 门户设计 with every button
let looker: string; // 门户设计 without buttons
let reader: string; // no page; member of the granted role
let stranger: string; // nothing at all
let readerRole: string;
let readerId: string;
let interfaceId: string;

const card = (i: string, kind: string, config: object, extra: object = {}) => ({
  i,
  x: 0,
  y: 0,
  w: 6,
  h: 4,
  kind,
  config: { kind, ...config },
  ...extra,
});
const portal = (o: object = {}) => ({
  fullName: '经营看板',
  enCode: 'ops.board',
  layout: {
    cards: [
      card(
        'c1',
        'chart',
        { sourceId: interfaceId, xField: 'name', yField: 'amount' },
        { refreshSeconds: 30 },
      ),
      card('c2', 'todo', { show: 'count' }),
      card('c3', 'text', { text: '欢迎' }),
      card('c4', 'link', { links: [{ label: '用户', url: '/permission/user' }] }),
    ],
  },
  ...o,
});
const create = (body: object, token = admin) => t.call('POST', base, { token, body });
const newPortal = async (o: object = {}) => {
  const res = await create(portal(o));
  expect(res.json().code, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const count = async () => (await t.db.select().from(portals)).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const d = await buildUser(t.db, { account: 'pdesigner' });
  await grant(
    t.db,
    { type: 'Role', id: (await buildRole(t.db, [d.id])).id },
    ['onlineDev.visualPortal'],
    ['btn_add', 'btn_edit', 'btn_remove'],
  );
  designer = await t.signIn(d.account, DEFAULT_PASSWORD);
  const l = await buildUser(t.db, { account: 'plooker' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [l.id])).id }, ['onlineDev.visualPortal']);
  looker = await t.signIn(l.account, DEFAULT_PASSWORD);
  const r = await buildUser(t.db, { account: 'preader' });
  readerId = r.id;
  readerRole = (await buildRole(t.db, [r.id])).id;
  reader = await t.signIn(r.account, DEFAULT_PASSWORD);
  stranger = await t.signIn((await buildUser(t.db, { account: 'pstranger' })).account, DEFAULT_PASSWORD);
  const di = await t.call('POST', '/api/system/base/data/interface/edit', {
    token: admin,
    body: interfaceDefinition({
      enCode: 'portal.sales',
      checkType: 1,
      query: JSON.stringify([
        { name: '一月', amount: 3 },
        { name: '二月', amount: 5 },
      ]),
    }),
  });
  expect(di.json().code, di.body).toBe(200);
  const [row] = await t.db.select().from(dataInterfaces).where(eq(dataInterfaces.enCode, 'portal.sales'));
  interfaceId = row.id;
});
afterAll(() => t.close());

describe('portal designer', () => {
  it('creates, lists, reads, updates, copies and deletes a portal', async () => {
    const id = await newPortal({ enCode: 'crud.one' });
    const list = (await t.call('GET', `${base}?keyword=crud`, { token: looker })).json().data.list;
    expect(list).toEqual([expect.objectContaining({ id, enCode: 'crud.one', cardCount: 4 })]);
    const info = (await t.call('GET', `${base}/${id}`, { token: looker })).json().data;
    expect(info.layout.cards.map((c: { i: string }) => c.i)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(info.layout.cards[0].config).toMatchObject({ source: 'dataInterface', chartType: 'bar' });

    const upd = await t.call('PUT', `${base}/${id}`, {
      token: designer,
      body: { ...portal({ enCode: 'crud.one', fullName: '新看板' }), version: info.version },
    });
    expect(upd.json().code, upd.body).toBe(200);
    const stale = await t.call('PUT', `${base}/${id}`, {
      token: designer,
      body: { ...portal({ enCode: 'crud.one' }), version: info.version },
    });
    expect(stale.json().code).toBe(409);

    const copy = await t.call('POST', `${base}/${id}/Actions/Copy`, { token: designer });
    const copyId = copy.json().data.id as string;
    const copied = (await t.call('GET', `${base}/${copyId}`, { token: admin })).json().data;
    expect(copied).toMatchObject({
      fullName: expect.stringContaining('新看板'),
      enabledMark: 0,
      cardCount: 4,
    });

    expect((await t.call('DELETE', `${base}/${id}`, { token: designer })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).json().code).toBe(404);
    expect((await t.call('DELETE', `${base}/${copyId}`, { token: admin })).json().code).toBe(200);
  });

  it('writes an operation-log row for each create, update, copy and delete, naming the portal and what changed', async () => {
    const id = await newPortal({ enCode: 'logged.one', fullName: '日志看板' });
    const put = (body: object) => t.call('PUT', `${base}/${id}`, { token: designer, body });
    expect((await put(portal({ enCode: 'logged.one', fullName: '日志看板2' }))).json().code).toBe(200);
    expect((await put(portal({ enCode: 'logged.dup.code', fullName: '不记' }))).json().code).toBe(200);
    const copyId = (await t.call('POST', `${base}/${id}/Actions/Copy`, { token: designer })).json().data.id;
    expect((await t.call('DELETE', `${base}/${id}`, { token: designer })).json().code).toBe(200);
    const rows = async () =>
      (
        await t.db
          .select()
          .from(sysLogs)
          .where(eq(sysLogs.moduleName, 'onlineDev.visualPortal'))
          .orderBy(sysLogs.id)
      )
        .map((r) => ({
          ...r,
          params: JSON.parse(r.abstractParams!) as { noun: string; id: string; name: string },
        }))
        .filter((r) => r.params.id === id || r.params.id === copyId);
    // The log writer flushes once a second.
    await expect
      .poll(async () => (await rows()).map((r) => `${r.abstracts} ${r.params.noun}`), { timeout: 5000 })
      .toEqual(['create portal', 'update portal', 'update portal', 'copy portal', 'delete portal']);
    const [created, renamed] = await rows();
    expect(created).toMatchObject({
      userName: expect.stringContaining('admin'),
      params: { name: '日志看板' },
    });
    const changes = JSON.parse(renamed.json!).changes as { field: string; before: unknown; after: unknown }[];
    expect(changes).toEqual([{ field: 'fullName', before: '日志看板', after: '日志看板2' }]);
  });

  it('refuses a second live portal with the same code', async () => {
    await newPortal({ enCode: 'dup.code' });
    const before = await count();
    const res = await create(portal({ enCode: 'dup.code' }));
    expect(res.json()).toMatchObject({ code: 409, msg: '门户编码已存在' });
    expect(await count()).toBe(before);
  });

  it('answers concurrent creates with one code once, the others 409 naming the code (never 500)', async () => {
    const codes = await Promise.all(
      Array.from({ length: 6 }, () => create(portal({ enCode: 'race.code' }))),
    ).then((all) => all.map((r) => r.json<{ code: number; msg: string }>()));
    expect(codes.map((r) => r.code).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of codes.filter((x) => x.code !== 200)) expect(r.msg).toBe('门户编码已存在');
    expect(await t.db.select().from(portals).where(eq(portals.enCode, 'race.code'))).toHaveLength(1);
  });

  it('answers concurrent updates of two portals to one code once, the other 409 naming the code', async () => {
    const ids = [await newPortal({ enCode: 'race.a' }), await newPortal({ enCode: 'race.b' })];
    const answers = await Promise.all(
      ids.map((id) =>
        t.call('PUT', `${base}/${id}`, { token: admin, body: portal({ enCode: 'race.same' }) }),
      ),
    );
    expect(answers.map((r) => r.json<{ code: number }>().code).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.json().code === 409)?.json().msg).toBe('门户编码已存在');
    const rows = await t.db.select().from(portals).where(eq(portals.enCode, 'race.same'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['fullName', { fullName: '' }],
    ['enCode', { enCode: 'bad code!' }],
    [
      'layout.cards.0.config.kind',
      { layout: { cards: [{ ...card('a', 'text', {}), config: { kind: 'todo' } }] } },
    ],
    ['layout.cards', { layout: { cards: [card('a', 'text', {}), card('a', 'text', {})] } }],
    ['layout.cards.0.w', { layout: { cards: [{ ...card('a', 'text', {}), x: 20, w: 8 }] } }],
    ['layout.cards.0.refreshSeconds', { layout: { cards: [card('a', 'text', {}, { refreshSeconds: 3 })] } }],
    [
      'layout.cards.0.config.links.0.url',
      { layout: { cards: [card('a', 'link', { links: [{ label: 'x', url: 'javascript:alert(1)' }] })] } },
    ],
    ['layout.cards.0.kind', { layout: { cards: [card('a', 'video', {})] } }],
    [
      'layout.cards.0.config.xField',
      { layout: { cards: [card('a', 'chart', { sourceId: 'di', yField: 'v' })] } },
    ],
    [
      'layout.cards.0.config.sourceId',
      { layout: { cards: [card('a', 'chart', { sourceId: '', xField: 'a', yField: 'b' })] } },
    ],
  ])('refuses a bad %s with a 400 naming it and stores nothing', async (field, o) => {
    const before = await count();
    const res = await create(portal({ enCode: 'bad.input', ...o }));
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown id with 404 and a malformed id with 400', async () => {
    expect((await t.call('GET', `${base}/nope`, { token: admin })).json().code).toBe(404);
    expect((await t.call('PUT', `${base}/nope`, { token: admin, body: portal() })).json().code).toBe(404);
    expect((await t.call('DELETE', `${base}/nope`, { token: admin })).json().code).toBe(404);
    expect((await t.call('GET', `${base}/${encodeURIComponent('a b')}`, { token: admin })).json().code).toBe(
      400,
    );
  });

  it('answers each designer route only to holders of its page or button', async () => {
    const id = await newPortal({ enCode: 'perm.check' });
    const calls: [string, string, string, object?][] = [
      ['GET', base, looker],
      ['GET', `${base}/${id}`, looker],
      ['GET', `${base}/Selector`, looker],
      ['GET', `${base}/${id}/Grants`, looker],
      ['POST', base, designer, portal({ enCode: 'perm.new' })],
      ['PUT', `${base}/${id}`, designer, portal({ enCode: 'perm.check' })],
      ['PUT', `${base}/${id}/Grants`, designer, { roleIds: [] }],
      ['POST', `${base}/${id}/Actions/Copy`, designer],
    ];
    for (const [method, url, allowed, body] of calls) {
      expect((await t.call(method, url, { token: stranger, body })).json().code, `${method} ${url}`).toBe(
        403,
      );
      if (allowed === designer) {
        expect((await t.call(method, url, { token: looker, body })).json().code, `${method} ${url}`).toBe(
          403,
        );
      }
      expect((await t.call(method, url, { token: allowed, body })).json().code, `${method} ${url}`).toBe(200);
    }
    expect((await t.call('DELETE', `${base}/${id}`, { token: looker })).json().code).toBe(403);
    expect((await t.call('DELETE', `${base}/${id}`, { token: designer })).json().code).toBe(200);
    expect((await t.call('GET', base, { token: '' })).statusCode).toBe(401);
  });
});

describe('portal grants, view, card data and home', () => {
  let id: string;
  beforeAll(async () => {
    id = await newPortal({ enCode: 'granted.one' });
  });

  it('answers the layout only to users granted the portal', async () => {
    expect((await t.call('GET', `${base}/${id}/auth`, { token: reader })).json().code).toBe(403);
    expect((await t.call('GET', `${base}/Granted`, { token: reader })).json().data).toEqual({
      list: [],
      portalId: '',
    });
    const saved = await t.call('PUT', `${base}/${id}/Grants`, {
      token: designer,
      body: { roleIds: [readerRole] },
    });
    expect(saved.json().code, saved.body).toBe(200);
    expect((await t.call('GET', `${base}/${id}/Grants`, { token: looker })).json().data).toEqual({
      roleIds: [readerRole],
    });
    const view = (await t.call('GET', `${base}/${id}/auth`, { token: reader })).json();
    expect(view.data).toMatchObject({ id, fullName: '经营看板' });
    expect(view.data.layout.cards).toHaveLength(4);
    expect((await t.call('GET', `${base}/${id}/auth`, { token: stranger })).json().code).toBe(403);
    expect((await t.call('GET', `${base}/Granted`, { token: reader })).json().data.list).toEqual([
      { id, fullName: '经营看板', enCode: 'granted.one' },
    ]);
  });

  it('refuses grants to unknown roles, naming the entry, and keeps the grants', async () => {
    const res = await t.call('PUT', `${base}/${id}/Grants`, {
      token: designer,
      body: { roleIds: [readerRole, 'no-such-role'] },
    });
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toContain('body.roleIds.1');
    const bad = await t.call('PUT', `${base}/${id}/Grants`, { token: designer, body: { roleIds: 'x' } });
    expect(bad.json().code).toBe(400);
    expect(bad.json().msg).toContain('roleIds');
    expect((await t.call('GET', `${base}/${id}/Grants`, { token: admin })).json().data.roleIds).toEqual([
      readerRole,
    ]);
  });

  it('opens a portal through a granted data-screen menu (type 6) of it', async () => {
    const other = await newPortal({ enCode: 'screen.one' });
    expect((await t.call('GET', `${base}/${other}/auth`, { token: reader })).json().code).toBe(403);
    const menuId = newId();
    await t.db.insert(modules).values({
      id: menuId,
      type: 6,
      fullName: '大屏',
      enCode: 'screen.menu',
      propertyJson: { moduleId: other },
      creatorTime: Date.now(),
    });
    await t.db.insert(authorizes).values({
      id: newId(),
      itemType: 'module',
      itemId: menuId,
      objectType: 'Role',
      objectId: readerRole,
      creatorTime: Date.now(),
    });
    expect((await t.call('GET', `${base}/${other}/auth`, { token: reader })).json().code).toBe(200);
  });

  it("runs a chart card's data interface for a granted user, and refuses others", async () => {
    const res = await t.call('GET', `${base}/${id}/Card/c1`, { token: reader });
    expect(res.json().code, res.body).toBe(200);
    expect(res.json().data).toEqual({
      rows: [
        { name: '一月', amount: 3 },
        { name: '二月', amount: 5 },
      ],
      truncated: false,
    });
    expect((await t.call('GET', `${base}/${id}/Card/c1`, { token: stranger })).json().code).toBe(403);
    expect((await t.call('GET', `${base}/${id}/Card/zz`, { token: reader })).json().code).toBe(404);
    const text = await t.call('GET', `${base}/${id}/Card/c3`, { token: reader });
    expect(text.json().code).toBe(400);
    expect(text.json().msg).toContain('cardId');
  });

  it("stores a report chart card without fields, and sends its data to the report's own run", async () => {
    const reportCard = card('r1', 'chart', { source: 'report', sourceId: 'rep1', chartIndex: 1 });
    const withReport = await newPortal({ enCode: 'report.chart', layout: { cards: [reportCard] } });
    const info = (await t.call('GET', `${base}/${withReport}`, { token: admin })).json().data;
    expect(info.layout.cards[0].config).toMatchObject({ source: 'report', chartIndex: 1, xField: '' });
    const res = await t.call('GET', `${base}/${withReport}/Card/r1`, { token: admin });
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toContain('report run');
  });

  it('sets a granted portal as home (current user answers it) and refuses one not granted', async () => {
    const notMine = await newPortal({ enCode: 'not.mine' });
    const refused = await t.call('PUT', `${base}/${notMine}/home`, { token: reader });
    expect(refused.json().code).toBe(403);
    const ok = await t.call('PUT', `${base}/${id}/home`, { token: reader });
    expect(ok.json().code, ok.body).toBe(200);
    const me = await t.call('GET', '/api/oauth/current/user/Web', { token: reader });
    expect(me.json().data.userInfo.portalId).toBe(id);
    expect((await t.call('GET', `${base}/Granted`, { token: reader })).json().data.portalId).toBe(id);
    expect((await t.call('DELETE', `${base}/home`, { token: reader })).json().code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, readerId));
    expect(row.portalId).toBeNull();
  });

  it("deleting a portal drops its grants and its users' home choice", async () => {
    const gone = await newPortal({ enCode: 'gone.soon' });
    await t.call('PUT', `${base}/${gone}/Grants`, { token: admin, body: { roleIds: [readerRole] } });
    expect((await t.call('PUT', `${base}/${gone}/home`, { token: reader })).json().code).toBe(200);
    expect((await t.call('DELETE', `${base}/${gone}`, { token: admin })).json().code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, readerId));
    expect(row.portalId).toBeNull();
    const left = await t.db.select().from(authorizes).where(eq(authorizes.itemId, gone));
    expect(left).toEqual([]);
    expect((await t.call('GET', `${base}/${gone}/auth`, { token: reader })).json().code).toBe(403);
  });

  it('hides a disabled portal from its granted users', async () => {
    const off = await newPortal({ enCode: 'off.one', enabledMark: 0 });
    await t.call('PUT', `${base}/${off}/Grants`, { token: admin, body: { roleIds: [readerRole] } });
    expect((await t.call('GET', `${base}/${off}/auth`, { token: reader })).json().code).toBe(404);
    const mine = (await t.call('GET', `${base}/Granted`, { token: reader })).json().data.list;
    expect(mine.map((p: { id: string }) => p.id)).not.toContain(off);
  });
});

describe('portal push', () => {
  it('tells the open sockets when a portal is saved or deleted, and not on a refused save', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const id = await newPortal({ enCode: 'push.one' });
    const { s } = await TestSocket.connect(t.app, reader);
    try {
      const save = (body: object) => t.call('PUT', `${base}/${id}`, { token: designer, body });
      expect((await save(portal({ enCode: 'push.one', fullName: '推送看板' }))).json().code).toBe(200);
      expect(await s.next('portalChanged')).toEqual({ method: 'portalChanged', portalId: id });
      expect((await save(portal({ enCode: 'bad code!' }))).json().code).toBe(400);
      expect(await s.hasNone('portalChanged')).toBe(true);
      expect((await t.call('DELETE', `${base}/${id}`, { token: designer })).json().code).toBe(200);
      expect(await s.next('portalChanged')).toEqual({ method: 'portalChanged', portalId: id });
    } finally {
      s.close();
    }
  });
});
