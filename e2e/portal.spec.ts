import path from 'node:path';
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData, type THeaders } from './support/api-data.ts';
import { adminHeaders } from './support/api-users.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Where this spec's screenshots go (the run's own results folder). */
const SHOTS = path.join(process.env.E2E_RESULTS_DIR ?? 'test-results', 'screenshots');
const INTERFACE_CATEGORY = '9c43287481364d348c0ea0d0f64b38be-basic';
const PASSWORD = 'Portal2026';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

type TNode = { id: string; enCode: string; children?: TNode[] | null };
const findByCode = (nodes: readonly TNode[], enCode: string): TNode | undefined =>
  nodes.map((n) => (n.enCode === enCode ? n : findByCode(n.children ?? [], enCode))).find(Boolean);

/** A static data interface answering sales by month (checkType 1: signed-in callers). */
async function createSalesInterface(
  request: APIRequestContext,
  headers: THeaders,
  enCode: string,
): Promise<string> {
  await apiData(request, headers, '/api/system/base/data/interface/edit', {
    categoryId: INTERFACE_CATEGORY,
    fullName: `销售数据${enCode.slice(-4)}`,
    enCode,
    dataType: 2,
    checkType: 1,
    query: JSON.stringify([
      { name: '一月', amount: 12 },
      { name: '二月', amount: 30 },
      { name: '三月', amount: 21 },
    ]),
  });
  const page = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/system/base/data/interface/page?keyword=${enCode}`,
  );
  return page.list.find((i) => i.enCode === enCode)!.id;
}

/** A top-level data-screen menu (type 6) of a portal; answers its id. */
async function createScreenMenu(
  request: APIRequestContext,
  headers: THeaders,
  portalId: string,
  enCode: string,
) {
  await apiData(request, headers, '/api/system/base/menu/edit', {
    parentId: '-1',
    type: 6,
    fullName: '经营大屏',
    enCode,
    icon: 'FundOutlined',
    propertyJson: JSON.stringify({ moduleId: portalId }),
  });
  const menus = await apiData<{ list: TNode[] }>(request, headers, '/api/system/base/menu/list');
  return findByCode(menus.list, enCode)!.id;
}

/** A user in the admin's department with a role granting the given menu ids; answers the role id. */
async function createViewer(
  request: APIRequestContext,
  headers: THeaders,
  account: string,
  menuIds: string[],
) {
  const admin = await apiData<{ organizeId: string }>(
    request,
    headers,
    '/api/system/permission/users/info/admin',
  );
  const { id: userId } = await apiData<{ id: string }>(
    request,
    headers,
    '/api/system/permission/users/edit',
    {
      account,
      realName: '门户用户',
      organizeId: admin.organizeId,
      password: md5(PASSWORD),
    },
  );
  await apiData(request, headers, '/api/system/permission/role/edit', {
    fullName: `门户角色${account.slice(-4)}`,
    enCode: `r${account}`,
    type: 'Business',
  });
  const roles = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/system/permission/role/list?keyword=r${account}`,
  );
  const roleId = roles.list.find((r) => r.enCode === `r${account}`)!.id;
  const put = async (url: string, data: object) => {
    const res = await request.put(url, { headers, data });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  };
  await put(`/api/system/permission/authorize/Role/${roleId}`, {
    module: ['menu-workFlow.flowTodo', ...menuIds],
    button: [],
    column: [],
    form: [],
    resource: [],
  });
  await apiData(request, headers, `/api/system/permission/userRelation/Role/${roleId}`, {
    userIds: [userId],
  });
  return { roleId, roleName: `门户角色${account.slice(-4)}` };
}

/** Composes the four-card portal in the designer, as the administrator clicks it. */
async function composePortal(page: Page, name: string, code: string, interfaceName: string): Promise<void> {
  await page.goto('/onlineDev/visualPortal');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('门户名称').fill(name);
  await drawer.getByLabel('门户编码').fill(code);
  await drawer.getByRole('button', { name: '添加卡片 图表' }).click();
  await drawer.getByLabel('卡片标题').fill('月度销售');
  await drawer.getByLabel('数据接口').click();
  await page.locator('.ant-select-tree-title').filter({ hasText: interfaceName }).click();
  await drawer.getByLabel('分类字段').fill('name');
  await drawer.getByLabel('数值字段').fill('amount');
  await drawer.getByRole('button', { name: '添加卡片 待办' }).click();
  await drawer.getByRole('button', { name: '添加卡片 公告' }).click();
  await drawer.getByRole('button', { name: '添加卡片 文本' }).click();
  await drawer.getByLabel('文本内容').fill('欢迎使用经营门户');
  await expect(drawer.locator('.react-grid-item')).toHaveCount(4);
  await page.screenshot({ path: path.join(SHOTS, 'portal-designer-zh.png') });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
}

