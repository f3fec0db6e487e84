import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test.ts';
import {
  api,
  callApi,
  createLeaveFlow,
  createPeople,
  createReviewFlow,
  launchLeave,
  listRow,
  signInApi,
  signInAs,
  taskStatus,
  type TPeople,
} from './support/workflow-task.ts';
import { clickInDropdown } from './support/shell.ts';

// The task detail (issue #17): one leave flow, seven people, every action of the action bar.
const run = Date.now().toString(36).slice(-5);
// Screens wait on several calls and lazy chunks; a loaded machine needs more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const ENGINE = '/api/workflow/engine';
let people: TPeople;
let flowId = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The detail page's URL for a task opened from a list. */
function detailUrl(
  taskId: string,
  from: string,
  extra: Record<string, string | null | undefined> = {},
): string {
  const q = new URLSearchParams({ taskId, from });
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  return `/workFlow/task?${q.toString()}`;
}

const bar = (page: Page): Locator => page.getByRole('toolbar');
const action = (page: Page, name: string): Locator => bar(page).getByRole('button', { name, exact: true });
const status = (page: Page): Locator => page.getByTestId('task-status');
/** The input of the form field labelled `label` (the renderer's widgets do not carry the label's id). */
const field = (page: Page, label: string): Locator =>
  page
    .locator('.form-renderer .ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('input, textarea')
    .first();

/**
 * The action dialog `name`, once it stands still: a click on its title waits for the zoom-in to end (a click on its
 * button while it still moved was once lost: no request, no message).
 */
async function openDialog(page: Page, name: string): Promise<Locator> {
  await action(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.locator('.ant-modal-title').click();
  return dialog;
}

/** Runs an action through its dialog with an opinion; waits for the success message. */
async function act(page: Page, name: string, opinion?: string, before?: (d: Locator) => Promise<void>) {
  const dialog = await openDialog(page, name);
  if (before) await before(dialog);
  if (opinion) await dialog.getByLabel('审批意见').fill(opinion);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(page.getByText(`${name}成功`)).toBeVisible();
}

/** Picks a user by name in a user tree select labelled `label`. */
async function pickUser(page: Page, scope: Locator, label: string, name: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  // The tree redraws when the server's search answers: a click on a node it then replaces selects nothing, so
  // search and pick again until the select shows the user.
  // A click on the dialog's title waits for it to stand still, and closes the dropdown after a missed try so that
  // the next one opens it anew.
  const settle = () => scope.locator('.ant-modal-title').click();
  const select = scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) });
  await settle();
  await expect(async () => {
    try {
      await combobox.fill(name);
      await page
        .getByRole('treeitem', { name: new RegExp(name) })
        .last()
        .click({ timeout: 5_000 });
      await expect(select).toContainText(name, { timeout: 2_000 });
    } catch (e) {
      await settle().catch(() => undefined);
      throw e;
    }
  }).toPass({ timeout: 30_000 });
}

async function ensureFlow(request: Parameters<typeof createPeople>[0]): Promise<void> {
  if (flowId) return;
  people = await createPeople(request, run);
  flowId = await createLeaveFlow(request, people, run);
}

