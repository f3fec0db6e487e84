import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseUserMenu, clickInDropdown, openFromMenu, watchConsole } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

const tabs = (page: Page) => page.getByRole('tablist', { name: '标签页' });

/** Runs a tab's context-menu entry; `done` tells that it ran (the menu can close under a redraw and lose the click). */
async function rightClickTab(
  page: Page,
  name: string,
  action: string,
  done: () => Promise<void>,
): Promise<void> {
  await clickInDropdown(
    () => tabs(page).getByRole('tab', { name, exact: true }).click({ button: 'right' }),
    page.getByRole('menuitem', { name: action, exact: true }),
    done,
  );
}

test.describe('tabs, search and keep-alive', () => {
  test('opens a tab per view and runs every context-menu entry', async ({ page }) => {
    const errors = watchConsole(page);
    await signInAsAdmin(page);
    await openFromMenu(page, '组织管理', '用户管理');
    await openFromMenu(page, '组织管理', '角色管理');
    await openFromMenu(page, '组织管理', '岗位管理');
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '用户管理', '角色管理', '岗位管理']);
    await expect(page.locator('.ant-dropdown-menu').first()).toHaveCount(0);

    await rightClickTab(page, '角色管理', '刷新', () =>
      expect(page).toHaveURL(/\/permission\/role$/, { timeout: 5_000 }),
    );
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);

    await rightClickTab(page, '岗位管理', '关闭', () =>
      expect(tabs(page).getByRole('tab', { name: '岗位管理' })).toHaveCount(0, { timeout: 5_000 }),
    );
    await expect(page).toHaveURL(/\/permission\/role$/);

    await rightClickTab(page, '用户管理', '关闭其他', () =>
      expect(tabs(page).getByRole('tab')).toHaveText(['首页', '用户管理'], { timeout: 5_000 }),
    );
    await expect(page).toHaveURL(/\/permission\/user$/);

    await rightClickTab(page, '用户管理', '关闭所有', () =>
      expect(tabs(page).getByRole('tab')).toHaveText(['首页'], { timeout: 5_000 }),
    );
    await expect(page).toHaveURL(/\/home$/);
    expect(errors).toEqual([]);
  });

  test('closing the active tab moves to the last tab; the home tab cannot be closed', async ({ page }) => {
    await signInAsAdmin(page);
    await openFromMenu(page, '组织管理', '用户管理');
    await openFromMenu(page, '组织管理', '角色管理');
    await tabs(page).getByRole('tab', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/permission\/user$/); // the tab is active before it is closed, as a user sees it
    await page.getByRole('button', { name: '关闭 用户管理' }).click();
    await expect(page).toHaveURL(/\/permission\/role$/);
    await expect(page.getByRole('button', { name: '关闭 首页' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '向左滚动标签' })).toBeVisible();
    await expect(page.getByRole('button', { name: '向右滚动标签' })).toBeVisible();
  });

  test('keeps a hidden tab alive: its state survives switching away and back', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: '智能集成管理平台' }).first().waitFor();
    await openFromMenu(page, '组织管理', '用户管理');
    await expect(page.locator('.app-content > *')).toHaveCount(2); // home and the users page are both mounted
    await tabs(page).getByRole('tab', { name: '首页' }).click();
    await chooseUserMenu(page, '个人信息', () => expect(page).toHaveURL(/\/profile$/, { timeout: 5_000 }));
    // Both kept views stay in the page, hidden, while another is shown.
    await expect(page.locator('.app-content > *')).toHaveCount(3);
  });

  test('a menu page still loading its code gets its tab at once; a later click does not cancel it', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // A slow network: every script arrives 800 ms late.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await openFromMenu(page, '组织管理', '用户管理');
    await tabs(page).getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tabs(page).getByRole('tab')).toHaveText(['首页', '用户管理']);
    await tabs(page).getByRole('tab', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/permission\/user$/);
  });

  test('finds a page with the header search and jumps to it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const box = page.getByRole('combobox', { name: '搜索' });
    await box.fill('角色');
    // antd renders each option twice: a hidden a11y list (role option) and the visible list the user sees.
    await expect(page.getByRole('option', { name: '组织管理 > 角色管理' })).toBeAttached();
    await expect(
      page.locator('.ant-select-dropdown').getByText('组织管理 > 角色管理', { exact: true }),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/permission\/role$/);
    await expect(tabs(page).getByRole('tab', { name: '角色管理' })).toBeVisible();
  });
});
