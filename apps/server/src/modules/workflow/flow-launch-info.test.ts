import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';

const api = '/api/workflow/engine';
let t: TTestApp;
let admin: string;
const tokens: Record<string, string> = {};

const create = async (body: object): Promise<string> =>
  (await t.call('POST', `${api}/flowEngine/create`, { token: admin, body })).json().data.id as string;
const info = (token: string, id: string) => t.call('GET', `${api}/flowTask/launchInfo/${id}`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const launcher = await buildUser(t.db, { account: 'lilauncher', realName: 'launcher' });
  const plain = await buildUser(t.db, { account: 'liplain', realName: 'plain' });
  const role = await buildRole(t.db, [launcher.id]);
  await grant(t.db, { type: 'Role', id: role.id }, ['workFlow.flowLaunch']);
  tokens.launcher = await t.signIn('lilauncher', DEFAULT_PASSWORD);
  tokens.plain = await t.signIn(plain.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('flowTask/launchInfo', () => {
  it('answers the released form, the start node’s field rights and no free approver', async () => {
    const rights = [{ id: 'days', name: '天数', read: true, write: false }];
    const id = await create(
      flowBody({
        enCode: 'li1',
        fullName: '请假一',
        formData: '{"fields":[{"__vModel__":"days"}]}',
        flowTemplateJson: JSON.stringify(simpleFlow(['admin'], undefined, { formOperates: rights })),
      }),
    );
    const res = (await info(tokens.launcher, id)).json();
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      flowId: id,
      fullName: '请假一',
      formData: '{"fields":[{"__vModel__":"days"}]}',
      formOperates: [{ id: 'days', read: true, write: false }],
      freeApprover: 0,
    });
  });

  it('says the launcher chooses the approver when the first approver is of assigneeType 7', async () => {
    const tree = simpleFlow([]);
    tree.childNode.properties = { title: '自选', assigneeType: 7, approvers: [] };
    const id = await create(flowBody({ enCode: 'li2', fullName: '请假二', flowTemplateJson: tree }));
    expect((await info(tokens.launcher, id)).json().data.freeApprover).toBe(1);
  });

  it('refuses a flow that is not released and a caller without the launch page', async () => {
    const id = await create(flowBody({ enCode: 'li3', fullName: '请假三', enabledMark: 0 }));
    expect((await info(tokens.launcher, id)).statusCode).toBe(400);
    const released = await create(flowBody({ enCode: 'li4', fullName: '请假四' }));
    expect((await info(tokens.plain, released)).statusCode).toBe(403);
  });

  it('filters the launched list by status; a bad status is 400 naming the field', async () => {
    const approver = await buildUser(t.db, { account: 'liapprover', realName: 'approver' });
    const tree = simpleFlow([approver.id]);
    const id = await create(flowBody({ enCode: 'li5', fullName: '请假五', flowTemplateJson: tree }));
    const launch = (status: number) =>
      t.call('POST', `${api}/flowTask/create`, { token: tokens.launcher, body: { flowId: id, status } });
    expect((await launch(0)).json().code).toBe(200);
    expect((await launch(1)).json().code).toBe(200);
    const list = async (q: string) =>
      (await t.call('GET', `${api}/flowLaunch/list?flowId=${id}${q}`, { token: tokens.launcher })).json();
    expect((await list('')).data.pagination.total).toBe(2);
    const drafts = (await list('&status=0')).data;
    expect(drafts.list.map((r: { status: number }) => r.status)).toEqual([0]);
    expect((await list('&status=1')).data.pagination.total).toBe(1);
    const bad = await list('&status=9');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('status');
  });
});
