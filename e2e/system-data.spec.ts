import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { dialog, pick, submitDialog } from './support/organisation.ts';
import { snap } from './support/shell.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { createUserWithPages } from './support/api-users.ts';

const run = Date.now().toString(36).slice(-5);

// Several dialogs, previews and a second browser context per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The toolbar's 新增 (the list scaffold's primary button). */
function addButton(page: Page): Locator {
  return page.getByRole('button', { name: '新增' }).filter({ visible: true }).first();
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('creates a dictionary type and its data, and offers the data in a select', async ({ page }) => {
  await page.goto('/systemData/dictionary');
  await page.getByRole('button', { name: '新建分类' }).click();
  const typeBox = dialog(page, '新建字典分类');
  await typeBox.getByLabel('分类名称').fill(`测试字典${run}`);
  await typeBox.getByLabel('分类编码').fill(`dict${run}`);
  await typeBox.getByRole('switch', { name: '树形结构' }).click();
  await submitDialog(page, typeBox);
  await page
    .getByRole('tree', { name: '字典分类' })
    .getByRole('treeitem', { name: `测试字典${run}` })
    .click();
  await addButton(page).click();
  const dataBox = dialog(page, '新建字典');
  await dataBox.getByLabel('名称', { exact: true }).fill(`华南${run}`);
  await dataBox.getByLabel('编码', { exact: true }).fill(`south${run}`);
  await submitDialog(page, dataBox);
  await expect(page.getByRole('cell', { name: `华南${run}`, exact: true })).toBeVisible();
  await snap(page, 'system-data-dictionary');
  // The new entry is a choice of the parent select of the next entry.
  await addButton(page).click();
  const next = dialog(page, '新建字典');
  await pick(page, next, '上级', `华南${run}`);
  await next.getByLabel('名称', { exact: true }).fill(`深圳${run}`);
  await next.getByLabel('编码', { exact: true }).fill(`sz${run}`);
  await submitDialog(page, next);
  await page
    .getByRole('row', { name: new RegExp(`华南${run}`) })
    .getByRole('button', { name: '展开行' })
    .click();
  await expect(page.getByRole('cell', { name: `深圳${run}`, exact: true })).toBeVisible();
});

test('picks 广东省 › 深圳市 › 南山区 in the address cascader', async ({ page }) => {
  await page.goto('/system/area');
  await expect(page.getByRole('row', { name: /广东省/ })).toBeVisible();
  await addButton(page).click();
  const box = dialog(page, '新建区域');
  await box.getByRole('combobox', { name: '请选择' }).click();
  const menus = page.locator('.ant-cascader-dropdown:visible');
  // A level loads its children from the server on the click; a click during the dropdown's opening can be lost:
  // click again until the next level shows.
  const open = async (parent: string, child: string) =>
    await expect(async () => {
      await menus.getByTitle(parent, { exact: true }).click({ timeout: 5_000 });
      await expect(menus.getByTitle(child, { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  await open('广东省', '深圳市');
  await open('深圳市', '南山区');
  await menus.getByTitle('南山区', { exact: true }).click();
  await expect(box.locator('.ant-select-content, .ant-select-selector').first()).toContainText(
    '广东省 / 深圳市 / 南山区',
  );
  await box.getByRole('button', { name: /取\s?消/ }).click();
});

async function openInterfaceDialog(page: Page, name: string, code: string): Promise<Locator> {
  await addButton(page).click();
  const box = dialog(page, '新建数据接口');
  await pick(page, box, '接口分类', '基础数据');
  await box.getByLabel('接口名称').fill(name);
  await box.getByLabel('接口编码').fill(code);
  return box;
}

test('creates and previews a static and a SQL data interface', async ({ page }) => {
  await page.goto('/systemData/dataInterface');
  const staticBox = await openInterfaceDialog(page, `静态接口${run}`, `static${run}`);
  await staticBox.getByRole('radio', { name: '静态数据' }).check();
  await staticBox
    .getByRole('textbox', { name: '静态数据' })
    .fill('[{"id":"1","fullName":"红色"},{"id":"2","fullName":"绿色"}]');
  await staticBox.getByRole('button', { name: '预览' }).click();
  await expect(staticBox.getByRole('cell', { name: '绿色' })).toBeVisible();
  await submitDialog(page, staticBox);
  await expect(page.getByRole('cell', { name: `静态接口${run}`, exact: true })).toBeVisible();

  const sqlBox = await openInterfaceDialog(page, `组织接口${run}`, `orgs${run}`);
  await sqlBox.getByLabel('SQL语句').fill('delete from base_user');
  await sqlBox.getByRole('button', { name: '预览' }).click();
  await expect(sqlBox.getByRole('alert')).toContainText('SQL 不允许');
  await sqlBox.getByLabel('SQL语句').fill('select id, full_name from base_organize');
  await sqlBox.getByRole('button', { name: '预览' }).click();
  await expect(sqlBox.getByRole('cell', { name: 'org-company' })).toBeVisible();
  await snap(page, 'system-data-interface-preview');
  await submitDialog(page, sqlBox);
  await expect(page.getByRole('cell', { name: `组织接口${run}`, exact: true })).toBeVisible();
  await snap(page, 'system-data-interface');
});

test('creates a bill rule and shows its example as it is typed', async ({ page }) => {
  await page.goto('/system/billRule');
  await addButton(page).click();
  const box = dialog(page, '新建单据规则');
  await box.getByLabel('业务名称').fill(`测试单据${run}`);
  await box.getByLabel('业务编码').fill(`bill${run}`);
  await box.getByLabel('单据前缀').fill('BR');
  await pick(page, box, '日期格式', 'yyyyMM');
  await box.getByLabel('流水位数').fill('5');
  await box.getByLabel('流水起始').fill('7');
  const now = new Date();
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  await expect(box.getByTestId('bill-example')).toHaveText(`BR${month}00007`);
  await submitDialog(page, box);
  const row = page.getByRole('row', { name: new RegExp(`测试单据${run}`) });
  await expect(row.getByRole('cell', { name: `BR${month}00007` })).toBeVisible();
  await row.getByRole('button', { name: '获取单号' }).click();
  await expect(page.getByText(`新单号：BR${month}00007`)).toBeVisible();
});

test('writes, releases and reads a notice; a second user sees it unread in the drawer', async ({
  page,
  browser,
}) => {
  const other = await createUserWithPages(page.request, {
    account: `notice${run}`,
    realName: `公告读者${run}`,
    password: '1a2b3c',
    pages: ['system.billRule'],
  });
  const title = `测试公告${run}`;
  await page.goto('/system/notice');
  await addButton(page).click();
  const box = dialog(page, '新建公告');
  await box.getByLabel('公告标题').fill(title);
  await box.locator('.ql-editor').fill('公告正文内容');
  await submitDialog(page, box);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('草稿')).toBeVisible();
  await row.getByRole('button', { name: '发布' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '是否继续' })
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(row.getByText('已发布')).toBeVisible();

  await page.goto('/messageRecord');
  const record = page.getByRole('row', { name: new RegExp(title) });
  await expect(record.getByText('未读')).toBeVisible();
  await record.getByText(title).click();
  const detail = dialog(page, '查看消息');
  await expect(detail.getByText('公告正文内容')).toBeVisible();

  const context = await browser.newContext();
  const second = await context.newPage();
  await second.goto('/login');
  await submitAccountLogin(second, other.account, '1a2b3c');
  await expect(second).toHaveURL(/\/home$/);
  await second.getByRole('button', { name: '消息', exact: true }).click();
  const drawer = second.getByRole('dialog', { name: '站内消息' });
  const item = drawer.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.locator('.ant-badge-dot')).toBeVisible();
  await context.close();
});