test('a leave of 5 days: manager approves, HR rejects to the start, resubmitted, 2 of 3 HR approve, CC sees it', async ({
  page,
  request,
}) => {
  await ensureFlow(request);
  const emp = await signInApi(request, people.accounts.emp);
  const taskId = await launchLeave(request, emp, flowId, 5);

  // The manager: the form read-only per the node's rights, 人事备注 hidden, the chart at 部门经理审批.
  await signInAs(page, people.accounts.mgr);
  const mgr = await signInApi(request, people.accounts.mgr);
  const mgrRow = (await listRow(request, mgr, 1, taskId))!;
  await page.goto(detailUrl(taskId, 'todo', { operatorId: mgrRow.id, nodeCode: mgrRow.thisStepId }));
  await expect(status(page)).toHaveText('等待审核');
  await expect(field(page, '请假天数')).toHaveValue('5');
  await expect(field(page, '请假天数')).not.toBeEditable();
  await expect(field(page, '人事备注')).toBeHidden();
  await expect(page.getByTestId('chart-node-mgrLong')).toHaveAttribute('data-state', 'process');
  await expect(page.getByTestId('chart-node-hr')).toHaveAttribute('data-state', 'wait');
  for (const name of ['同意', '驳回', '转办', '打印']) await expect(action(page, name)).toBeVisible();
  await expect(action(page, '撤回流程')).toHaveCount(0);
  await shot(page, 'task-manager-zh');
  await act(page, '同意', '同意休假');
  await expect(action(page, '同意')).toHaveCount(0);
  await expect(page.getByTestId('chart-node-mgrLong')).toHaveAttribute('data-state', 'finish');
  await expect(page.getByTestId('chart-node-hr')).toHaveAttribute('data-state', 'process');

  // HR 1 rejects with a handwritten signature: 2 of 3 can still approve, so the node waits.
  await signInAs(page, people.accounts.hr1);
  const hr1 = await signInApi(request, people.accounts.hr1);
  const hr1Row = (await listRow(request, hr1, 1, taskId))!;
  await page.goto(detailUrl(taskId, 'todo', { operatorId: hr1Row.id, nodeCode: hr1Row.thisStepId }));
  await expect(field(page, '人事备注')).toBeEditable();
  await act(page, '驳回', '材料不全', async (d) => {
    await d.getByText('手写签名').click();
    const pad = d.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
    await page.mouse.up();
  });
  await expect(status(page)).toHaveText('等待审核');
  await expect(page.getByRole('img', { name: /签名 人事甲/ })).toBeVisible();
  // HR 2 rejects as well: 2 of 3 can no longer be reached, the flow goes back to the launcher.
  const hr2 = await signInApi(request, people.accounts.hr2);
  await api(
    request,
    hr2,
    'post',
    `${ENGINE}/flowBefore/reject/${(await listRow(request, hr2, 1, taskId))!.id}`,
    {
      handleOpinion: '同上',
    },
  );
  expect(await taskStatus(request, emp, taskId)).toBe(3);

  // The launcher edits the reason and resubmits from 我发起的.
  await signInAs(page, people.accounts.emp);
  await page.goto(detailUrl(taskId, 'launch'));
  await expect(status(page)).toHaveText('审核驳回');
  await expect(page.getByText('材料不全')).toBeVisible();
  await field(page, '请假事由').fill('补充了证明材料');
  await action(page, '重新提交').click();
  await expect(page.getByText('重新提交成功')).toBeVisible();
  await expect(status(page)).toHaveText('等待审核');

  // The manager approves again (API); HR 1 (API) and HR 2 (screen, writing 人事备注) approve: 通过.
  const again = (await listRow(request, mgr, 1, taskId))!;
  await api(request, mgr, 'post', `${ENGINE}/flowBefore/audit/${again.id}`, { handleOpinion: '同意' });
  await api(
    request,
    hr1,
    'post',
    `${ENGINE}/flowBefore/audit/${(await listRow(request, hr1, 1, taskId))!.id}`,
    {},
  );
  await signInAs(page, people.accounts.hr2);
  const hr2Row = (await listRow(request, hr2, 1, taskId))!;
  await page.goto(detailUrl(taskId, 'todo', { operatorId: hr2Row.id, nodeCode: hr2Row.thisStepId }));
  await field(page, '人事备注').fill('已备案');
  await act(page, '同意', '同意');
  await expect(status(page)).toHaveText('审核通过');
  await expect(page.getByTestId('chart-node-end')).toHaveAttribute('data-state', 'finish');
  expect(await taskStatus(request, emp, taskId)).toBe(2);

  // The supervisor finds it in CC and sees it passed, with nothing to do but print; then in English.
  const sup = await signInApi(request, people.accounts.sup);
  expect(await listRow(request, sup, 3, taskId)).toBeTruthy();
  await signInAs(page, people.accounts.sup);
  await page.goto(detailUrl(taskId, 'circulate'));
  await expect(status(page)).toHaveText('审核通过');
  await expect(field(page, '请假事由')).toHaveValue('补充了证明材料');
  await expect(bar(page).getByRole('button')).toHaveCount(1);
  await shot(page, 'task-cc-zh');
  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(status(page)).toHaveText('Approved');
  await expect(action(page, 'Print')).toBeVisible();
  await shot(page, 'task-cc-en');
});

