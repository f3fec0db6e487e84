import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseLayout } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

/** The 更多菜单 (menuMore) entry of the functional layout's top menu. */
const moreEntry = (page: Page) =>
  page.getByRole('menu', { name: '主菜单' }).locator('.ant-menu-submenu').filter({ hasText: '更多菜单' });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '标签页' }).getByRole('tab', { name, exact: true });

test.describe('functional layout top menu', () => {
  test('highlights 更多菜单 only while the current page is one of its entries', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 720 }); // desktop, too narrow for every top entry
    await signInAsAdmin(page);
    await chooseLayout(page, '功能');
    await expect(page.locator('[data-layout="functional"]')).toBeVisible();
    await expect(moreEntry(page)).not.toHaveClass(/ant-menu-submenu-selected/);

    // A page under a shown entry, loaded directly (the menu's first render): 更多菜单 stays plain.
    await page.goto('/permission/user');
    await expect(tab(page, '用户管理')).toBeVisible();
    await expect(moreEntry(page)).toBeVisible();
    await expect(moreEntry(page)).not.toHaveClass(/ant-menu-submenu-selected/);

    // A page under 更多菜单 lights it; going elsewhere clears it.
    // Nested hover popups open after a delay and close when the pointer leaves: retry the whole path.
    await expect(async () => {
      await moreEntry(page).hover();
      await page
        .locator('.ant-menu-submenu-popup')
        .getByText('工作流程', { exact: true })
        .hover({ timeout: 3_000 });
      await page
        .locator('.ant-menu-submenu-popup')
        .getByText('流程设计', { exact: true })
        .click({ timeout: 3_000 });
      await expect(page).toHaveURL(/\/workFlow\/flowEngine$/, { timeout: 2_000 });
    }).toPass({ timeout: 25_000 });
    await expect(moreEntry(page)).toHaveClass(/ant-menu-submenu-selected/);
    await tab(page, '用户管理').click();
    await expect(page).toHaveURL(/\/permission\/user$/);
    await expect(moreEntry(page)).not.toHaveClass(/ant-menu-submenu-selected/);
  });

  // The layout is saved to the server: give the next specs back the classic layout they start from.
  test.afterEach(async ({ page }) => {
    if (await page.locator('[data-layout="classic"]').isVisible()) return;
    await chooseLayout(page, '经典');
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
  });
});
