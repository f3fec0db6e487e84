import { expect, type Locator, type Page } from '@playwright/test';

/** The open dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Picks an option of the antd select or tree select labelled `label` inside `scope`. */
export async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:visible, .ant-tree-select-dropdown:visible').last();
  await dropdown.getByTitle(option, { exact: true }).first().click();
}

/** Confirms a create/edit dialog and waits until it closes. */
export async function submitDialog(page: Page, box: Locator): Promise<void> {
  await box
    .getByRole('button', { name: '确 定' })
    .or(box.getByRole('button', { name: '确定' }))
    .click();
  await expect(box).toBeHidden();
}

/** Selects a node of the organisation tree panel on the left of a list. */
export async function selectTreeNode(page: Page, panelTitle: string, name: string): Promise<void> {
  await page.getByRole('tree', { name: panelTitle }).getByRole('treeitem', { name, exact: true }).click();
}

/** Checks a node of one tab of the authorise screen. */
export async function checkGrant(page: Page, tab: string, name: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  const item = page.getByRole('tree', { name: tab }).getByRole('treeitem', { name, exact: true });
  await item.getByRole('checkbox').click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
}

/** The session token the web client keeps (for calls sent by hand). */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('jnpf_token') ?? '');
}

/** Clicks the toolbar's add button of the page being shown (kept-alive pages hide theirs). */
export async function clickAdd(page: Page): Promise<void> {
  await expect(async () => {
    // A click that opened the dialog but timed out on a busy machine must not be repeated.
    if ((await page.getByRole('dialog').filter({ visible: true }).count()) > 0) return;
    await page
      .getByRole('button', { name: '新增' })
      .filter({ visible: true })
      .first()
      .click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