test('entrust: the delegate approves inside the window, not outside; a refused action changes nothing', async ({
  page,
  request,
}) => {
  await ensureFlow(request);
  const emp = await signInApi(request, people.accounts.emp);
  const mgr = await signInApi(request, people.accounts.mgr);
  const dlg = await signInApi(request, people.accounts.dlg);
  const now = Date.now();
  await api(request, mgr, 'post', `${ENGINE}/flowDelegate/create`, {
    flowId,
    toUserId: people.ids.dlg,
    startTime: now - 60_000,
    endTime: now + 3_600_000,
  });
  const taskId = await launchLeave(request, emp, flowId, 2);
  const row = (await listRow(request, dlg, 1, taskId))!;
  expect(row).toBeTruthy();

  // The manager has the page open when the delegate approves: the manager's approve is refused (WF0006).
  await signInAs(page, people.accounts.mgr);
  const mgrRow = (await listRow(request, mgr, 1, taskId))!;
  await page.goto(detailUrl(taskId, 'todo', { operatorId: mgrRow.id, nodeCode: mgrRow.thisStepId }));
  await expect(status(page)).toHaveText('等待审核');

  const other = await page.context().browser()!.newPage();
  await signInAs(other, people.accounts.dlg);
  await other.goto(detailUrl(taskId, 'todo', { operatorId: row.id, nodeCode: row.thisStepId }));
  await act(other, '同意', '代为同意');
  await expect(status(other)).toHaveText('审核通过');
  await other.close();

  const dialog = await openDialog(page, '同意');
  await dialog.getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('当前流程被处理，无法审批')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(status(page)).toHaveText('等待审核');

  // Outside the window: the delegate neither lists nor may approve the manager's step.
  const entrusts = await api<{ list: { id: string }[] }>(request, mgr, 'get', `${ENGINE}/flowDelegate/list`);
  await api(request, mgr, 'put', `${ENGINE}/flowDelegate/update/${entrusts.list[0].id}`, {
    flowId,
    toUserId: people.ids.dlg,
    startTime: now - 7_200_000,
    endTime: now - 3_600_000,
  });
  const late = await launchLeave(request, emp, flowId, 1);
  expect(await listRow(request, dlg, 1, late)).toBeUndefined();
  const lateRow = (await listRow(request, mgr, 1, late))!;
  const refused = await callApi(request, dlg, 'post', `${ENGINE}/flowBefore/audit/${lateRow.id}`, {});
  expect(refused.code).not.toBe(200);
  await signInAs(page, people.accounts.dlg);
  await page.goto(detailUrl(late, 'todo', { operatorId: lateRow.id }));
  await expect(page.getByTestId('task-refused')).toBeVisible();
  await expect(action(page, '同意')).toHaveCount(0);
  expect(await taskStatus(request, emp, late)).toBe(1);
});

test('the launcher urges and withdraws; a monitor assigns and terminates', async ({ page, request }) => {
  await ensureFlow(request);
  const emp = await signInApi(request, people.accounts.emp);
  const taskId = await launchLeave(request, emp, flowId, 2);
  await signInAs(page, people.accounts.emp);
  await page.goto(detailUrl(taskId, 'launch'));
  await action(page, '催办').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /催\s?办/ })
    .click();
  await expect(page.getByText('催办成功')).toBeVisible();
  await act(page, '撤回流程', '不休了');
  await expect(status(page)).toHaveText('流程撤回');
  const mgr = await signInApi(request, people.accounts.mgr);
  expect(await listRow(request, mgr, 1, taskId)).toBeUndefined();

  const long = await launchLeave(request, emp, flowId, 6);
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(detailUrl(long, 'monitor'));
  await expect(action(page, '同意')).toHaveCount(0);
  await act(page, '指派', '转人事丙', async (d) => {
    // Sent without a node, the dialog stays and says so (the fixture fails the test on an unhandled rejection).
    await d.getByRole('button', { name: '指派', exact: true }).click();
    await expect(d.getByText('请选择节点')).toBeVisible();
    // The node is picked until the select shows it: a click while the dropdown animates in can miss.
    const node = d.getByRole('combobox', { name: '指派节点' });
    await clickInDropdown(
      () => node.click(),
      page.locator('.ant-select-dropdown:visible').getByTitle('部门经理审批'),
      () =>
        expect(
          d.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '指派节点' }) }),
        ).toContainText('部门经理审批', {
          timeout: 2_000,
        }),
    );
    await pickUser(page, d, '指派给', `人事丙${run}`);
  });
  const hr3 = await signInApi(request, people.accounts.hr3);
  expect(await listRow(request, hr3, 1, long)).toBeTruthy();
  await expect(page.getByTestId('chart-node-mgrLong')).toContainText(`人事丙${run}`);
  await shot(page, 'task-monitor-zh');
  await act(page, '终止', '流程作废');
  await expect(status(page)).toHaveText('审核终止');
  expect(await taskStatus(request, emp, long)).toBe(5);
});