/** Waits until every card of the view shows its content (the chart drawn, the lists loaded). */
async function expectCardsShown(page: Page, count: number): Promise<void> {
  await expect(page.locator('.portal-card')).toHaveCount(count);
  await expect(page.locator('.portal-card .ant-spin-spinning')).toHaveCount(0);
  for (const chart of await page.locator('.portal-card[data-kind="chart"]').all()) {
    await expect(chart.locator('svg title').first()).toBeAttached();
  }
}

test('composes a portal of four cards, grants it, a user makes it home and opens it as a full-screen data screen', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const headers = await adminHeaders(request);
  const interfaceCode = `portal.sales${stamp}`;
  await createSalesInterface(request, headers, interfaceCode);
  await signInAsAdmin(page);
  await composePortal(page, '经营门户', `ops.board${stamp}`, `销售数据${interfaceCode.slice(-4)}`);

  const portals = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    headers,
    `/api/visualdev/Portal?keyword=ops.board${stamp}`,
  );
  const portalId = portals.list[0].id;
  const menuId = await createScreenMenu(request, headers, portalId, `screen.ops${stamp}`);
  const account = `pv${stamp}`;
  const { roleName } = await createViewer(request, headers, account, [menuId]);

  // The administrator grants the portal to the viewer's role in the grant dialog.
  await page.reload();
  await page
    .getByRole('row')
    .filter({ hasText: `ops.board${stamp}` })
    .getByRole('button', { name: '授权' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('可查看的角色').click();
  await page.locator('.ant-select-item-option').filter({ hasText: roleName }).click();
  await dialog.getByText('可查看的角色').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // The viewer picks the portal as home on the default home page, and sees it as home from then on.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const viewer = await context.newPage();
  await viewer.goto('/login');
  await submitAccountLogin(viewer, account, PASSWORD);
  await expect(viewer).toHaveURL(/\/home$/);
  await viewer.getByLabel('选择首页门户').click();
  await viewer.locator('.ant-select-item-option').filter({ hasText: '经营门户' }).click();
  await expect(viewer.getByText('首页已更新')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: '经营门户' })).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByRole('heading', { name: '经营门户' })).toBeVisible();
  await expectCardsShown(viewer, 4);
  await expect(viewer.getByText('欢迎使用经营门户')).toBeVisible();
  await expect(viewer.locator('.portal-card[data-kind="todo"]')).toContainText('暂无待办');
  await viewer.screenshot({ path: path.join(SHOTS, 'portal-home-zh.png'), fullPage: true });

  // The type-6 menu opens the portal full screen in a new tab, signed in by a one-time ticket.
  const opened = context.waitForEvent('page');
  await viewer.getByRole('menuitem', { name: '经营大屏' }).click();
  const screen = await opened;
  await expect(screen).toHaveURL(new RegExp(`/dataScreen\\?moduleId=${portalId}&ticket=`));
  await expect(screen.getByRole('heading', { name: '经营门户' })).toBeVisible();
  await expectCardsShown(screen, 4);
  await expect(screen.locator('.ant-layout-sider')).toHaveCount(0);
  await screen.screenshot({ path: path.join(SHOTS, 'portal-screen-zh.png'), fullPage: true });
  // The ticket was spent: the same address again is refused.
  await screen.reload();
  await expect(screen.getByText('链接已失效，请从菜单重新打开')).toBeVisible();

  // The same home in English.
  await viewer.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await viewer.reload();
  await expect(viewer.locator('.portal-card[data-kind="todo"]')).toContainText('Nothing to do');
  await expectCardsShown(viewer, 4);
  await viewer.screenshot({ path: path.join(SHOTS, 'portal-home-en.png'), fullPage: true });
  await context.close();
});

test('shows the designer in English', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const stamp = String(Date.now()).slice(-6);
  await createSalesInterface(request, headers, `portal.en${stamp}`);
  await signInAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await page.goto('/onlineDev/visualPortal');
  await page.getByRole('button', { name: /Add$/ }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: 'Add card Chart' }).click();
  await drawer.getByRole('button', { name: 'Add card Links' }).click();
  await expect(drawer.getByLabel('Card title')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'portal-designer-en.png') });
});
