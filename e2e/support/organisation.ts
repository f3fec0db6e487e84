import { expect, type Locator, type Page } from '@playwright/test';

/** The open dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Picks an option of the antd select or tree select labelled `label` inside `scope`. */
export async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  // Open it unless a previous try left it open (a click would close it again).
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
  await (await optionOf(page, select, option)).click({ timeout: 10_000 });
}

/**
 * The option titled `option` in the dropdown of the open `select`. A select names its own list in `aria-controls`
 * while open, and that list sits in its dropdown: another select's dropdown that is still closing (its leave
 * animation) shows the same titles and counts as visible, and a click Playwright aimed at it waits on that element
 * until it times out. A tree select names a list it does not render: then the visible option of the visible
 * dropdowns.
 */
export async function optionOf(page: Page, select: Locator, option: string): Promise<Locator> {
  const until = Date.now() + 3_000;
  let list = await select.getAttribute('aria-controls');
  while (!list && Date.now() < until) {
    await page.waitForTimeout(50);
    list = await select.getAttribute('aria-controls');
  }
  if (list) {
    const own = page.locator(`[id="${list}"]`);
    const rendered = await own.waitFor({ state: 'attached', timeout: 1_500 }).then(
      () => true,
      () => false,
    );
    if (rendered)
      return page
        .locator('.ant-select-dropdown')
        .filter({ has: own })
        .getByTitle(option, { exact: true })
        .first();
  }
  return page
    .locator('.ant-select-dropdown:visible, .ant-tree-select-dropdown:visible')
    .getByTitle(option, { exact: true })
    .filter({ visible: true })
    .last();
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
