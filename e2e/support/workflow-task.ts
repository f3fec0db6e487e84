import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './api-users.ts';
import { submitAccountLogin } from './sign-in.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const ENGINE = '/api/workflow/engine';

/** The password of every user the workflow specs create. */
export const PASSWORD = 'Wf123456';

/** An Authorization header. */
export type THeaders = { authorization: string };

/** An API answer's envelope. */
export interface TEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API and answers the envelope (no assertion). */
export async function callApi<T>(
  request: APIRequestContext,
  headers: THeaders,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
): Promise<TEnvelope<T>> {
  const res = await request[method](url, { headers: { ...headers, 'accept-language': 'zh' }, data });
  return (await res.json()) as TEnvelope<T>;
}

/** Calls the API, asserts code 200 and answers the data. */
export async function api<T>(
  request: APIRequestContext,
  headers: THeaders,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
): Promise<T> {
  const body = await callApi<T>(request, headers, method, url, data);
  expect(body.code, `${method.toUpperCase()} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Signs a user in through the API. */
export async function signInApi(request: APIRequestContext, account: string): Promise<THeaders> {
  const login = await request.post('/api/oauth/Login', { data: { account, password: md5(PASSWORD) } });
  const json = (await login.json()) as TEnvelope<{ token: string }>;
  expect(json.code, `login ${account}: ${json.msg}`).toBe(200);
  return { authorization: json.data.token };
}

/** The people of the leave flow. */
export interface TPeople {
  admin: THeaders;
  ids: Record<'emp' | 'mgr' | 'sup' | 'hr1' | 'hr2' | 'hr3' | 'dlg', string>;
  accounts: Record<'emp' | 'mgr' | 'sup' | 'hr1' | 'hr2' | 'hr3' | 'dlg', string>;
}

const PAGES = [
  'workFlow',
  'workFlow.flowLaunch',
  'workFlow.flowTodo',
  'workFlow.flowDone',
  'workFlow.flowCirculate',
];
type TNode = { id: string; fullName: string; children?: TNode[] | null };
const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** A role granting the daily workflow pages (to-do, done, CC, launch, entrust). */
async function createFlowRole(request: APIRequestContext, admin: THeaders, run: string): Promise<string> {
  const enCode = `wf${run}`;
  await api(request, admin, 'post', '/api/system/permission/role/edit', {
    fullName: `流程用户${run}`,
    enCode,
    type: 'Business',
  });
  const roles = await api<{ list: { id: string; enCode: string }[] }>(
    request,
    admin,
    'get',
    `/api/system/permission/role/list?keyword=${enCode}`,
  );
  const roleId = roles.list.find((r) => r.enCode === enCode)!.id;
  await api(request, admin, 'put', `/api/system/permission/authorize/Role/${roleId}`, {
    module: [...PAGES, 'workFlow.entrust'].map((p) => `menu-${p}`),
    button: ['btn_add', 'btn_edit', 'btn_remove'].map((b) => `btn-workFlow.entrust-${b}`),
    column: [],
    form: [],
    resource: [],
  });
  return roleId;
}

/**
 * Creates the organisation of the leave flow: a department managed by `mgr` where `emp` works with `sup` as
 * supervisor, three HR staff and a delegate; every one holds the daily workflow pages.
 */
export async function createPeople(request: APIRequestContext, run: string): Promise<TPeople> {
  const admin = await adminHeaders(request);
  const me = await api<{ organizeId: string }>(
    request,
    admin,
    'get',
    '/api/system/permission/users/info/admin',
  );
  const roleId = await createFlowRole(request, admin, run);
  const names = {
    mgr: '部门经理',
    sup: '直属主管',
    hr1: '人事甲',
    hr2: '人事乙',
    hr3: '人事丙',
    dlg: '代理人',
    emp: '员工',
  };
  const ids = {} as TPeople['ids'];
  const accounts = {} as TPeople['accounts'];
  const create = async (key: keyof typeof names, organizeId: string, managerId?: string) => {
    accounts[key] = `${key}${run}`;
    const { id } = await api<{ id: string }>(request, admin, 'post', '/api/system/permission/users/edit', {
      account: accounts[key],
      realName: `${names[key]}${run}`,
      organizeId,
      managerId,
      roleIds: [roleId],
      password: md5(PASSWORD),
    });
    ids[key] = id;
  };
  for (const key of ['mgr', 'sup', 'hr1', 'hr2', 'hr3', 'dlg'] as const) await create(key, me.organizeId);
  const enCode = `leave${run}`;
  await api(request, admin, 'post', '/api/system/permission/organize/department/edit', {
    parentId: me.organizeId,
    fullName: `请假部${run}`,
    enCode,
    managerId: ids.mgr,
  });
  const depts = await api<{ list: TNode[] }>(
    request,
    admin,
    'get',
    `/api/system/permission/organize/department/list?keyword=${enCode}`,
  );
  const dept = flat(depts.list).find((d) => d.fullName === `请假部${run}`)!;
  await create('emp', dept.id, ids.sup);
  return { admin, ids, accounts };
}

const FIELDS = [
  { __vModel__: 'days', __config__: { jnpfKey: 'numInput', label: '请假天数', required: true, span: 24 } },
  { __vModel__: 'reason', __config__: { jnpfKey: 'textarea', label: '请假事由', span: 24 } },
  { __vModel__: 'memo', __config__: { jnpfKey: 'comInput', label: '人事备注', span: 24 } },
];
const approverRights = [
  { id: 'days', read: true, write: false },
  { id: 'reason', read: true, write: false },
  { id: 'memo', read: false, write: false },
];

/** The leave flow: days ≤ 3 → department manager; > 3 → manager, then 2 of 3 HR (CC to the launcher's supervisor). */
function leaveTemplate(p: TPeople) {
  const manager = (nodeId: string, child: object | null) => ({
    type: 'approver',
    nodeId,
    properties: { title: '部门经理审批', assigneeType: 2, formOperates: approverRights, rejectStep: '0' },
    childNode: child,
  });
  const hr = {
    type: 'approver',
    nodeId: 'hr',
    properties: {
      title: '人事会签',
      assigneeType: 6,
      approvers: [p.ids.hr1, p.ids.hr2, p.ids.hr3],
      counterSign: 1,
      countersignRatio: 66,
      rejectStep: '0',
      // CC to the launcher's supervisor, found when the node completes (the employee's manager is 直属主管).
      circulateSupervisor: true,
      formOperates: [
        { id: 'days', read: true, write: false },
        { id: 'reason', read: true, write: false },
        { id: 'memo', read: true, write: true },
      ],
    },
    childNode: null,
  };
  const cond = (nodeId: string, priority: number, symbol: string, isDefault: boolean, child: object) => ({
    type: 'condition',
    nodeId,
    properties: {
      title: symbol === '<=' ? '三天以内' : '超过三天',
      priority,
      isDefault,
      conditions: isDefault ? [] : [{ field: 'days', symbol, filedValue: 3, logic: null }],
    },
    childNode: child,
  });
  return {
    type: 'start',
    nodeId: 'start',
    properties: {
      title: '发起人',
      formOperates: FIELDS.map((f) => ({ id: f.__vModel__, read: true, write: true })),
    },
    childNode: null,
    conditionNodes: [
      cond('short', 1, '<=', false, manager('mgrShort', null)),
      cond('long', 2, '>', true, manager('mgrLong', hr)),
    ],
  };
}

/** Creates and releases the leave flow; answers its id. */
export async function createLeaveFlow(request: APIRequestContext, p: TPeople, run: string): Promise<string> {
  const { id } = await api<{ id: string }>(request, p.admin, 'post', `${ENGINE}/flowEngine/create`, {
    fullName: `请假流程${run}`,
    enCode: `leave${run}`,
    category: 'office',
    type: 0,
    formType: 2,
    formData: JSON.stringify({ fields: FIELDS, labelWidth: 100 }),
    flowTemplateJson: JSON.stringify(leaveTemplate(p)),
  });
  await api(request, p.admin, 'post', `${ENGINE}/flowEngine/Release/${id}`);
  return id;
}

/** Launches a leave of `days` days as `who`; answers the task id. */
export async function launchLeave(
  request: APIRequestContext,
  who: THeaders,
  flowId: string,
  days: number,
): Promise<string> {
  const data = { days, reason: `休假${days}天`, memo: '' };
  return (
    await api<{ id: string }>(request, who, 'post', `${ENGINE}/flowTask/create`, { flowId, data, status: 0 })
  ).id;
}

/** A row of one of the caller's lists (1 to-do, 2 done, 3 CC) for the task, or undefined. */
export async function listRow(request: APIRequestContext, who: THeaders, kind: 1 | 2 | 3, taskId: string) {
  const page = await api<{
    list: { id: string; processId: string; thisStepId: string | null; fullName: string }[];
  }>(request, who, 'get', `${ENGINE}/flowBefore/list/${kind}?pageSize=100`);
  return page.list.find((r) => r.processId === taskId);
}

/** The task's status (flowTask info as the launcher). */
export async function taskStatus(request: APIRequestContext, who: THeaders, taskId: string): Promise<number> {
  return (await api<{ status: number }>(request, who, 'get', `${ENGINE}/flowTask/info/${taskId}`)).status;
}

/** Signs `account` in on `page`, dropping any earlier session first. */
export async function signInAs(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/login');
  await submitAccountLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

/** A flow whose second step's approver is chosen by the first step's approver (assigneeType 7). */
export async function createReviewFlow(request: APIRequestContext, p: TPeople, run: string): Promise<string> {
  const template = {
    type: 'start',
    nodeId: 'start',
    properties: { title: '发起人' },
    childNode: {
      type: 'approver',
      nodeId: 'check',
      properties: { title: '经理初审', assigneeType: 6, approvers: [p.ids.mgr] },
      childNode: {
        type: 'approver',
        nodeId: 'review',
        properties: { title: '指定复核', assigneeType: 7 },
        childNode: null,
      },
    },
  };
  const { id } = await api<{ id: string }>(request, p.admin, 'post', `${ENGINE}/flowEngine/create`, {
    fullName: `复核流程${run}`,
    enCode: `review${run}`,
    category: 'office',
    type: 0,
    formType: 2,
    formData: JSON.stringify({ fields: FIELDS }),
    flowTemplateJson: JSON.stringify(template),
  });
  await api(request, p.admin, 'post', `${ENGINE}/flowEngine/Release/${id}`);
  return id;
}
