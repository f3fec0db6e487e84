import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminHeaders } from './support/api-users.ts';
import { apiData, type THeaders } from './support/api-data.ts';
import { dialog, optionOf, pick } from './support/organisation.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { expect as baseExpect, test } from './support/test.ts';

const run = Date.now().toString(36).slice(-5);
const DAY = 86_400_000;
// The machine running the suite may be loaded: generous waits, the steps are long.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

/** Sales rows with a region filter and a day range, all as @parameters. */
const SALES_SQL = `select region, product, amount, day from (values
  ('East', 'apple', 10, ${Date.UTC(2025, 0, 1)}), ('East', 'pear', 5, ${Date.UTC(2025, 0, 2)}),
  ('West', 'apple', 7, ${Date.UTC(2025, 0, 3)}), ('West', 'plum', 3, ${Date.UTC(2025, 0, 4)}),
  ('North', 'pear', 1, ${Date.UTC(2025, 0, 5)})) as s(region, product, amount, day)
  where (@region = '' or region = @region) and (@dfrom = '' or day >= @dfrom::bigint)
    and (@dto = '' or day <= @dto::bigint)
  order by region, product`;

type TNode = { id: string; enCode: string; children?: TNode[] | null };
const findByCode = (nodes: TNode[], code: string): TNode | undefined =>
  nodes.map((n) => (n.enCode === code ? n : findByCode(n.children ?? [], code))).find(Boolean);

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The parameterised SQL interface the report reads; answers its name. */
async function createSalesInterface(request: APIRequestContext, headers: THeaders): Promise<string> {
  const fullName = `销售明细${run}`;
  await apiData(request, headers, '/api/system/base/data/interface/edit', {
    categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
    fullName,
    enCode: `sales${run}`,
    dataType: 1,
    query: SALES_SQL,
    requestParameters: ['region', 'dfrom', 'dto'].map((field) => ({ field, value: '' })),
  });
  return fullName;
}

/** Closes open dropdowns by clicking the dialog's title. */
const closePopups = (box: Locator) => box.locator('.ant-modal-title').click();

/** Row `row` of the list table of the designer's open tab. */
const rowOf = (box: Locator, row: number) =>
  box
    .getByRole('tabpanel')
    .filter({ visible: true })
    .getByRole('row')
    .nth(row + 1);

/** Fills row `row` of the designer's list table under the open tab: the cells labelled as given. */
async function fillRow(box: Locator, row: number, texts: Record<string, string>): Promise<void> {
  const tr = rowOf(box, row);
  for (const [label, value] of Object.entries(texts)) {
    const input = tr.getByLabel(label, { exact: true });
    await input.fill(value);
    await closePopups(box);
  }
}

/** Picks `option` in the select labelled `label` of row `row` of the open tab's table. */
async function pickInRow(
  page: Page,
  box: Locator,
  row: number,
  label: string,
  options: string[],
): Promise<void> {
  const select = rowOf(box, row).getByLabel(label, { exact: true });
  await select.click();
  for (const option of options) {
    await (await optionOf(page, select, option)).click();
  }
  await closePopups(box);
}

