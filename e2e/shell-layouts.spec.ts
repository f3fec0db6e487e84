import { expect, test } from './support/test.ts';
import { chooseLayout, openSettings, watchConsole } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test.describe('layouts, theme and settings', () => {
  // The layout is saved to the server for the admin: every test here (and every later spec) starts classic.
  test.afterEach(async ({ page }) => {
    if (
      !(await page.locator('.app-shell').isVisible()) ||
      (await page.locator('[data-layout="classic"]').isVisible())
    )
      return;
    await chooseLayout(page, '经典');
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
  });

  test('switches layout, sidebar and theme colour, and keeps them after a reload', async ({ page }) => {
    const errors = watchConsole(page);
    await signInAsAdmin(page);
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
    await openSettings(page);
    const drawer = page.getByRole('dialog', { name: '系统布局配置' });
    await drawer.getByText('功能', { exact: true }).click();
    await drawer.getByText('亮色', { exact: true }).click();
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await expect(page.locator('[data-layout="functional"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-layout="functional"]')).toBeVisible();
    await expect(page.getByRole('menu', { name: '主菜单' })).toHaveClass(/ant-menu-horizontal/);
    await openSettings(page);
    await expect(page.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('dialog', { name: '系统布局配置' }).getByRole('radio', { name: '亮色' }),
    ).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('gives every navbar control an accessible name and toggles the sidebar, remembered', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const name of ['搜索', '语言', '设置', '消息', '聊天', '全屏', '布局大小']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // The user menu's name includes the name it shows (Lighthouse label-content-name-mismatch).
    await expect(page.getByRole('button', { name: /^管理员 用户菜单$/ })).toBeVisible();
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect(page.locator('.ant-layout-sider-collapsed')).toBeVisible();
    await page.reload();
    await expect(page.locator('.ant-layout-sider-collapsed')).toBeVisible();
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect(page.locator('.ant-layout-sider-collapsed')).toHaveCount(0);
  });

  test('changes the component size and warns when full screen is not possible', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('jnpf_size'))).toBe('mini');
    await page.evaluate(() => Object.defineProperty(document, 'fullscreenEnabled', { value: false }));
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(page.getByText('不支持全屏')).toBeVisible();
  });

  test('switches the language: menu, page title and navbar relabel at once', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '语言', exact: true }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(
      page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Organisation' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Home - Smart Integrated Management Platform');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Language', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
  });
});
