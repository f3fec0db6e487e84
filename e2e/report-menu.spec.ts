import { adminHeaders } from './support/api-users.ts';
import { apiData } from './support/api-data.ts';
import { dialog, optionOf, pick } from './support/organisation.ts';
import { openFromMenu } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const run = Date.now().toString(36).slice(-5);
// Lists and dialogs on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

type TMenuNode = { id: string; enCode: string; propertyJson: unknown; children?: TMenuNode[] | null };
const findMenu = (nodes: TMenuNode[]): TMenuNode | undefined =>
  nodes.map((n) => (n.enCode === `lookmenu${run}` ? n : findMenu(n.children ?? []))).find(Boolean);

// The menu is made at the top level, which later specs lay out (the functional layout's top menu): take it away.
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const tree = await apiData<{ list: TMenuNode[] }>(request, headers, '/api/system/base/menu/list');
  const made = findMenu(tree.list);
  if (made)
    expect((await request.delete(`/api/system/base/menu/del/${made.id}`, { headers })).ok()).toBe(true);
});

// Issue 18: the report designer's dialog saved back unchanged changes nothing, and a type-5 menu is bound to a report
// through the menu dialog's report picker (by name, stored as propertyJson `{moduleId}`).
test('a report design saved unchanged changes nothing; the menu dialog binds a type-5 menu through its picker', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  await apiData(request, headers, '/api/system/base/data/interface/edit', {
    categoryId: '9c43287481364d348c0ea0d0f64b38be-basic',
    fullName: `看一看${run}`,
    enCode: `look${run}`,
    dataType: 1,
    query: `select 'East' as region, 10 as amount`,
  });
  const di = await apiData<{ list: { id: string }[] }>(
    request,
    headers,
    `/api/system/base/data/interface/page?keyword=look${run}`,
  );
  await apiData(request, headers, '/api/visualdev/DataReport', {
    fullName: `看报表${run}`,
    enCode: `lookrpt${run}`,
    category: 'dict-report-sort-sales',
    sourceType: 1,
    sourceId: di.list[0].id,
    columns: [
      { field: 'region', title: '区域' },
      { field: 'amount', title: '金额', format: 'number', isSum: true },
    ],
  });
  const reports = await apiData<{ list: { id: string }[] }>(
    request,
    headers,
    `/api/visualdev/DataReport?keyword=lookrpt${run}`,
  );
  const reportId = reports.list[0].id;
  const before = await apiData<Record<string, unknown>>(
    request,
    headers,
    `/api/visualdev/DataReport/${reportId}`,
  );

  await signInAsAdmin(page);
  // The report design saved unchanged.
  await page.goto('/onlineDev/dataReport');
  const row = page.getByRole('row').filter({ hasText: `看报表${run}` });
  await row
    .getByRole('button', { name: /设\s*计|编\s*辑/ })
    .first()
    .click();
  const box = dialog(page, '设计报表');
  await expect(box).toBeVisible();
  await expect(box.getByRole('textbox').first()).toHaveValue(`看报表${run}`);
  await box.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(box).toBeHidden();
  const after = await apiData<Record<string, unknown>>(
    request,
    headers,
    `/api/visualdev/DataReport/${reportId}`,
  );
  const strip = (r: Record<string, unknown>) => {
    const { version: _v, lastModifyTime: _t, lastModifyUserId: _u, ...rest } = r;
    return rest;
  };
  expect(after.version).not.toEqual(before.version); // it was saved
  expect(strip(after)).toEqual(strip(before));

  // A type-5 menu through the menu dialog and its report picker.
  await openFromMenu(page, '系统管理', '系统菜单');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const menu = page.getByRole('dialog').filter({ hasText: '上级' }).last();
  await expect(menu).toBeVisible();
  // A click on an option while the tall dialog scrolls it into view can miss (the dropdown moves under it): pick
  // until the type's own field shows.
  const picker = menu.getByLabel('报表', { exact: true });
  await expect(async () => {
    await pick(page, menu, '菜单类型', '报表');
    await expect(picker).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await picker.click();
  await (await optionOf(page, picker, `看报表${run} (lookrpt${run})`)).click();
  await menu.getByLabel('菜单名称', { exact: true }).fill(`看报表菜单${run}`);
  await menu.getByLabel('菜单编码', { exact: true }).fill(`lookmenu${run}`);
  await menu.getByLabel('路由地址', { exact: true }).fill(`report/look${run}`);
  await menu.getByRole('button', { name: /确\s*定/ }).click();
  await expect(menu).toBeHidden();
  const tree = await apiData<{ list: TMenuNode[] }>(request, headers, '/api/system/base/menu/list');
  expect(JSON.stringify(findMenu(tree.list)?.propertyJson)).toContain(reportId);
});