test('designs a report on a parameterised SQL interface with a subtotal and two charts, opens it from its menu, filters and exports', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const interfaceName = await createSalesInterface(request, headers);
  await signInAsAdmin(page);
  await page.goto('/onlineDev/dataReport');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const box = dialog(page, '新建报表');
  await expect(box).toBeVisible();
  await box.getByLabel('名称', { exact: true }).first().fill(`区域销售${run}`);
  await box.getByLabel('编码', { exact: true }).fill(`sales${run}`);
  await pick(page, box, '报表分类', '销售报表');
  await box.getByLabel('数据源', { exact: true }).fill(interfaceName);
  await page.locator('.ant-select-dropdown:visible').getByText(interfaceName).first().click();

  // Columns: region, product, amount (money, summed), day (date).
  const columns = [
    ['region', '区域'],
    ['product', '产品'],
    ['amount', '金额'],
    ['day', '日期'],
  ];
  for (const [i, [field, title]] of columns.entries()) {
    await box.getByRole('button', { name: /添加列/ }).click();
    await fillRow(box, i, { 字段: field, 标题: title });
  }
  await pickInRow(page, box, 2, '格式', ['金额']);
  await rowOf(box, 2).getByLabel('合计').click();
  await pickInRow(page, box, 3, '格式', ['日期']);

  // Grouping by region with subtotals and a grand total.
  await box.getByRole('tab', { name: '分组' }).click();
  await pick(page, box, '分组字段', '区域');

  // Filters: the region (text) and the day (a date range) bound to the interface's parameters.
  await box.getByRole('tab', { name: '筛选' }).click();
  await box.getByRole('button', { name: /添加筛选/ }).click();
  await fillRow(box, 0, { 字段: 'region', 名称: '区域', 接口参数: 'region' });
  await box.getByRole('button', { name: /添加筛选/ }).click();
  await fillRow(box, 1, { 字段: 'day', 名称: '日期', 接口参数: 'dfrom', 结束参数: 'dto' });
  await pickInRow(page, box, 1, '类型', ['日期范围']);

  // Two charts: a bar by region and a pie by product.
  await box.getByRole('tab', { name: '图表' }).click();
  await box.getByRole('button', { name: /添加图表/ }).click();
  await fillRow(box, 0, { 图表标题: '区域金额' });
  await pickInRow(page, box, 0, '分类字段', ['区域']);
  await pickInRow(page, box, 0, '数值字段', ['金额']);
  await box.getByRole('button', { name: /添加图表/ }).click();
  await pickInRow(page, box, 1, '图表类型', ['饼图']);
  await fillRow(box, 1, { 图表标题: '产品占比' });
  await pickInRow(page, box, 1, '分类字段', ['产品']);
  await pickInRow(page, box, 1, '数值字段', ['金额']);

  // The live preview runs the unsaved design.
  await box.getByRole('button', { name: '刷新预览' }).click();
  const preview = box.getByTestId('report-preview');
  await expect(preview.getByText('小计 East (2)')).toBeVisible();
  await expect(preview.getByTestId('report-chart')).toHaveCount(2);
  await shot(page, 'report-designer-zh');
  await box.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(box).toBeHidden();
  await expect(page.getByRole('cell', { name: `区域销售${run}` })).toBeVisible();

  // Bind it to a type-5 menu under 在线开发 and open it from the menu.
  const list = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/visualdev/DataReport?keyword=sales${run}`,
  );
  const reportId = list.list[0].id;
  const menus = await apiData<{ list: TNode[] }>(request, headers, '/api/system/base/menu/list');
  await apiData(request, headers, '/api/system/base/menu/edit', {
    parentId: findByCode(menus.list, 'onlineDev')!.id,
    type: 5,
    fullName: `销售报表${run}`,
    enCode: `rpt${run}`,
    icon: 'BarChartOutlined',
    urlAddress: `report/sales${run}`,
    propertyJson: JSON.stringify({ moduleId: reportId }),
  });
  await page.goto('/home');
  await page.reload();
  await page.getByRole('menuitem', { name: '在线开发' }).click();
  await page.getByRole('menuitem', { name: `销售报表${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/report/sales${run}$`));
  const view = page.getByTestId('report-view').last();
  await expect(view.getByText('合计 (5)')).toBeVisible();
  await expect(view.getByText('26.00').first()).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible();

  // Filter by region: the interface receives the parameter.
  await view.getByLabel('区域', { exact: true }).fill('West');
  await view.getByRole('button', { name: /查\s*询/ }).click();
  await expect(view.getByText('小计 West (2)')).toBeVisible();
  await expect(view.getByText('合计 (2)')).toBeVisible();
  await expect(view.getByRole('cell', { name: 'East', exact: true })).toHaveCount(0);
  await shot(page, 'report-page-zh');

  // Export every row the filters admit (here the two West rows, whatever the page).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  const file = test.info().outputPath('report.xlsx');
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v))));
  expect(rows[0]).toEqual(['区域', '产品', '金额', '日期']);
  expect(rows.map((r) => r[0])).toEqual(['区域', 'West', 'West', '小计 West (2)', '合计 (2)']);
  expect(rows[3][2]).toBe('10.00');

  // The same page in English.
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await page.reload();
  const en = page.getByTestId('report-view').last();
  await expect(en.getByText('Total (5)')).toBeVisible();
  await expect(en.getByRole('button', { name: 'Export' })).toBeVisible();
  await shot(page, 'report-page-en');
  await page.goto('/onlineDev/dataReport');
  await page
    .getByRole('button', { name: 'Design' })
    .or(page.getByRole('button', { name: 'Edit' }))
    .first()
    .click();
  await expect(dialog(page, 'Design report')).toBeVisible();
  await dialog(page, 'Design report').getByRole('button', { name: 'Refresh preview' }).click();
  await expect(dialog(page, 'Design report').getByText('Subtotal East (2)')).toBeVisible();
  await shot(page, 'report-designer-en');
  expect(DAY).toBeGreaterThan(0);
});
