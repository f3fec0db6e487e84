import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { adminHeaders } from './support/api-users.ts';
import { apiData, type THeaders } from './support/api-data.ts';
import { dialog, pick, tokenOf } from './support/organisation.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { expect as baseExpect, test } from './support/test.ts';

const run = Date.now().toString(36).slice(-5);
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const PASSWORD = 'Vd1234ab';
const DICT = 'dict-webdesign';
const BUSINESS = 'dict-webdesign-business';
const BASIC = 'dict-webdesign-basic';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const field = (jnpfKey: string, key: string, label: string, more: object = {}, config: object = {}) => ({
  __config__: { jnpfKey, label, showLabel: true, span: 12, regList: [], ...config },
  __vModel__: key,
  ...more,
});
const grades = {
  __slot__: { options: ['甲等', '乙等'].map((fullName, i) => ({ id: String(i + 1), fullName })) },
};
const FIELDS = [
  field('comInput', 'name', '名称'),
  field('numInput', 'qty', '数量'),
  field('date', 'day', '日期', { format: 'yyyy-MM-dd', type: 'date' }),
  field('select', 'cat', '分类', {}, { dataType: 'dictionary', dictionaryType: DICT }),
  field('radio', 'grade', '等级', grades, { dataType: 'static' }),
  field('comInput', 'code', '编号'),
];

/** A web-design model with the form above and no list design yet: its id. */
async function createModel(page: Page, headers: THeaders, name: string): Promise<string> {
  const base = { fullName: name, enCode: `vdlist${run}`, category: BUSINESS, type: 1 };
  const { id } = await apiData<{ id: string }>(page.request, headers, '/api/visualdev/Base', {
    ...base,
    formData: JSON.stringify({ labelPosition: 'right', labelWidth: 100, fields: FIELDS }),
  });
  return id;
}

/** Drags the column row `from` (by its handle) onto the row `to`. */
async function dragColumn(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.locator('.list-designer-handle').boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 5 });
  await page.mouse.move(b.x + 20, b.y + 4, { steps: 15 });
  await page.mouse.up();
}

/** Designs the list in the designer's 列表设计 tab: tree from a dictionary, two range searches, column permission. */
async function designList(page: Page, name: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto('/onlineDev/webDesign');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '设计' })
    .click();
  const designer = page.getByTestId('form-designer');
  await designer.getByText('列表设计', { exact: true }).click();
  const list = designer.getByTestId('list-designer');
  await expect(list.getByTestId('list-column-name')).toBeVisible();
  // The code column goes; qty is dragged before name.
  await list.getByTestId('list-field-code').getByRole('checkbox').first().uncheck();
  await expect(list.getByTestId('list-column-code')).toHaveCount(0);
  await dragColumn(page, list.getByTestId('list-column-qty'), list.getByTestId('list-column-name'));
  await expect(list.locator('[data-testid^=list-column-]').first()).toHaveAttribute(
    'data-testid',
    'list-column-qty',
  );
  await list.getByLabel('宽度 name').fill('180');
  // Two range searches: quantity and date.
  await list.getByTestId('list-field-qty').getByRole('checkbox').nth(1).check();
  await list.getByTestId('list-field-day').getByRole('checkbox').nth(1).check();
  await expect(list.getByTestId('list-search-qty')).toContainText('范围查询');
  await expect(list.getByTestId('list-search-day')).toContainText('范围查询');
  // A tree of the 功能设计 dictionary on the left, filtering 分类.
  await list.getByText('左侧树形+表格').click();
  await list.getByLabel('字典分类', { exact: true }).fill('功能设计');
  await page.locator('.ant-select-dropdown:visible').getByTitle('功能设计', { exact: true }).click();
  await expect(list).toContainText('功能设计');
  await pick(page, list, '关联字段', '分类');
  await list.getByRole('switch', { name: '列表权限' }).click();
  await list.getByRole('checkbox', { name: '打印' }).check();
  await shot(page, 'list-designer-zh');
  await designer.getByRole('button', { name: /发\s?布/ }).click();
  const answer = dialog(page, '发布结果');
  await expect(answer).toContainText('版本 1');
  await answer.getByRole('button', { name: /确\s?定|OK/ }).click();
  await designer.getByRole('button', { name: /关\s?闭/ }).click();
}

interface TMenuNode {
  id: string;
  enCode: string;
  children?: TMenuNode[] | null;
}
const findMenu = (nodes: TMenuNode[], code: string): TMenuNode | undefined =>
  nodes.map((n) => (n.enCode === code ? n : findMenu(n.children ?? [], code))).find(Boolean);

