import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tokenOf } from './organisation.ts';

/** The body of a successful envelope; fails the test on any other code. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(url, { method, headers: { Authorization: token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Creates, as the signed-in administrator, a user in a new role that may open only `pageMenuId`. */
export async function createPageUser(
  page: Page,
  names: { account: string; role: string; roleCode: string },
  pageMenuId: string,
): Promise<{ account: string; password: string }> {
  const token = await tokenOf(page);
  const r = page.request;
  await call(r, token, 'POST', '/api/system/permission/role/edit', {
    fullName: names.role,
    enCode: names.roleCode,
    type: 'Business',
  });
  const roles = await call<{
    list: { id: string; enCode: string; children: { id: string; enCode: string }[] | null }[];
  }>(r, token, 'GET', `/api/system/permission/role/list?keyword=${names.roleCode}`);
  const role = roles.list.flatMap((g) => g.children ?? []).find((x) => x.enCode === names.roleCode);
  expect(role, 'the new role').toBeTruthy();
  const roleId = role?.id ?? '';
  const password = '1a2b3c';
  const user = await call<{ id: string }>(r, token, 'POST', '/api/system/permission/users/edit', {
    account: names.account,
    realName: names.account,
    organizeId: 'org-company',
    password: createHash('md5').update(password).digest('hex'),
  });
  await call(r, token, 'POST', `/api/system/permission/userRelation/Role/${roleId}`, { userIds: [user.id] });
  await call(r, token, 'PUT', `/api/system/permission/authorize/Role/${roleId}`, {
    module: [pageMenuId],
    button: [],
    column: [],
    form: [],
    resource: [],
  });
  return { account: names.account, password };
}
