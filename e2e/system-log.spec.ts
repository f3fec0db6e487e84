import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { apiData, createSystemRole } from './support/api-data.ts';
import { adminHeaders } from './support/api-users.ts';
import { signInAsAdmin } from './support/sign-in.ts';

/** Where this spec's screenshots go (the run's own results folder). */
const SHOTS = path.join(process.env.E2E_RESULTS_DIR ?? 'test-results', 'screenshots');

test('deletes the checked rows of the sign-in log in one go', async ({ page, request }) => {
  await adminHeaders(request); // two more sign-ins than the page's own, so the log has rows to spare
  await adminHeaders(request);
  await signInAsAdmin(page);
  await page.goto('/system/log');
  const main = page.getByRole('main');
  const table = main.locator('.ant-table-tbody');
  await expect(table.getByRole('row').first()).toBeVisible();
  const totalText = async () => (await main.locator('.ant-pagination-total-text').innerText()).trim();
  const total = async () => Number(/\d+/.exec(await totalText())?.[0] ?? 0);
  // Log rows are written in batches about once a second: refresh until this sign-in shows.
  await expect
    .poll(async () => {
      await main.getByRole('button', { name: '刷新' }).click();
      return total();
    })
    .toBeGreaterThanOrEqual(3);
  const before = await total();
  const batch = main.getByRole('button', { name: /批量删除/ });
  await expect(batch).toBeDisabled();
  // The rows' own checkboxes (a scrolling table also renders a measuring row's).
  await table.getByRole('row').nth(0).getByRole('checkbox').check();
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(batch).toHaveText(/批量删除 \(2\)/);
  await batch.click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(total).toBe(before - 2);
  await expect(batch).toBeDisabled();
});

/** Opens the detail of the newest row of a log tab whose summary is `summary` (refreshing until it is there). */
async function openDetail(
  page: Page,
  tab: string,
  summary: string | RegExp,
  refresh: string,
  detail: string,
) {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: tab }).click();
  const row = main.getByRole('row').filter({ hasText: summary }).first();
  await expect
    .poll(async () => {
      await main.getByRole('button', { name: refresh }).click();
      return row.count();
    })
    .toBe(1);
  await row.getByRole('button', { name: detail }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('log-detail')).toBeVisible();
  return dialog;
}

test('log details show what happened, in zh and in en', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  await createSystemRole(request, headers, '财务主管');
  const roles = await apiData<{ list: { id: string; fullName: string }[] }>(
    request,
    headers,
    '/api/system/permission/role/list?keyword=财务主管',
  );
  const roleId = roles.list.find((r) => r.fullName === '财务主管')!.id;
  const views = await apiData<{ module: { list: { id: string; enCode: string }[] } }>(
    request,
    headers,
    `/api/system/permission/authorize/Role/${roleId}`,
  );
  const organisation = views.module.list.find((n) => n.enCode === 'permission')!;
  const grant = { module: [organisation.id], button: [], column: [], form: [], resource: [] };
  const put = await request.put(`/api/system/permission/authorize/Role/${roleId}`, { headers, data: grant });
  expect(((await put.json()) as { code: number }).code).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/system/log');
  let dialog = await openDetail(page, '操作日志', '授权角色「财务主管」', '刷新', '详情');
  await expect(dialog.getByRole('cell', { name: '菜单', exact: true })).toBeVisible();
  await expect(dialog).toContainText('+ 组织管理');
  await dialog.screenshot({ path: path.join(SHOTS, 'log-detail-operation-zh.png') });
  await page.keyboard.press('Escape');
  dialog = await openDetail(page, '登录日志', '登录成功（密码）', '刷新', '详情');
  await expect(dialog).toContainText('本机');
  await dialog.screenshot({ path: path.join(SHOTS, 'log-detail-login-zh.png') });
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await page.goto('/system/log');
  dialog = await openDetail(page, 'Operations', 'Authorised role “财务主管”', 'Refresh', 'Detail');
  await expect(dialog.getByRole('cell', { name: 'Menus', exact: true })).toBeVisible();
  await expect(dialog).toContainText('+ Organisation');
  await expect(dialog).not.toContainText(roleId);
  await dialog.screenshot({ path: path.join(SHOTS, 'log-detail-operation-en.png') });
  await page.keyboard.press('Escape');
  dialog = await openDetail(page, 'Sign-ins', 'Signed in (password)', 'Refresh', 'Detail');
  await expect(dialog).toContainText('This machine');
  await expect(dialog).toContainText(/HeadlessChrome|Chrome/);
  await dialog.screenshot({ path: path.join(SHOTS, 'log-detail-login-en.png') });
  await page.keyboard.press('Escape');
  dialog = await openDetail(page, 'Requests', /\/api\/system\/base\/log\/3/, 'Refresh', 'Detail');
  await expect(dialog).toContainText('/api/system/base/log/3');
  await expect(dialog).toContainText(/Chrome\/\d+/);
  await dialog.screenshot({ path: path.join(SHOTS, 'log-detail-request-en.png') });
});
