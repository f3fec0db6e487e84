import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openFromMenu } from './support/shell.ts';
import {
  checkGrant,
  clickAdd,
  dialog,
  pick,
  selectTreeNode,
  submitDialog,
  tokenOf,
} from './support/organisation.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';

const run = Date.now().toString(36).slice(-5);
const names = {
  company: `测试公司${run}`,
  department: `测试部门${run}`,
  position: `测试岗位${run}`,
  role: `测试角色${run}`,
  account: `e2e${run}`,
};

async function createCompany(page: Page): Promise<void> {
  await openFromMenu(page, '组织管理', '组织架构');
  await clickAdd(page);
  const box = dialog(page, '新建公司');
  await box.getByLabel('公司名称').fill(names.company);
  await box.getByLabel('公司编码').fill(`C${run}`);
  await submitDialog(page, box);
  await expect(page.getByRole('cell', { name: names.company, exact: true })).toBeVisible();
}

async function createDepartment(page: Page): Promise<void> {
  await openFromMenu(page, '组织管理', '部门管理');
  await selectTreeNode(page, '公司', names.company);
  await clickAdd(page);
  const box = dialog(page, '新建部门');
  await box.getByLabel('部门名称').fill(names.department);
  await box.getByLabel('部门编码').fill(`D${run}`);
  await submitDialog(page, box);
  await expect(page.getByRole('cell', { name: names.department, exact: true })).toBeVisible();
}

async function createPosition(page: Page): Promise<void> {
  await openFromMenu(page, '组织管理', '岗位管理');
  await selectTreeNode(page, '组织机构', names.department);
  await clickAdd(page);
  const box = dialog(page, '新建岗位');
  await box.getByLabel('岗位名称').fill(names.position);
  await box.getByLabel('岗位编码').fill(`P${run}`);
  await submitDialog(page, box);
  await expect(page.getByRole('cell', { name: names.position, exact: true })).toBeVisible();
}

async function createRole(page: Page): Promise<void> {
  await openFromMenu(page, '组织管理', '角色管理');
  await clickAdd(page);
  const box = dialog(page, '新建角色');
  await box.getByLabel('角色名称').fill(names.role);
  await box.getByLabel('角色编码').fill(`R${run}`);
  await pick(page, box, '角色类型', '业务角色');
  await submitDialog(page, box);
  await expect(page.getByRole('cell', { name: names.role, exact: true })).toBeVisible();
}

/** Creates the user in the new department with the new position and role; answers the generated password. */
async function createUser(page: Page): Promise<string> {
  await openFromMenu(page, '组织管理', '用户管理');
  await selectTreeNode(page, '组织机构', names.department);
  await clickAdd(page);
  const box = dialog(page, '新建用户');
  await box.getByLabel('账号').fill(names.account);
  await box.getByLabel('姓名').fill('测试用户');
  await pick(page, box, '岗位', names.position);
  await pick(page, box, '角色', names.role);
  await submitDialog(page, box);
  const shown = dialog(page, '用户已创建');
  const password = (await shown.getByTestId('generated-password').innerText()).trim();
  expect(password).toMatch(/^[0-9A-Za-z]{6,}$/);
  await shown.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByRole('cell', { name: names.account, exact: true })).toBeVisible();
  return password;
}

async function grantUserPageAddOnly(page: Page): Promise<void> {
  await openFromMenu(page, '组织管理', '权限授权');
  await page.getByLabel('请选择授权对象').click();
  await page.locator('.ant-select-dropdown:visible').getByText(names.role, { exact: false }).click();
  await checkGrant(page, '菜单权限', '用户管理');
  await checkGrant(page, '按钮权限', '新增');
  // Without a data scheme the list shows nothing (deny by default); the user's own department makes the row visible.
  await checkGrant(page, '数据权限', '本部门数据');
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
}

test('builds an organisation through the screens and a role limited to adding users', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await createCompany(page);
  await createDepartment(page);
  await createPosition(page);
  await createRole(page);
  const password = await createUser(page);
  await grantUserPageAddOnly(page);

  const context = await browser.newContext();
  const user = await context.newPage();
  await user.goto('/login');
  await submitAccountLogin(user, names.account, password);
  await expect(user).toHaveURL(/\/home$/);

  const menu = user.getByRole('menu', { name: '主菜单' });
  await openFromMenu(user, '组织管理', '用户管理');
  await expect(user).toHaveURL(/\/permission\/user$/);
  await expect(menu.getByRole('menuitem')).toHaveText([/组织管理$/, /用户管理$/]);

  await expect(user.getByRole('button', { name: '新增' })).toBeVisible();
  await expect(user.getByRole('row', { name: new RegExp(names.account) })).toBeVisible();
  await expect(user.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(user.getByRole('button', { name: '删除' })).toHaveCount(0);

  const token = await tokenOf(user);
  const res = await user.request.post('/api/system/permission/users/edit', {
    headers: { Authorization: token },
    data: { id: 'admin', account: 'admin', realName: '被篡改', organizeId: 'org-department' },
  });
  expect((await res.json()).code).toBe(403);
  await context.close();
});