test('the manager recalls an approval from the done list, then transfers the step', async ({
  page,
  request,
}) => {
  await ensureFlow(request);
  const emp = await signInApi(request, people.accounts.emp);
  const mgr = await signInApi(request, people.accounts.mgr);
  const taskId = await launchLeave(request, emp, flowId, 4);
  await api(
    request,
    mgr,
    'post',
    `${ENGINE}/flowBefore/audit/${(await listRow(request, mgr, 1, taskId))!.id}`,
    {},
  );
  const done = (await listRow(request, mgr, 2, taskId))!;
  await signInAs(page, people.accounts.mgr);
  await page.goto(detailUrl(taskId, 'done', { recordId: done.id }));
  await expect(page.getByTestId('chart-node-hr')).toHaveAttribute('data-state', 'process');
  await act(page, '撤回审批', '再看看');
  await expect(page.getByTestId('chart-node-mgrLong')).toHaveAttribute('data-state', 'process');
  await expect(action(page, '撤回审批')).toHaveCount(0);
  await act(page, '转办', '请人事丙处理', (d) => pickUser(page, d, '转办给', `人事丙${run}`));
  const hr3 = await signInApi(request, people.accounts.hr3);
  expect(await listRow(request, hr3, 1, taskId)).toBeTruthy();
  await expect(action(page, '同意')).toHaveCount(0);
});

test('the next approver is chosen in the approver dialog, which refuses to confirm empty', async ({
  page,
  request,
}) => {
  await ensureFlow(request);
  const reviewId = await createReviewFlow(request, people, run);
  const emp = await signInApi(request, people.accounts.emp);
  const mgr = await signInApi(request, people.accounts.mgr);
  const taskId = await launchLeave(request, emp, reviewId, 1);
  const row = (await listRow(request, mgr, 1, taskId))!;
  await signInAs(page, people.accounts.mgr);
  await page.goto(detailUrl(taskId, 'todo', { operatorId: row.id, nodeCode: row.thisStepId }));
  await (await openDialog(page, '同意')).getByRole('button', { name: '同意', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: '选择审批人员' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /确\s?定/ }).click();
  await expect(chooser.getByRole('alert')).toContainText('请选择审批人员');
  await expect(status(page)).toHaveText('等待审核');
  await pickUser(page, chooser, '选择用户', `人事丙${run}`);
  await page.keyboard.press('Escape');
  await chooser.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('同意成功')).toBeVisible();
  const hr3 = await signInApi(request, people.accounts.hr3);
  expect(await listRow(request, hr3, 1, taskId)).toBeTruthy();
});

test('at 390 px the detail reads and the manager rejects', async ({ page, request }) => {
  await ensureFlow(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const emp = await signInApi(request, people.accounts.emp);
  const taskId = await launchLeave(request, emp, flowId, 2);
  const mgr = await signInApi(request, people.accounts.mgr);
  const row = (await listRow(request, mgr, 1, taskId))!;
  await signInAs(page, people.accounts.mgr);
  await page.goto(detailUrl(taskId, 'todo', { operatorId: row.id, nodeCode: row.thisStepId }));
  await expect(field(page, '请假天数')).toHaveValue('2');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'task-mobile-zh');
  await act(page, '驳回', '请当面说明');
  await expect(status(page)).toHaveText('审核驳回');
});
