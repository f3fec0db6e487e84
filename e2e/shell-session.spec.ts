import { expect, test } from './support/test.ts';
import { chooseUserMenu, openFromMenu, snap, watchConsole } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test.describe('lock screen, notifications and mobile', () => {
  test('lock survives a reload and a new tab, and unlocks with the password', async ({ page, context }) => {
    await signInAsAdmin(page);
    await chooseUserMenu(page, '锁定屏幕', () => expect(page).toHaveURL(/\/lockScreen$/, { timeout: 3_000 }));
    await page.reload();
    await expect(page).toHaveURL(/\/lockScreen$/);
    const other = await context.newPage();
    await other.goto('/permission/user');
    await expect(other).toHaveURL(/\/lockScreen$/);
    await other.close();
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a reload while the user is still loading keeps the session', async ({ page }) => {
    await signInAsAdmin(page);
    // The user answers late, so the reload cuts its request off (it once signed the user out).
    let isSlow = true;
    await page.route('**/api/oauth/current/user**', async (route) => {
      if (isSlow) await new Promise((done) => setTimeout(done, 1_500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    isSlow = false;
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  });

  test('opens the notification drawer and marks all read (when the message service answers)', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '消息', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '站内消息' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: '消息中心' })).toBeVisible();
    await expect(drawer.getByText('消息服务暂不可用')).toBeHidden();
    if (await drawer.getByRole('button', { name: '全部已读' }).isEnabled()) {
      await drawer.getByRole('button', { name: '全部已读' }).click();
      await expect(page.getByText('您确定全部为已读状态, 是否继续?')).toBeVisible();
      await page.getByRole('button', { name: '确定' }).click();
      await expect(drawer.locator('.ant-badge-dot')).toHaveCount(0);
    }
    await drawer.getByRole('button', { name: '消息中心' }).click();
    await expect(page).toHaveURL(/\/messageRecord$/);
    await expect(page.getByRole('main')).toContainText('消息中心');
    expect(errors).toEqual([]);
  });

  test('at 390 px the sidebar is a drawer that closes after navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
    await snap(page, 'mobile-390-menu-open');
    await openFromMenu(page, '组织管理', '用户管理');
    await expect(page).toHaveURL(/\/permission\/user$/);
    await expect(page.getByRole('menu', { name: '主菜单' })).toBeHidden();
    await snap(page, 'mobile-390-page');
  });

  test('shows the profile, the function preview and the 404 page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText('admin');
    await page.goto('/previewModel');
    await expect(page.getByRole('main')).toContainText('用户管理');
    await page.goto('/404');
    await expect(page.getByRole('main')).toContainText('页面不存在');
    await openFromMenu(page, '组织管理', '用户管理');
  });
});
