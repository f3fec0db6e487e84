import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/** Where the layout screenshots go. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Console errors and page errors of a page, minus 404s of endpoints other helpers are still building. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (/status of 404|Failed to load resource/.test(text)) return;
    if (msg.type() === 'warning' && !/React|Warning|antd/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a full-page screenshot under test-results/screenshots. */
export async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // What a user looks at once the page has settled: no spinner or skeleton left, transitions done.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Opens a page from the sidebar: the directory, then the entry. */
export async function openFromMenu(page: Page, directory: string, entry: string): Promise<void> {
  const menu = page.getByRole('menu', { name: '主菜单' });
  // Menu items are named with their icon ("team 组织管理"), so match the label's end.
  const item = menu.getByRole('menuitem', { name: new RegExp(`${entry}$`) });
  const folder = menu.getByRole('menuitem', { name: new RegExp(`${directory}$`) });
  // The directory may be opening or closing (a drawer's menu animates): open it by its state, not by a snapshot
  // of the entry's visibility, which a click on an opening directory would close again.
  await expect(async () => {
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
    await expect(folder).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // A click on an entry can be lost while its folder animates: click until the entry is selected (or its drawer
  // closed after the navigation).
  await expect(async () => {
    if (await item.isVisible()) await item.click({ timeout: 5_000 });
    const selected = await item
      .evaluate((el) => el.classList.contains('ant-menu-item-selected'), undefined, { timeout: 1_000 })
      .catch(() => false);
    expect(selected || !(await item.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks `entry` of a dropdown that `open` shows (a user menu, a tab's context menu) until `done` passes. A dropdown
 * still animating in, or closed again by a redraw behind it, loses the click, so the whole gesture is repeated.
 */
export async function clickInDropdown(
  open: () => Promise<void>,
  entry: Locator,
  done: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    if (!(await entry.isVisible())) await open();
    await entry.click({ timeout: 3_000 });
    await done();
  }).toPass({ timeout: 20_000 });
}

/** Chooses an entry of the header's user menu (个人信息, 锁定屏幕, 退出系统…) until `done` passes. */
export async function chooseUserMenu(page: Page, item: string, done: () => Promise<void>): Promise<void> {
  await clickInDropdown(
    () => page.getByRole('button', { name: '用户菜单' }).click(),
    page.getByRole('menuitem', { name: item }),
    done,
  );
}

/** Opens the settings drawer. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: '设置', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeVisible();
}

/** Picks a navigation mode (经典, 功能 or 简约) in the settings drawer and closes it; the choice is saved. */
export async function chooseLayout(page: Page, label: '经典' | '功能' | '简约'): Promise<void> {
  const drawer = page.getByRole('dialog', { name: '系统布局配置' });
  if (!(await drawer.isVisible())) await openSettings(page);
  await drawer.getByText(label, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeHidden();
}
