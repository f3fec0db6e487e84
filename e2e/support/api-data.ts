import { expect, type APIRequestContext } from '@playwright/test';

/** The Authorization header of a signed-in caller. */
export type THeaders = { authorization: string };

/** The data of an API answer (GET, or POST with `body`), asserting code 200; reads are asked for in zh. */
export async function apiData<T>(
  request: APIRequestContext,
  headers: THeaders,
  url: string,
  body?: object,
): Promise<T> {
  const res = body
    ? await request.post(url, { headers, data: body })
    : await request.get(url, { headers: { ...headers, 'accept-language': 'zh' } });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${url}: ${json.msg}`).toBe(200);
  return json.data;
}

/** Creates a role of the seeded System type (its group heading is server text) named `fullName`. */
export async function createSystemRole(
  request: APIRequestContext,
  headers: THeaders,
  fullName: string,
): Promise<void> {
  await apiData(request, headers, '/api/system/permission/role/edit', {
    fullName,
    enCode: `e2e.${Date.now()}`,
    type: 'System',
  });
}
