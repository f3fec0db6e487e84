import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { adminHeaders } from './support/api-users.ts';
import { clickAdd, dialog } from './support/organisation.ts';
import { clickInDropdown, snap } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// Issue 12, "small things that look broken": 意见反馈 and 开发文档 are real, a draft notice has no 发布时间, areas
// carry their own level, and the profile's 系统日志 shows no empty column.

const run = Date.now().toString(36).slice(-5);

// Lists, dialogs and lazily loaded trees on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The texts of a table's cells under the header named `title`, row by row. */
async function columnTexts(table: Locator, title: string): Promise<string[]> {
  const headers = await table.locator('thead th').allInnerTexts();
  const at = headers.findIndex((h) => h.trim() === title);
  expect(at, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr.ant-table-row > td:nth-child(${at + 1})`).allInnerTexts();
}

/** Opens the dialog of a user-menu entry. */
async function openUserMenuItem(page: Page, userMenu: string, item: string): Promise<void> {
  await clickInDropdown(
    () => page.getByRole('button', { name: userMenu }).click(),
    page.getByRole('menuitem', { name: item }),
    () => expect(page.getByRole('dialog', { name: item })).toBeVisible({ timeout: 3_000 }),
  );
}

for (const width of [1440, 390]) {
  test(`意见反馈 sends a comment the 意见反馈 page lists and marks handled, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    await signInAsAdmin(page);
    await openUserMenuItem(page, '用户菜单', '意见反馈');
    const box = page.getByRole('dialog', { name: '意见反馈' });
    await box.getByRole('textbox', { name: '反馈内容' }).fill(`手机上列表太宽 ${run}-${width}`);
    await box.getByRole('textbox', { name: '联系方式' }).fill('13800000000');
    await snap(page, `h6b-feedback-dialog-${width}`);
    await box.getByRole('button', { name: /提\s?交/ }).click();
    await expect(page.getByText('感谢您的反馈')).toBeVisible();
    await expect(box).toBeHidden();

    await page.goto('/system/feedback');
    const row = page.getByRole('row', { name: new RegExp(`${run}-${width}`) });
    await expect(row).toContainText('管理员/admin');
    await expect(row).toContainText('未处理');
    await row.getByRole('button', { name: '标记已处理' }).click();
    await expect(row).toContainText('已处理');
    await snap(page, `h6b-feedback-page-${width}`);
  });
}

test('开发文档 links the API documentation and opens the README, in zh and en', async ({ page, context }) => {
  await signInAsAdmin(page);
  await openUserMenuItem(page, '用户菜单', '开发文档');
  const box = page.getByRole('dialog', { name: '开发文档' });
  await expect(box.getByRole('link', { name: 'API 文档' })).toHaveAttribute('href', '/api/docs');
  const [docs] = await Promise.all([
    context.waitForEvent('page'),
    box.getByRole('link', { name: 'API 文档' }).click(),
  ]);
  await expect(docs).toHaveURL(/\/api\/docs/);
  await docs.close();
  await snap(page, 'h6b-docs-dialog');
  await box.getByRole('button', { name: '阅读 README' }).click();
  const readme = page.getByRole('dialog', { name: 'README' });
  await expect(readme.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  const shot = readme.getByRole('img', { name: 'Sign-in page' });
  await expect.poll(() => shot.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await snap(page, 'h6b-readme');

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await page.reload();
  await openUserMenuItem(page, 'User menu', 'Documentation');
  const en = page.getByRole('dialog', { name: 'Documentation' });
  await expect(en.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  await expect(en.getByRole('button', { name: 'Read the README' })).toBeVisible();
});

test('a draft notice shows no 发布时间; a released one shows when', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  for (const title of [`草稿${run}`, `已发布${run}`]) {
    const res = await request.post('/api/system/message/edit', {
      headers,
      data: { title, bodyText: '<p>x</p>' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  const page1 = (await (
    await request.get(`/api/system/message/page?keyword=${encodeURIComponent(`已发布${run}`)}`, { headers })
  ).json()) as { data: { list: { id: string }[] } };
  await request.post(`/api/system/message/release/${page1.data.list[0].id}`, { headers });
  await signInAsAdmin(page);
  await page.goto('/system/notice');
  const draft = page.locator('tr.ant-table-row', { hasText: `草稿${run}` }).filter({ visible: true });
  await expect(draft).toBeVisible({ timeout: 30_000 });
  const table = page.locator('.ant-table', { has: draft });
  const titles = await columnTexts(table, '公告标题');
  const released = await columnTexts(table, '发布时间');
  expect(released[titles.indexOf(`草稿${run}`)]).toBe('');
  expect(released[titles.indexOf(`已发布${run}`)]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await snap(page, 'h6b-notice-list');
});

test('areas carry their own level: 北京市 省级, its districts 县级', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/system/area');
  const beijing = page.getByRole('row', { name: /北京市/ });
  await expect(beijing).toContainText('省级');
  await beijing.getByRole('button', { name: '展开行' }).click();
  await expect(page.getByRole('row', { name: /东城区/ })).toContainText('县级');
  const guangdong = page.getByRole('row', { name: /广东省/ });
  await guangdong.getByRole('button', { name: '展开行' }).click();
  await expect(page.getByRole('row', { name: /深圳市/ })).toContainText('地级');
  await snap(page, 'h6b-area-levels');
});

test("the profile's 系统日志 shows the columns each category fills", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: '系统日志' }).click();
  const table = page.getByRole('tabpanel', { name: '系统日志' }).locator('.ant-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  expect(headers).not.toContain('请求地址');
  for (const title of headers) {
    const cells = await columnTexts(table, title);
    expect(
      cells.some((c) => c.trim() !== ''),
      `column ${title} has text`,
    ).toBe(true);
  }
  await snap(page, 'h6b-profile-login-log');
  await page.getByRole('combobox', { name: '类型' }).click();
  await page.getByTitle('请求日志').click();
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect(table.locator('thead')).toContainText('请求地址');
  expect((await columnTexts(table, '请求地址')).every((c) => c.startsWith('/api/'))).toBe(true);
  await snap(page, 'h6b-profile-request-log');
});

test('a tree select opened while its dialog still zooms in gets a popup as wide as the field', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/permission/user');
  await clickAdd(page);
  const box = dialog(page, '新建用户');
  // At once, without waiting for the dialog to stand still: focused and opened from the keyboard (a click would
  // wait for the field to stand still, or miss it), so antd measures the field while the dialog is scaled down.
  const field = box.getByRole('combobox', { name: '所属组织' });
  await field.focus();
  await field.press('ArrowDown');
  const popup = page.locator('.ant-tree-select-dropdown').filter({ visible: true });
  await expect(popup).toBeVisible();
  // The field's laid-out width (a transform does not change offsetWidth), read from the select around the input.
  const fieldWidth = await field.evaluate((el) => (el.closest('.ant-select') as HTMLElement).offsetWidth);
  expect(fieldWidth).toBeGreaterThan(240);
  await expect
    .poll(async () => (await popup.boundingBox())?.width ?? 0)
    .toBeGreaterThanOrEqual(fieldWidth - 2);
  await expect(popup.getByRole('treeitem').first()).toBeVisible();
  await snap(page, 'tree-select-opened-mid-zoom');
});
