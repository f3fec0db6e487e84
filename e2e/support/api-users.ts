import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './sign-in.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Signs the administrator in through the API and answers the Authorization header. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/oauth/Login', {
    data: { account: ADMIN.account, password: md5(ADMIN.password) },
  });
  return { authorization: ((await login.json()) as { data: { token: string } }).data.token };
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  headers: object,
  data?: object,
): Promise<T> {
  const res = await request[method](url, { headers: headers as Record<string, string>, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${method.toUpperCase()} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * Creates a user in the administrator's department with a role that grants the given pages (enCodes such as
 * `permission.user`), through the same API the screens use, so the user can sign in and reach the shell.
 */
export async function createUserWithPages(
  request: APIRequestContext,
  o: { account: string; realName: string; password: string; pages: string[] },
): Promise<{ id: string; account: string; realName: string }> {
  const headers = await adminHeaders(request);
  const admin = await call<{ organizeId: string }>(
    request,
    'get',
    '/api/system/permission/users/info/admin',
    headers,
  );
  const { id } = await call<{ id: string }>(request, 'post', '/api/system/permission/users/edit', headers, {
    account: o.account,
    realName: o.realName,
    organizeId: admin.organizeId,
    password: md5(o.password),
  });
  const roleCode = `r${o.account}`.slice(0, 40);
  await call(request, 'post', '/api/system/permission/role/edit', headers, {
    fullName: `角色${o.account}`.slice(0, 40),
    enCode: roleCode,
    type: 'Business',
  });
  const roles = await call<{ list: { id: string; enCode: string }[] }>(
    request,
    'get',
    `/api/system/permission/role/list?keyword=${roleCode}`,
    headers,
  );
  const roleId = roles.list.find((r) => r.enCode === roleCode)!.id;
  await call(request, 'put', `/api/system/permission/authorize/Role/${roleId}`, headers, {
    module: o.pages.map((p) => `menu-${p}`),
    button: [],
    column: [],
    form: [],
    resource: [],
  });
  await call(request, 'post', `/api/system/permission/userRelation/Role/${roleId}`, headers, {
    userIds: [id],
  });
  return { id, account: o.account, realName: o.realName };
}
