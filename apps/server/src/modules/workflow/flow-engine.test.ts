import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { sysLogs } from '../logs/log.table.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import { flowEngineVersions, flowEngines } from './workflow.table.ts';

const base = '/api/workflow/engine/flowEngine';
let t: TTestApp;
let admin: string;
let viewer: string; // the flow engine page without buttons
let launcher: string; // the launch page, in the role a restricted flow names
let outsider: string; // the launch page, in no role
let roleId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const v = await buildUser(t.db, { account: 'wfviewer' });
  const vr = await buildRole(t.db, [v.id]);
  await grant(t.db, { type: 'Role', id: vr.id }, ['workFlow.flowEngine']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
  const l = await buildUser(t.db, { account: 'wflauncher' });
  const o = await buildUser(t.db, { account: 'wfoutsider' });
  const r = await buildRole(t.db, [l.id]);
  roleId = r.id;
  const all = await buildRole(t.db, [l.id, o.id]);
  await grant(t.db, { type: 'Role', id: all.id }, ['workFlow.flowLaunch']);
  launcher = await t.signIn(l.account, DEFAULT_PASSWORD);
  outsider = await t.signIn(o.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: object) => t.call('POST', `${base}/create`, { token, body });
const countFlows = async () => (await t.db.select().from(flowEngines)).length;

describe('flowEngine', () => {
  it('creates, lists under its category, reads, updates with a new snapshot, copies, stops, releases and deletes', async () => {
    const res = (await create(admin, flowBody())).json();
    expect(res.code).toBe(200);
    const id = res.data.id as string;
    const tree = (await t.call('GET', `${base}/list?keyword=请假`, { token: admin })).json().data.list;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ enCode: 'office', fullName: '办公', parentId: '0', num: 1 });
    expect(tree[0].children[0]).toMatchObject({ id, fullName: '请假流程', parentId: tree[0].id, version: 1 });
    const info = (await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data;
    expect(info).toMatchObject({ id, enCode: 'leave', formData: '{"fields":[]}', visibleType: 0 });
    expect(JSON.parse(info.flowTemplateJson)).toMatchObject({ nodeId: 'start' });

    const upd = await t.call('PUT', `${base}/update/${id}`, {
      token: admin,
      body: flowBody({ fullName: '请假流程二', flowTemplateJson: simpleFlow(['admin'], ['admin']) }),
    });
    expect(upd.json().code).toBe(200);
    const versions = await t.db.select().from(flowEngineVersions).where(eq(flowEngineVersions.flowId, id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 1)?.fullName).toBe('请假流程');

    const copy = (await t.call('POST', `${base}/${id}/Actions/Copy`, { token: admin })).json();
    expect(copy.code).toBe(200);
    const copied = (await t.call('GET', `${base}/info/${copy.data.id}`, { token: admin })).json().data;
    expect(copied.fullName).toMatch(/^请假流程二副本\d+$/);
    expect(copied.enabledMark).toBe(0);

    expect((await t.call('POST', `${base}/Stop/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.enabledMark).toBe(0);
    expect((await t.call('POST', `${base}/Release/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.enabledMark).toBe(1);
    for (const x of [id, copy.data.id])
      expect((await t.call('DELETE', `${base}/del/${x}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().code).toBe(404);
    const logs = await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.moduleName, 'workFlow.flowEngine'));
        expect(rows).toHaveLength(7);
        return rows;
      },
      { timeout: 5000, interval: 200 },
    );
    const logged = logs.map((l) => [l.abstracts, JSON.parse(l.abstractParams ?? '{}').name]);
    expect(logged.sort()).toEqual([
      ['copy', copied.fullName],
      ['create', '请假流程'],
      ['delete', '请假流程二'],
      ['delete', copied.fullName],
      ['release', '请假流程二'],
      ['stop', '请假流程二'],
      ['update', '请假流程二'],
    ]);
  });

  it('answers the form’s value fields without sub-tables, and a system form’s field array', async () => {
    const form = {
      fields: [
        { __vModel__: 'days', __config__: { jnpfKey: 'numInput', label: '天数' } },
        { __vModel__: 'items', __config__: { jnpfKey: 'table', label: '明细', children: [] } },
      ],
    };
    const id = (
      await create(admin, flowBody({ enCode: 'form1', fullName: '表单流程', formData: form }))
    ).json().data.id;
    const fields = (await t.call('GET', `${base}/${id}/FormDataFields`, { token: admin })).json();
    expect(fields.data.list).toEqual([{ vmodel: 'days', label: '天数' }]);
    const sys = flowBody({
      enCode: 'form2',
      fullName: '系统表单',
      formType: 1,
      formData: [{ filedId: 'a', filedName: 'A' }],
    });
    const sid = (await create(admin, sys)).json().data.id;
    expect((await t.call('GET', `${base}/${sid}/FormDataFields`, { token: admin })).json().data.list).toEqual(
      [{ vmodel: 'a', label: 'A' }],
    );
    expect((await t.call('GET', `${base}/${id}/FormDataFields`, { token: launcher })).json().code).toBe(403);
    expect((await t.call('GET', `${base}/missing/FormDataFields`, { token: admin })).json().code).toBe(404);
  });

  it('refuses a flow that cannot run with 400 naming the node, and stores nothing', async () => {
    const before = await countFlows();
    const bad = { ...simpleFlow([]), nodeId: 'start' };
    const res = (await create(admin, flowBody({ enCode: 'bad1', flowTemplateJson: bad }))).json();
    expect(res.code).toBe(400);
    expect(res.msg).toBe('节点「a1」没有可确定的审批人');
    const noJson = (await create(admin, flowBody({ enCode: 'bad2', flowTemplateJson: '{oops' }))).json();
    expect(noJson.code).toBe(400);
    expect(noJson.msg).toContain('flowTemplateJson');
    const cycle = (
      await create(admin, flowBody({ enCode: 'bad3', flowTemplateJson: { type: 'approver' } }))
    ).json();
    expect(cycle.code).toBe(400);
    expect(await countFlows()).toBe(before);
  });

  it('refuses bad fields with 400 naming them and duplicate codes or names with 409', async () => {
    const before = await countFlows();
    const missing = (await create(admin, flowBody({ fullName: '' }))).json();
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('fullName');
    const badType = (await create(admin, flowBody({ type: 7 }))).json();
    expect(badType.code).toBe(400);
    expect(badType.msg).toContain('type');
    expect(await countFlows()).toBe(before);
    expect((await create(admin, flowBody({ enCode: 'dup', fullName: '重复' }))).json().code).toBe(200);
    expect((await create(admin, flowBody({ enCode: 'dup', fullName: '重复二' }))).json()).toMatchObject({
      code: 409,
      msg: '流程编码已存在',
    });
    expect((await create(admin, flowBody({ enCode: 'dup2', fullName: '重复' }))).json()).toMatchObject({
      code: 409,
      msg: '流程名称已存在',
    });
  });

  it('needs the page to read and its buttons to write', async () => {
    expect((await t.call('GET', `${base}/list`, { token: viewer })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/list`, { token: launcher })).json().code).toBe(403);
    const before = await countFlows();
    expect((await create(viewer, flowBody({ enCode: 'nope', fullName: '无权' }))).json().code).toBe(403);
    expect(await countFlows()).toBe(before);
    const id = (await create(admin, flowBody({ enCode: 'perm', fullName: '权限' }))).json().data.id;
    for (const [m, u] of [
      ['PUT', `update/${id}`],
      ['DELETE', `del/${id}`],
      ['POST', `Stop/${id}`],
      ['POST', `${id}/Actions/Copy`],
    ] as const)
      expect((await t.call(m, `${base}/${u}`, { token: viewer, body: flowBody() })).json().code).toBe(403);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.enabledMark).toBe(1);
  });

  it('ListAll answers released launchable flows visible to the caller by role', async () => {
    const restricted = flowBody({
      enCode: 'vis',
      fullName: '限定流程',
      category: 'finance',
      flowTemplateJson: simpleFlow(['admin'], undefined, { initiateRole: [roleId] }),
    });
    const id = (await create(admin, restricted)).json().data.id;
    const open = (await create(admin, flowBody({ enCode: 'open', fullName: '公开流程' }))).json().data.id;
    await create(admin, flowBody({ enCode: 'off', fullName: '停用流程', enabledMark: 0 }));
    await create(admin, flowBody({ enCode: 'fn', fullName: '功能流程', type: 1 }));
    const idsOf = async (token: string) =>
      (
        (await t.call('GET', `${base}/ListAll`, { token })).json().data.list as {
          children: { id: string }[];
        }[]
      )
        .flatMap((g) => g.children.map((c) => c.id))
        .sort();
    const mine = await idsOf(launcher);
    expect(mine).toContain(id);
    expect(mine).toContain(open);
    const theirs = await idsOf(outsider);
    expect(theirs).not.toContain(id);
    expect(theirs).toContain(open);
    const names = (await t.call('GET', `${base}/ListAll`, { token: admin })).json().data.list;
    const all = names.flatMap((g: { children: { fullName: string }[] }) => g.children.map((c) => c.fullName));
    expect(all).not.toContain('停用流程');
    expect(all).not.toContain('功能流程');
    expect((await t.call('GET', `${base}/ListAll`, { token: viewer })).json().code).toBe(200);
    const sel = (await t.call('GET', `${base}/Selector?type=2`, { token: admin })).json();
    expect(sel.code).toBe(200);
    expect((await t.call('GET', `${base}/Selector?type=9`, { token: admin })).json().code).toBe(400);
  });
});
