import { expect, test } from './support/test.ts';
import { chooseUserMenu } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test.describe('signed-in shell', () => {
  test('signs in as admin and shows the menu from the server', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveTitle('首页 - 智能集成管理平台');
    const menu = page.getByRole('menu', { name: '主菜单' });
    await expect(menu.getByRole('menuitem', { name: '组织管理' })).toBeVisible();
    await menu.getByRole('menuitem', { name: '组织管理' }).click();
    await expect(menu.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
  });

  test('opens a page from the menu', async ({ page }) => {
    await signInAsAdmin(page);
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.getByRole('menuitem', { name: '组织管理' }).click();
    await menu.getByRole('menuitem', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/permission\/user$/);
    await expect(page).toHaveTitle('用户管理 - 智能集成管理平台');
    await expect(page.locator('.app-header')).toContainText('用户管理');
    await expect(page.getByRole('main').getByRole('button', { name: '新增' }).first()).toBeVisible();
  });

  test('goes back to the page asked for after signing in', async ({ page }) => {
    await page.goto('/permission/user');
    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/permission\/user$/);
  });

  test('sends an unknown path to the home page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('signs out after the confirmation and lands on the sign-in page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/permission/user');
    await expect(page.locator('.app-header')).toContainText('用户管理');
    const dialog = page.getByRole('dialog');
    await chooseUserMenu(page, '退出系统', () =>
      expect(dialog).toContainText('您确定要退出应用程序吗?', { timeout: 3_000 }),
    );
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  });

  test('locks the screen and unlocks with the password', async ({ page }) => {
    await signInAsAdmin(page);
    await chooseUserMenu(page, '锁定屏幕', () => expect(page).toHaveURL(/\/lockScreen$/, { timeout: 3_000 }));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
