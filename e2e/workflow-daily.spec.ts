import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { apiData, type THeaders } from './support/api-data.ts';
import { adminHeaders, createUserWithPages } from './support/api-users.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const run = Date.now().toString(36).slice(-5);
const api = '/api/workflow/engine';
const PASSWORD = 'abc123';
const DAILY = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate'];

test.describe.configure({ timeout: 300_000 });

/** Saves a screenshot among this run's artifacts. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** A button by its label, which antd may space out ("提 交") or prefix with its icon's name ("plus 发起流程"). */
function button(scope: Locator | Page, name: string): Locator {
  const spaced = [...name].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?');
  return scope.getByRole('button', { name: new RegExp(`^(?:[a-z-]+ )?${spaced}$`) });
}

/** Grants the user's role (made by createUserWithPages) its pages again, now with buttons of one page. */
async function grantButtons(
  request: APIRequestContext,
  h: THeaders,
  account: string,
  pages: string[],
  page: string,
) {
  const roles = await apiData<{ list: { id: string; enCode: string }[] }>(
    request,
    h,
    `/api/system/permission/role/list?keyword=r${account}`,
  );
  const roleId = roles.list.find((r) => r.enCode === `r${account}`)!.id;
  const button = ['btn_add', 'btn_edit', 'btn_remove'].map((b) => `btn-${page}-${b}`);
  const res = await request.put(`/api/system/permission/authorize/Role/${roleId}`, {
    headers: h,
    data: { module: pages.map((p) => `menu-${p}`), button, column: [], form: [], resource: [] },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

const FORM = {
  fields: [
    {
      __config__: { jnpfKey: 'comInput', label: '事由', formId: 1, required: true, span: 24 },
      __vModel__: 'reason',
    },
    { __config__: { jnpfKey: 'numInput', label: '天数', formId: 2, span: 24 }, __vModel__: 'days' },
  ],
};

/** A released flow of the first category: start → one approver node (fixed users, or chosen by the launcher). */
async function createFlow(
  request: APIRequestContext,
  h: THeaders,
  name: string,
  code: string,
  approver: object,
) {
  const tree = await apiData<{ list: { enCode: string }[] }>(request, h, `${api}/flowEngine/list`);
  await apiData(request, h, `${api}/flowEngine/create`, {
    fullName: name,
    enCode: `${code}${run}`,
    category: tree.list[0].enCode,
    formType: 2,
    enabledMark: 1,
    iconBackground: '#13c2c2',
    formData: JSON.stringify(FORM),
    flowTemplateJson: {
      type: 'start',
      nodeId: 'start',
      properties: { title: '发起人' },
      childNode: {
        type: 'approver',
        nodeId: 'a1',
        properties: { title: '主管审批', ...approver },
        childNode: null,
      },
    },
  });
}

/** A signed-in page of its own (own cookies and storage) for one user. */
async function signedIn(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await submitAccountLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('main')).toBeVisible();
  return page;
}

/** The text box of a FormRenderer field, found by its label (the renderer's widgets are not tied to their labels). */
function field(form: Locator, label: string): Locator {
  return form.locator('.ant-form-item', { hasText: label }).getByRole('textbox');
}

/** Picks an option of the select labelled `label` in `scope`, again until the select shows it (busy machines). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** The visible list's row whose text matches. */
function row(page: Page, text: string | RegExp): Locator {
  return page.locator('.list-page:visible .ant-table-tbody tr.ant-table-row', { hasText: text });
}

test('launch, my launches, to-do, entrust and monitor work for three users; zh and en', async ({
  browser,
  request,
}) => {
  const h = await adminHeaders(request);
  const launcherAccount = `wfl${run}`;
  const launcherPages = [...DAILY, 'workFlow.entrust'];
  const launcher = await createUserWithPages(request, {
    account: launcherAccount,
    realName: `发起${run}`,
    password: PASSWORD,
    pages: launcherPages,
  });
  await grantButtons(request, h, launcherAccount, launcherPages, 'workFlow.entrust');
  const approver = await createUserWithPages(request, {
    account: `wfa${run}`,
    realName: `审批${run}`,
    password: PASSWORD,
    pages: DAILY,
  });
  const fixed = `请假${run}`;
  const chosen = `自选${run}`;
  await createFlow(request, h, fixed, 'dailyfixed', { assigneeType: 6, approvers: [approver.id] });
  await createFlow(request, h, chosen, 'dailychosen', { assigneeType: 7 });

  // The launcher launches the fixed flow from 我发起的: flows by category, the form, urgency, submit.
  const lp = await signedIn(browser, launcherAccount);
  await lp.goto('/workFlow/flowLaunch');
  await button(lp.locator('.list-page:visible'), '发起流程').click();
  const picker = lp.getByRole('dialog', { name: '选择要发起的流程' });
  await expect(picker.getByRole('button', { name: fixed })).toBeVisible();
  await shot(lp, 'launch-picker-zh');
  await picker.getByRole('button', { name: fixed }).click();
  const form = lp.getByRole('dialog', { name: fixed });
  await button(form, '提交').click();
  await expect(form.getByText(/请输入事由|事由不能为空|不能为空/).first()).toBeVisible();
  await field(form, '事由').fill('回家');
  await choose(lp, form, '紧急程度', '紧急');
  await shot(lp, 'launch-form-zh');
  await button(form, '提交').click();
  await expect(lp.getByText('提交成功')).toBeVisible();
  const mine = row(lp, `${launcher.realName}的${fixed}`);
  await expect(mine).toContainText('等待审核');
  await expect(mine).toContainText('紧急');

  // The chosen-approver flow asks for the approver in the 450 px dialog and refuses an empty choice.
  await button(lp.locator('.list-page:visible'), '发起流程').click();
  await picker.getByRole('button', { name: chosen }).click();
  const form2 = lp.getByRole('dialog', { name: chosen });
  await field(form2, '事由').fill('出差');
  await button(form2, '提交').click();
  const ask = lp.getByRole('dialog', { name: '选择审批人' });
  await expect(ask).toBeVisible();
  await expect.poll(async () => Math.round((await ask.boundingBox())?.width ?? 0)).toBe(450);
  await button(ask, '确定').click();
  await expect(ask.getByText('请选择审批人员')).toBeVisible();
  await shot(lp, 'approver-dialog-zh');
  await ask.getByRole('combobox', { name: '审批人员' }).fill(approver.realName);
  await lp
    .getByRole('treeitem', { name: new RegExp(approver.realName) })
    .last()
    .click();
  await button(ask, '确定').click();
  await expect(lp.getByText('提交成功')).toBeVisible();
  const mine2 = row(lp, `${launcher.realName}的${chosen}`);
  await expect(mine2).toContainText('等待审核');

  // Urge the first, withdraw the second.
  await button(mine, '催办').click();
  await expect(lp.getByText('催办成功')).toBeVisible();
  await button(mine2, '撤回').click();
  await button(lp.locator('.ant-modal-confirm'), '确定').click();
  await expect(mine2).toContainText('流程撤回');
  await choose(lp, lp.locator('.list-page:visible'), '选择状态', '流程撤回');
  await button(lp.locator('.list-page:visible'), '查询').click();
  await expect(row(lp, /./)).toHaveCount(1);
  await expect(row(lp, /./)).toContainText(chosen);
  await shot(lp, 'my-launches-zh');

  // The approver sees the task in the home widget and in 待办事宜.
  const ap = await signedIn(browser, approver.account);
  // A busy machine answers the first reads of a new session slowly.
  await expect(ap.getByRole('button', { name: /^待办事宜 [1-9]/ })).toBeVisible({ timeout: 30_000 });
  await expect(ap.locator('.home-widgets').getByText(`${launcher.realName}的${fixed}`)).toBeVisible();
  await shot(ap, 'home-zh');
  await ap.goto('/workFlow/flowTodo');
  const todo = row(ap, `${launcher.realName}的${fixed}`);
  await expect(todo).toContainText(launcher.realName, { timeout: 30_000 });
  await expect(todo).toContainText('主管审批');
  await shot(ap, 'todo-zh');
  await ap.setViewportSize({ width: 390, height: 844 });
  await expect(todo.getByRole('button', { name: `审批：${launcher.realName}的${fixed}` })).toBeVisible();
  await shot(ap, 'todo-mobile-zh');
  await todo.getByRole('button', { name: `审批：${launcher.realName}的${fixed}` }).click();
  await expect(ap).toHaveURL(/\/workFlow\/task\?.*taskId=.*from=todo/);

  // Entrust: never to oneself; to the approver for a window; then deleted.
  await lp.goto('/workFlow/entrust');
  await button(lp.locator('.list-page:visible'), '新增').click();
  const box = lp.getByRole('dialog', { name: '新建委托' });
  await choose(lp, box, '委托流程', fixed);
  await box.getByRole('combobox', { name: '被委托人' }).fill(launcher.realName);
  await lp
    .getByRole('treeitem', { name: new RegExp(launcher.realName) })
    .last()
    .click();
  await box.getByPlaceholder('开始时间').fill('2026-01-01 08:00');
  await box.getByPlaceholder('开始时间').press('Enter');
  await box.getByPlaceholder('结束时间').fill('2036-01-01 08:00');
  await box.getByPlaceholder('结束时间').press('Enter');
  await button(box, '确定').click();
  await expect(box.getByText('不能委托给本人')).toBeVisible();
  await box.getByRole('combobox', { name: '被委托人' }).fill(approver.realName);
  await lp
    .getByRole('treeitem', { name: new RegExp(approver.realName) })
    .last()
    .click();
  await button(box, '确定').click();
  await expect(box).toBeHidden();
  const entrust = row(lp, fixed);
  await expect(entrust).toContainText(approver.realName);
  await expect(entrust).toContainText('生效中');
  await shot(lp, 'entrust-zh');
  await button(entrust, '删除').click();
  await button(lp.locator('.ant-modal-confirm'), '确定').click();
  await expect(entrust).toHaveCount(0);

  // Monitor (the administrator): every task; assign the running one, terminate it in bulk.
  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAsAdmin(admin);
  await admin.goto('/workFlow/flowMonitor');
  const keyword = admin.locator('.list-page:visible').getByPlaceholder('请输入关键词查询');
  await keyword.fill(fixed);
  await button(admin.locator('.list-page:visible'), '查询').click();
  const watched = row(admin, `${launcher.realName}的${fixed}`);
  await expect(watched).toContainText('等待审核');
  await button(watched, '指派').click();
  const assign = admin.getByRole('dialog', { name: '指派' });
  await choose(admin, assign, '指派节点', '主管审批');
  await assign.getByRole('combobox', { name: '指派给' }).fill(launcher.realName);
  await admin
    .getByRole('treeitem', { name: new RegExp(launcher.realName) })
    .last()
    .click();
  await button(assign, '指派').click();
  await expect(admin.getByText('指派成功')).toBeVisible();
  await watched.getByRole('checkbox').check();
  await button(admin.locator('.list-page:visible .list-toolbar'), '终止').click();
  await button(admin.locator('.ant-modal-confirm'), '确定').click();
  await expect(admin.getByText('已终止 1 个流程')).toBeVisible();
  await expect(watched).toContainText('审核终止');
  await shot(admin, 'monitor-zh');

  // English: the same screens follow the language.
  await admin.getByRole('button', { name: '语言', exact: true }).click();
  await admin.getByRole('menuitem', { name: 'English' }).click();
  await expect(watched).toContainText('Terminated');
  // Urgency is hidden by default in the monitor (its check boxes and progress need the room); progress shows.
  await expect(
    admin.locator('.list-page:visible').getByRole('columnheader', { name: 'Progress' }),
  ).toBeVisible();
  await shot(admin, 'monitor-en');
  await lp.getByRole('button', { name: '语言', exact: true }).click();
  await lp.getByRole('menuitem', { name: 'English' }).click();
  await expect(
    lp.locator('.list-page:visible').getByRole('columnheader', { name: 'Delegate' }),
  ).toBeVisible();
  await lp.goto('/workFlow/flowLaunch');
  await expect(row(lp, chosen)).toContainText('Withdrawn', { timeout: 30_000 });
  await button(lp.locator('.list-page:visible'), 'Launch a flow').click();
  await expect(lp.getByRole('dialog', { name: 'Choose the flow to launch' })).toBeVisible();
  await shot(lp, 'launch-picker-en');
});
