import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './support/api-users.ts';
import { apiData, createSystemRole, type THeaders } from './support/api-data.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

type TMenu = { urlAddress: string | null; type: number; children?: TMenu[] | null };
type TNode = { fullName: string; children?: TNode[] | null };

/** The log page's columns whose cells the server writes (not user data). */
const CHROME_COLUMNS = ['Module', 'Summary', 'Place', 'Device'];

/** Every page of the seeded menu tree (type 2 entries with an address), as the administrator sees it. */
function pagesOf(nodes: readonly TMenu[]): string[] {
  return nodes.flatMap((m) => [
    ...(m.type === 2 && m.urlAddress ? [`/${m.urlAddress.replace(/^\//, '')}`] : []),
    ...pagesOf(m.children ?? []),
  ]);
}

const namesOf = (nodes: readonly TNode[]): string[] =>
  nodes.flatMap((n) => [n.fullName, ...namesOf(n.children ?? [])]);

/**
 * User data the pages may show outside table cells: the administrator's profile values (name, organisation path,
 * roles…), and the names of companies, roles and dictionary types (records an administrator edits).
 */
async function userDataTexts(request: APIRequestContext, headers: THeaders): Promise<string[]> {
  const me = await apiData<Record<string, unknown>>(
    request,
    headers,
    '/api/system/permission/users/current/baseInfo',
  );
  const orgs = await apiData<{ list: TNode[] }>(request, headers, '/api/system/permission/organize/list');
  const roles = await apiData<{ list: TNode[] }>(request, headers, '/api/system/permission/role/list');
  const dictionaries = await apiData<{ list: TNode[] }>(
    request,
    headers,
    '/api/system/base/dictionary/type/list',
  );
  const values = Object.values(me).filter((v): v is string => typeof v === 'string');
  const parts = values.flatMap((v) => [v, ...v.split(/ \/ |,/)]);
  return [...parts, ...[orgs, roles, dictionaries].flatMap((r) => namesOf(r.list))]
    .map((s) => s.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/**
 * Chinese text in the chrome of the page: every visible text node and placeholder once the known user data is taken
 * out of it. A table body cell is user data too, except a tag in it and the log's columns the server writes.
 */
function findCjkInChrome(page: Page, userData: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([data, chromeColumns]) => {
      const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
      const isChromeCell = (td: HTMLTableCellElement): boolean => {
        const headers = [...(td.closest('table')?.querySelectorAll('thead th') ?? [])];
        return chromeColumns.includes(headers[td.cellIndex]?.textContent?.trim() ?? '');
      };
      const isDataCell = (el: Element): boolean => {
        if (el.closest('.ant-tag')) return false;
        const td = el.closest<HTMLTableCellElement>('.ant-table-tbody td');
        return Boolean(td) && !isChromeCell(td!);
      };
      // A summary quotes the record's name (“…” / 「…」): that name is user data, the sentence around it is not.
      const withoutData = (text: string) =>
        data.reduce((s, d) => s.split(d).join(''), text).replace(/“[^”]*”|「[^」]*」/g, '');
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        const text = n.textContent ?? '';
        if (!el || !cjk.test(text) || !el.checkVisibility() || isDataCell(el)) continue;
        if (cjk.test(withoutData(text)))
          hits.push(`${text.trim()} @ ${el.tagName.toLowerCase()}.${el.className}`);
      }
      for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea')) {
        if (input.checkVisibility() && cjk.test(input.placeholder))
          hits.push(`${input.placeholder} @ placeholder`);
      }
      return hits;
    },
    [userData, CHROME_COLUMNS] as const,
  );
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('.app-header')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(300);
}

test('in English, no page of the menu tree shows Chinese outside user data', async ({ page, request }) => {
  test.setTimeout(420_000);
  const headers = await adminHeaders(request);
  await createSystemRole(request, headers, `AuditLead${Date.now().toString(36)}`);
  const me = await apiData<{ menuList: TMenu[] }>(request, headers, '/api/oauth/current/user/Web');
  const pages = pagesOf(me.menuList);
  expect(pages.length).toBeGreaterThan(10);
  const userData = await userDataTexts(request, headers);
  await signInAsAdmin(page);
  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();

  const found: Record<string, string[]> = {};
  const check = async (where: string) => {
    await settle(page);
    const hits = await findCjkInChrome(page, userData);
    if (hits.length) found[where] = hits;
  };
  for (const url of ['/home', '/profile', ...pages]) {
    await page.goto(url);
    await check(url);
  }
  // Role groups are table rows, so they are checked by name: the seeded System type is server text.
  await page.goto('/permission/role');
  await expect(page.getByRole('cell', { name: 'System roles' })).toBeVisible();
  // Each tab of the log page: module, summary, place and device columns are the server's words.
  await page.goto('/system/log');
  for (const tab of ['Requests', 'Exceptions', 'Operations']) {
    await page.getByRole('tab', { name: tab }).click();
    await check(`/system/log ${tab}`);
  }
  expect(found).toEqual({});
});
