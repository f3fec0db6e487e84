import { createHash } from 'node:crypto';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { adminHeaders } from './support/api-users.ts';
import { apiData, type THeaders } from './support/api-data.ts';
import { clickAdd, dialog, pick, submitDialog } from './support/organisation.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { expect as baseExpect, test } from './support/test.ts';
import { createPublishedModel } from './support/visualdev-model.ts';

const run = Date.now().toString(36).slice(-5);
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const PASSWORD = 'Vd1234ab';
const BUTTONS = [
  'btn_add',
  'btn_edit',
  'btn_remove',
  'btn_detail',
  'btn_download',
  'btn_upload',
  'btn_batchRemove',
];

// The machine running the suite may be loaded: generous waits, the steps are long.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

/** The form item labelled `label` inside `scope` (FormRenderer fields). */
const item = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator(`label[title="${label}"]`) })
    .first();

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

interface TMenuNode {
  id: string;
  enCode: string;
  children?: TMenuNode[] | null;
}
const findMenu = (nodes: TMenuNode[], code: string): TMenuNode | undefined =>
  nodes.map((n) => (n.enCode === code ? n : findMenu(n.children ?? [], code))).find(Boolean);

/** The menu's seven buttons, a role granted the menu and them, and a user in that role: the user's account. */
async function grantMenu(page: Page, headers: THeaders, menuCode: string): Promise<string> {
  const request = page.request;
  const menus = await apiData<{ list: TMenuNode[] }>(request, headers, '/api/system/base/menu/list');
  const menu = findMenu(menus.list, menuCode);
  if (!menu) throw new Error(`menu ${menuCode} not found`);
  const buttonIds: string[] = [];
  const listButtons = () =>
    apiData<{ list: { id: string; enCode: string }[] }>(
      request,
      headers,
      `/api/system/base/menu/${menu.id}/button/list`,
    );
  // The design's button permission gave the menu its buttons when it was bound; the others are added here.
  const present = new Set((await listButtons()).list.map((b) => b.enCode));
  for (const code of BUTTONS.filter((c) => !present.has(c))) {
    await apiData(request, headers, `/api/system/base/menu/${menu.id}/button/edit`, {
      fullName: code,
      enCode: code,
    });
  }
  const buttons = await listButtons();
  buttonIds.push(...buttons.list.map((b) => b.id));
  const roleCode = `vdrole${run}`;
  await apiData(request, headers, '/api/system/permission/role/edit', {
    fullName: `台账角色${run}`,
    enCode: roleCode,
    type: 'Business',
  });
  const roles = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/system/permission/role/list?keyword=${roleCode}`,
  );
  const roleId = roles.list.find((r) => r.enCode === roleCode)?.id ?? '';
  const grant = await request.put(`/api/system/permission/authorize/Role/${roleId}`, {
    headers,
    // The address field's cascader reads the areas selector, which the areas page admits (a model menu does not yet).
    data: { module: [menu.id, 'menu-system.area'], button: buttonIds, column: [], form: [], resource: [] },
  });
  expect(((await grant.json()) as { code: number }).code).toBe(200);
  const admin = await apiData<{ organizeId: string }>(
    request,
    headers,
    '/api/system/permission/users/info/admin',
  );
  const account = `vduser${run}`;
  const { id } = await apiData<{ id: string }>(request, headers, '/api/system/permission/users/edit', {
    account,
    realName: `台账用户${run}`,
    organizeId: admin.organizeId,
    password: md5(PASSWORD),
  });
  await apiData(request, headers, `/api/system/permission/userRelation/Role/${roleId}`, { userIds: [id] });
  return account;
}

/** Binds a new type-3 menu to the model in the menu editor. */
async function createMenuInEditor(page: Page, name: string, code: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto('/system/menu');
  await expect(page.getByRole('cell', { name: 'permission', exact: true })).toBeVisible();
  await clickAdd(page);
  const box = dialog(page, '新建菜单');
  // After the other specs' menus the type's dropdown can miss the first click: pick until the model field shows.
  await expect(async () => {
    await pick(page, box, '菜单类型', '功能');
    await expect(box.getByLabel('功能', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await box.getByLabel('菜单名称', { exact: true }).fill(name);
  await box.getByLabel('菜单编码', { exact: true }).fill(code);
  await box.getByLabel('路由地址', { exact: true }).fill(`vd/${code}`);
  await pick(page, box, '功能', name);
  await submitDialog(page, box);
}

/** Fills the record dialog's main fields and one sub-table line. */
async function fillRecord(page: Page, box: Locator, o: { name: string; qty: number; price: number }) {
  await item(box, '客户名称').locator('input').fill(o.name);
  await item(box, '数量').locator('input').fill(String(o.qty));
  await item(box, '单价').locator('input').first().fill(String(o.price));
  await item(box, '类别').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('批发', { exact: true }).click();
  await item(box, '日期').locator('input').fill('2026-03-05');
  await item(box, '日期').locator('input').press('Enter');
  await item(box, '附件')
    .locator('input[type=file]')
    .setInputFiles({ name: `note${run}.txt`, mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(item(box, '附件')).toContainText(`note${run}.txt`);
  const table = item(box, '明细');
  await table.getByRole('button', { name: /添\s?加/ }).click();
  const line = table.locator('tbody tr.ant-table-row').first();
  await line.locator('input').first().fill('苹果');
  await line.locator('input').nth(1).fill('12.5');
  await expect(table.locator('.ant-table-summary')).toContainText('合计');
  await expect(table.locator('.ant-table-summary')).toContainText('12.5');
  // The calculated field follows quantity × price (500 ms debounce).
  await expect(item(box, '总价').locator('input')).toHaveValue(String(o.qty * o.price));
}

/** An .xlsx of the template's header with two good rows and one without the required name. */
async function importFile(template: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(template);
  const sheet = wb.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const col = (label: string) => header.indexOf(label);
  const add = (values: Record<string, unknown>) => {
    const row: unknown[] = [];
    for (const [label, v] of Object.entries(values)) row[col(label)] = v;
    sheet.addRow(row.slice(1));
  };
  add({ 客户名称: `导入甲${run}`, 数量: 3, 类别: '零售' });
  add({ 客户名称: `导入乙${run}`, 数量: 4, 类别: '批发' });
  add({ 数量: 5 });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('a type-3 menu runs a published model for a granted user; the runtime page in zh and en', async ({
  page,
}) => {
  const name = `客户台账${run}`;
  const code = `vdrt${run}`;
  const headers = await adminHeaders(page.request);
  const modelId = await createPublishedModel(page.request, headers, { name, code });
  await createMenuInEditor(page, name, code);
  // /previewModel?id=: the form in the FormRenderer, the list as the menu shows it.
  await page.goto(`/previewModel?id=${modelId}`);
  await expect(page.getByText('表单预览')).toBeVisible();
  await expect(page.locator('label[title="客户名称"]')).toBeVisible();
  await expect(page.locator('.ant-table-summary')).toContainText('合计');
  await shot(page, 'preview-form-zh');
  await page.getByRole('tab', { name: '列表预览' }).click();
  await expect(page.getByRole('columnheader', { name: '客户名称' })).toBeVisible();
  const account = await grantMenu(page, headers, code);

  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await submitAccountLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/vd/${code}`);
  await expect(page.getByRole('columnheader', { name: '客户名称' })).toBeVisible();
  for (const label of ['新增', '导出', '导入', '批量删除']) {
    await expect(page.getByRole('button', { name: label }).first()).toBeVisible();
  }

  // Create two records; the second relates to the first.
  await clickAdd(page);
  let box = dialog(page, '新增');
  await fillRecord(page, box, { name: `甲公司${run}`, qty: 2, price: 50 });
  await submitDialog(page, box);
  await expect(page.getByRole('row', { name: new RegExp(`甲公司${run}`) })).toContainText('批发');
  await expect(page.getByRole('row', { name: new RegExp(`甲公司${run}`) })).toContainText(/KH\d+/);
  await clickAdd(page);
  box = dialog(page, '新增');
  await fillRecord(page, box, { name: `乙公司${run}`, qty: 3, price: 10 });
  await item(box, '关联客户').locator('.ant-select').click();
  await item(box, '关联客户').locator('input').fill(`甲公司`);
  await page.locator('.ant-select-dropdown:visible').getByTitle(`甲公司${run}`).click();
  await submitDialog(page, box);
  await expect(page.getByRole('row', { name: new RegExp(`乙公司${run}`) })).toBeVisible();

  // Edit the first: its loaded values are in the form; a new name is saved.
  await page
    .getByRole('row', { name: new RegExp(`甲公司${run}`) })
    .getByRole('button', { name: '编辑' })
    .click();
  box = dialog(page, '编辑');
  await expect(item(box, '客户名称').locator('input')).toHaveValue(`甲公司${run}`);
  await item(box, '客户名称').locator('input').fill(`甲集团${run}`);
  await submitDialog(page, box);
  await expect(page.getByRole('row', { name: new RegExp(`甲集团${run}`) })).toBeVisible();

  // Search by name (fuzzy): only the matching record stays.
  const search = page.locator('.runtime-search');
  await search.getByLabel('客户名称').fill(`乙公司${run}`);
  await search.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`甲集团${run}`) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`乙公司${run}`) })).toBeVisible();

  // Detail: display values (option label, relation name, sub-table line).
  await page
    .getByRole('row', { name: new RegExp(`乙公司${run}`) })
    .getByRole('button', { name: '详情' })
    .click();
  const detail = dialog(page, '详情');
  await expect(detail).toContainText('批发');
  await expect(detail).toContainText('苹果');
  await expect(detail).toContainText(`note${run}.txt`);
  await shot(page, 'runtime-detail-zh');
  await detail.locator('.ant-modal-close').click();
  await search.getByRole('button', { name: /重\s?置/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(`甲集团${run}`) })).toBeVisible();

  // Export all rows, two columns: an .xlsx with the header labels.
  await page.getByRole('button', { name: '导出' }).first().click();
  const exp = dialog(page, '导出数据');
  await exp.getByText('全部数据').click();
  await exp.getByRole('checkbox', { name: '单价' }).uncheck();
  const download = page.waitForEvent('download');
  await exp.getByRole('button', { name: /导\s?出/ }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const header = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
  expect(header).toContain('客户名称');
  expect(header).not.toContain('单价');
  expect(book.worksheets[0].rowCount).toBe(3);

  // Import: the template, a file with two good rows and one bad, progress, counts and the row error.
  await page.getByRole('button', { name: '导入' }).first().click();
  const imp = dialog(page, '导入数据');
  const templateDownload = page.waitForEvent('download');
  await imp.getByRole('button', { name: '下载模板' }).click();
  const template = await (await templateDownload).path();
  const xlsx = await importFile(template);
  fs.writeFileSync(test.info().outputPath('import.xlsx'), xlsx);
  await imp.locator('input[type=file]').setInputFiles({
    name: 'import.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(imp).toContainText('导入完成：新增 2 条，重复跳过 0 条，失败 1 条', { timeout: 30_000 });
  await expect(imp.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(imp.locator('.ant-table-row').filter({ hasText: /^4/ })).toHaveCount(1);
  await shot(page, 'runtime-import-zh');
  await imp.locator('.ant-modal-close').click();
  await expect(page.getByRole('row', { name: new RegExp(`导入甲${run}`) })).toBeVisible();
  await shot(page, 'runtime-zh');

  // English: the same page's chrome in English.
  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batch delete' })).toBeVisible();
  await shot(page, 'runtime-en');
  await page
    .getByRole('row', { name: new RegExp(`导入乙${run}`) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(dialog(page, 'Edit')).toBeVisible();
  await shot(page, 'runtime-edit-en');
});
