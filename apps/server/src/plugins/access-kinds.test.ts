import { ZId } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../lib/ids.ts';
import { defineRoute, type TRowRule } from '../lib/route.ts';
import { modelMenuAccess } from '../modules/authorize/assert-permission.ts';
import { authorizes } from '../modules/authorize/authorize.table.ts';
import { moduleButtons, modules } from '../modules/menu/menu.table.ts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser } from '../test/factories.ts';
import type { TDb } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';

/** Operators and their active delegates, as a flow module would keep them (operator → delegate). */
const delegates = new Map<string, string>();

/** The caller is the operator named in the path or that operator's active delegate. */
const operatorOrDelegate: TRowRule = {
  name: 'operatorOrDelegate',
  refusal: 'perm.rowDenied',
  allows: (req, auth) => {
    const { operatorId } = req.params as { operatorId: string };
    return operatorId === auth.userId || delegates.get(operatorId) === auth.userId;
  },
};

/** Routes of every kind this test needs that the product does not have yet (runtime models, flow tasks). */
function testRoutes(app: FastifyInstance) {
  const tags = ['test'];
  const params = z.strictObject({ modelId: ZId });
  defineRoute(app, {
    method: 'POST',
    url: '/api/test/model/:modelId/edit',
    summary: 'A runtime model form: btn_add or btn_edit of its menu by the body id',
    tags,
    access: { resolve: modelMenuAccess('edit') },
    params,
    body: z.object({ id: ZId.optional() }),
    response: z.string(),
    handler: ({ body }) => (body.id ? 'updated' : 'created'),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/test/model/:modelId/del',
    summary: 'A runtime model delete: btn_remove of its menu',
    tags,
    access: { resolve: modelMenuAccess('btn_remove') },
    params,
    response: z.string(),
    handler: () => 'removed',
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/test/task/:operatorId/approve',
    summary: 'A flow action only the operator or its active delegate may take',
    tags,
    access: { signedIn: true, rowRule: operatorOrDelegate },
    params: z.strictObject({ operatorId: ZId }),
    response: z.string(),
    handler: ({ auth }) => auth.userId,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/test/maybe',
    summary: 'Serves signed-in and public callers',
    tags,
    access: { optionalSession: true },
    response: z.string().nullable(),
    handler: ({ auth }) => auth?.account ?? null,
  });
}

/** A type-3 menu (`enCode`) of a runtime model with its buttons; answers the menu id. */
async function buildModelMenu(db: TDb, modelId: string, enCode: string, type = 3) {
  const id = newId();
  const now = Date.now();
  await db.insert(modules).values({
    id,
    type,
    fullName: enCode,
    enCode,
    propertyJson: { moduleId: modelId },
    creatorTime: now,
  });
  const buttons = ['btn_add', 'btn_edit', 'btn_remove'].map((b) => ({
    id: newId(),
    moduleId: id,
    fullName: b,
    enCode: b,
    creatorTime: now,
  }));
  await db.insert(moduleButtons).values(buttons);
  return { id, button: (code: string) => buttons.find((b) => b.enCode === code)!.id };
}

let t: TTestApp;
let admin: string;
let adder: string;
let adderId: string;
let other: string;
const modelId = newId();
const otherModelId = newId();
const pageModelId = newId();

beforeAll(async () => {
  t = await buildTestApp({ routes: testRoutes });
  admin = await t.signIn();
  const menu = await buildModelMenu(t.db, modelId, `rt.orders${modelId.slice(-6)}`);
  await buildModelMenu(t.db, otherModelId, `rt.other${otherModelId.slice(-6)}`);
  await buildModelMenu(t.db, pageModelId, `rt.page${pageModelId.slice(-6)}`, 2);
  const u = await buildUser(t.db);
  adderId = u.id;
  const role = await buildRole(t.db, [u.id]);
  const items = [
    { itemType: 'module', itemId: menu.id },
    { itemType: 'button', itemId: menu.button('btn_add') },
  ];
  await t.db.insert(authorizes).values(
    items.map((i) => ({
      id: newId(),
      ...i,
      objectType: 'Role',
      objectId: role.id,
      creatorTime: Date.now(),
    })),
  );
  adder = await t.signIn(u.account, DEFAULT_PASSWORD);
  other = await t.signIn((await buildUser(t.db)).account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const codeOf = async (res: Promise<{ json(): { code: number; msg: string; data: unknown } }>) => {
  const { code, msg, data } = (await res).json();
  return code === 200 ? { code, data } : { code, msg };
};

describe('a code resolved from the request: a runtime model menu (modelMenuAccess)', () => {
  const edit = (token: string, body: object, model = modelId) =>
    codeOf(t.call('POST', `/api/test/model/${model}/edit`, { token, body }));

  it('admits btn_add (no id) and refuses btn_edit (an id) to a role granted only btn_add', async () => {
    expect(await edit(adder, {})).toEqual({ code: 200, data: 'created' });
    expect(await edit(adder, { id: 'r1' })).toEqual({ code: 403, msg: '没有权限操作该数据' });
    expect(await codeOf(t.call('DELETE', `/api/test/model/${modelId}/del`, { token: adder }))).toMatchObject({
      code: 403,
    });
  });

  it("does not admit through another model's menu, a caller without grants, or a model without a type-3 menu", async () => {
    expect(await edit(adder, {}, otherModelId)).toMatchObject({ code: 403 });
    expect(await edit(other, {})).toMatchObject({ code: 403 });
    expect(await edit(admin, {}, newId())).toMatchObject({ code: 403 });
    expect(await edit(admin, {}, pageModelId)).toMatchObject({ code: 403 });
    expect(await edit(adder, {}, 'not an id!')).toMatchObject({ code: 403 });
  });

  it('admits the super administrator to every button of a model with a menu', async () => {
    expect(await edit(admin, { id: 'r1' })).toEqual({ code: 200, data: 'updated' });
    expect(await edit(admin, {}, otherModelId)).toEqual({ code: 200, data: 'created' });
  });
});

describe('a per-row rule the module declares (rowRule)', () => {
  const approve = (token: string, operatorId: string) =>
    codeOf(t.call('POST', `/api/test/task/${operatorId}/approve`, { token }));

  it('admits the operator and its active delegate and refuses anyone else with the rule’s refusal', async () => {
    expect(await approve(adder, adderId)).toEqual({ code: 200, data: adderId });
    expect(await approve(other, adderId)).toEqual({ code: 403, msg: '没有权限操作该记录' });
  });

  it('admits a delegate only while the delegation lasts', async () => {
    const d = await buildUser(t.db);
    const token = await t.signIn(d.account, DEFAULT_PASSWORD);
    expect(await approve(token, adderId)).toMatchObject({ code: 403 });
    delegates.set(adderId, d.id);
    expect(await approve(token, adderId)).toEqual({ code: 200, data: d.id });
    delegates.delete(adderId);
    expect(await approve(token, adderId)).toMatchObject({ code: 403 });
  });

  it('answers the session code, not the rule, without a session', async () => {
    expect(await approve('', adderId)).toMatchObject({ code: 600 });
  });
});

describe('an optional session (optionalSession)', () => {
  it('serves a public caller, a signed-in one as itself, and a broken token as public', async () => {
    expect(await codeOf(t.call('GET', '/api/test/maybe'))).toEqual({ code: 200, data: null });
    expect(await codeOf(t.call('GET', '/api/test/maybe', { token: admin }))).toEqual({
      code: 200,
      data: 'admin',
    });
    expect(await codeOf(t.call('GET', '/api/test/maybe', { token: 'Bearer nope' }))).toEqual({
      code: 200,
      data: null,
    });
  });
});