/** A type-3 menu for the model, a role granted it, its buttons and two of its columns, and a user: the account. */
async function grantTwoColumns(page: Page, headers: THeaders, modelId: string, code: string) {
  const request = page.request;
  await apiData(request, headers, '/api/system/base/menu/edit', {
    parentId: '-1',
    type: 3,
    fullName: `列表菜单${run}`,
    enCode: code,
    urlAddress: `vd/${code}`,
    propertyJson: JSON.stringify({ moduleId: modelId }),
  });
  const menus = await apiData<{ list: TMenuNode[] }>(request, headers, '/api/system/base/menu/list');
  const menu = findMenu(menus.list, code)!;
  const items = (kind: string) =>
    apiData<{ list: { id: string; enCode: string }[] }>(
      request,
      headers,
      `/api/system/base/menu/${menu.id}/${kind}/list`,
    );
  // The design's switch gave the menu its columns; buttons are added as on any page.
  const columns = (await items('column')).list;
  expect(columns.map((c) => c.enCode).sort()).toEqual(['cat', 'day', 'grade', 'name', 'qty']);
  for (const b of ['btn_add', 'btn_edit', 'btn_detail', 'btn_download']) {
    await apiData(request, headers, `/api/system/base/menu/${menu.id}/button/edit`, {
      fullName: b,
      enCode: b,
    });
  }
  const buttons = (await items('button')).list.map((b) => b.id);
  const roleCode = `vdlrole${run}`;
  await apiData(request, headers, '/api/system/permission/role/edit', {
    fullName: `列表角色${run}`,
    enCode: roleCode,
    type: 'Business',
  });
  const roles = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/system/permission/role/list?keyword=${roleCode}`,
  );
  const roleId = roles.list.find((r) => r.enCode === roleCode)!.id;
  const granted = columns.filter((c) => c.enCode === 'name' || c.enCode === 'qty').map((c) => c.id);
  const res = await request.put(`/api/system/permission/authorize/Role/${roleId}`, {
    headers,
    data: { module: [menu.id], button: buttons, column: granted, form: [], resource: [] },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  const admin = await apiData<{ organizeId: string }>(
    request,
    headers,
    '/api/system/permission/users/info/admin',
  );
  const account = `vdluser${run}`;
  const { id } = await apiData<{ id: string }>(request, headers, '/api/system/permission/users/edit', {
    account,
    realName: `列表用户${run}`,
    organizeId: admin.organizeId,
    password: md5(PASSWORD),
  });
  await apiData(request, headers, `/api/system/permission/userRelation/Role/${roleId}`, { userIds: [id] });
  return account;
}

/** Four records: two per category, quantities 1–4, days in March and April, grades 甲 and 乙. */
async function addRecords(page: Page, headers: THeaders, modelId: string): Promise<void> {
  const day = (m: number, d: number) => Date.UTC(2026, m - 1, d) - 8 * 3_600_000;
  const rows = [
    { name: `甲${run}`, qty: 1, day: day(3, 2), cat: BUSINESS, grade: '1', code: 'A1' },
    { name: `乙${run}`, qty: 2, day: day(3, 9), cat: BASIC, grade: '2', code: 'A2' },
    { name: `丙${run}`, qty: 3, day: day(4, 2), cat: BUSINESS, grade: '2', code: 'A3' },
    { name: `丁${run}`, qty: 4, day: day(4, 9), cat: BASIC, grade: '1', code: 'A4' },
  ];
  for (const r of rows) {
    await apiData(page.request, headers, `/api/visualdev/OnlineDev/${modelId}`, { data: JSON.stringify(r) });
  }
}

const dataRows = (page: Page) => page.locator('.list-page .ant-table-tbody tr.ant-table-row');

test('a designed list: tree, range searches and column permission for a role granted two columns; grouped after a re-design', async ({
  page,
}) => {
  const name = `列表设计${run}`;
  const code = `vdl${run}`;
  const headers = await adminHeaders(page.request);
  const modelId = await createModel(page, headers, name);
  await designList(page, name);
  // The list designer in English.
  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Design' })
    .click();
  const designer = page.getByTestId('form-designer');
  await designer.getByText('List design', { exact: true }).click();
  await expect(designer.getByText('Column permission')).toBeVisible();
  await expect(designer.getByTestId('list-search-qty')).toContainText('Range');
  await shot(page, 'list-designer-en');
  await designer.getByRole('button', { name: 'Close' }).click();
  await expect(designer).toBeHidden();
  const account = await grantTwoColumns(page, headers, modelId, code);
  await addRecords(page, headers, modelId);

  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await submitAccountLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/vd/${code}`);
  // Two granted columns, in the designed order, and the row actions.
  const headersRow = page.locator('.list-page .ant-table-thead th');
  await expect(page.getByRole('columnheader', { name: '数量' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '名称' })).toBeVisible();
  for (const hidden of ['分类', '日期', '等级', '编号']) {
    await expect(page.getByRole('columnheader', { name: hidden })).toHaveCount(0);
  }
  await expect(headersRow.first()).toContainText('数量');
  await expect(dataRows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();

  // The dictionary tree filters by 分类.
  const tree = page.getByTestId('runtime-tree');
  await tree.getByText('业务功能', { exact: true }).click();
  await expect(dataRows(page)).toHaveCount(2);
  await expect(page.locator('.list-page .ant-table-tbody')).toContainText(`丙${run}`);
  // Two range searches on top of the tree: quantity 2–4 and dates in April.
  await page.getByLabel('数量 最小值').fill('2');
  await page.getByLabel('数量 最大值').fill('4');
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await tree.getByText('全部', { exact: true }).click();
  await expect(dataRows(page)).toHaveCount(3);
  const dates = page.locator('.runtime-search .ant-picker-range');
  await dates.locator('input').first().click();
  await dates.locator('input').first().fill('2026-04-01');
  await dates.locator('input').nth(1).fill('2026-04-30');
  await dates.locator('input').nth(1).press('Enter');
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect(dataRows(page)).toHaveCount(2);
  await shot(page, 'list-runtime-zh');
  // Print shows the current list alone, as a plain table.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.runtime-print')).toBeVisible();
  await expect(page.locator('.runtime-print tbody tr')).toHaveCount(2);
  await expect(page.locator('.runtime-print thead')).toHaveText(/数量\s*名称/);
  await shot(page, 'list-print-zh');
  await page.emulateMedia({ media: 'screen' });

  // Export offers the two columns only; the server refuses sorting or exporting the others.
  await page.getByRole('button', { name: '导出' }).click();
  const exp = dialog(page, '导出数据');
  await expect(exp.getByRole('checkbox')).toHaveCount(2);
  await exp.getByRole('button', { name: /取\s?消/ }).click();
  const auth = { authorization: await tokenOf(page) };
  const rt = `/api/visualdev/OnlineDev/${modelId}`;
  const sorted = await page.request.post(`${rt}/List`, {
    headers: auth,
    data: { currentPage: 1, pageSize: 20, sidx: 'day', sort: 'asc' },
  });
  expect(sorted.status()).toBe(400);
  const exported = await page.request.post(`${rt}/Actions/Export`, {
    headers: auth,
    data: { currentPage: 1, pageSize: 20, dataType: '1', selectKey: 'name,grade' },
  });
  expect(exported.status()).toBe(400);
  const listed = (await (
    await page.request.post(`${rt}/List`, { headers: auth, data: { currentPage: 1, pageSize: 20 } })
  ).json()) as { data: { list: Record<string, unknown>[] } };
  expect(Object.keys(listed.data.list[0]).sort()).toEqual(['id', 'name', 'qty']);

  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shot(page, 'list-runtime-en');

  // Re-designed as a table grouped by 等级: the groups open with their rows (each group named under 数量).
  const draft = await apiData<{ columnData: string; formData: string }>(
    page.request,
    headers,
    `/api/visualdev/Base/${modelId}`,
  );
  const grouped = { ...(JSON.parse(draft.columnData) as object), type: 3, groupField: 'grade' };
  const put = await page.request.put(`/api/visualdev/Base/${modelId}`, {
    headers,
    data: {
      fullName: name,
      enCode: `vdlist${run}`,
      category: BUSINESS,
      type: 1,
      formData: draft.formData,
      columnData: JSON.stringify(grouped),
    },
  });
  expect(((await put.json()) as { code: number }).code).toBe(200);
  await apiData(page.request, headers, `/api/visualdev/Base/${modelId}/Actions/Release`, {});
  await page.reload();
  await expect(page.locator('.list-page .ant-table-tbody')).toContainText('甲等');
  await expect(page.locator('.list-page .ant-table-tbody')).toContainText('乙等');
  await expect(dataRows(page)).toHaveCount(6);
  await shot(page, 'list-grouped-en');
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();
  await shot(page, 'list-grouped-zh');
});
