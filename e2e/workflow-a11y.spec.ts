import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test.ts';
import {
  api,
  createLeaveFlow,
  createPeople,
  launchLeave,
  listRow,
  signInApi,
  signInAs,
  type TPeople,
} from './support/workflow-task.ts';

// The task detail's server-given actions, the reject target the approver chooses, the chart as the designer's tree,
// and accessibility of the to-do list and the task detail (Lighthouse ≥ 90, every action button named).
const run = `a${Date.now().toString(36).slice(-5)}`;
const expect = baseExpect.configure({ timeout: 30_000 });
const ENGINE = '/api/workflow/engine';
let people: TPeople;
let flowId = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const detailUrl = (taskId: string, from: string, q: Record<string, string | null | undefined> = {}) => {
  const p = new URLSearchParams({ taskId, from });
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  return `/workFlow/task?${p.toString()}`;
};

async function ensureFlow(request: Parameters<typeof createPeople>[0]): Promise<void> {
  if (flowId) return;
  people = await createPeople(request, run);
  flowId = await createLeaveFlow(request, people, run);
}

/** Every button of the action bar and of an open dialog has a name a screen reader reads. */
async function expectNamedButtons(page: Page): Promise<void> {
  const snapshot = await page.getByRole('toolbar').ariaSnapshot();
  const buttons = snapshot.split('\n').filter((l) => /- button\b/.test(l));
  expect(buttons.length).toBeGreaterThan(0);
  for (const line of buttons) expect(line, line).toMatch(/- button "[^"]+"/);
}

test('the chart is the designer’s tree and the reject dialog sends the flow back to the chosen step', async ({
  page,
  request,
}) => {
  await ensureFlow(request);
  const template = {
    type: 'start',
    nodeId: 'start',
    properties: { title: '发起人' },
    childNode: {
      type: 'approver',
      nodeId: 'first',
      properties: { title: '经理初审', assigneeType: 6, approvers: [people.ids.mgr] },
      childNode: {
        type: 'approver',
        nodeId: 'second',
        properties: { title: '人事复核', assigneeType: 6, approvers: [people.ids.hr1], rejectStep: '2' },
        childNode: null,
      },
    },
  };
  const { id } = await api<{ id: string }>(request, people.admin, 'post', `${ENGINE}/flowEngine/create`, {
    fullName: `驳回选择${run}`,
    enCode: `choose${run}`,
    category: 'office',
    type: 0,
    formType: 2,
    formData: JSON.stringify({ fields: [] }),
    flowTemplateJson: JSON.stringify(template),
  });
  await api(request, people.admin, 'post', `${ENGINE}/flowEngine/Release/${id}`);
  const emp = await signInApi(request, people.accounts.emp);
  const mgr = await signInApi(request, people.accounts.mgr);
  const hr1 = await signInApi(request, people.accounts.hr1);
  const taskId = await launchLeave(request, emp, id, 1);
  await api(
    request,
    mgr,
    'post',
    `${ENGINE}/flowBefore/audit/${(await listRow(request, mgr, 1, taskId))!.id}`,
    {},
  );

  await signInAs(page, people.accounts.hr1);
  const row = (await listRow(request, hr1, 1, taskId))!;
  await page.goto(detailUrl(taskId, 'todo', { operatorId: row.id, nodeCode: row.thisStepId }));
  await expect(page.getByTestId('chart-node-start')).toHaveAttribute('data-state', 'finish');
  await expect(page.getByTestId('chart-node-first')).toHaveAttribute('data-state', 'finish');
  await expect(page.getByTestId('chart-node-first')).toContainText(`部门经理${run}`);
  await expect(page.getByTestId('chart-node-second')).toHaveAttribute('data-state', 'process');
  await expect(page.getByTestId('chart-node-end')).toHaveAttribute('data-state', 'wait');
  await expectNamedButtons(page);
  await shot(page, 'reject-choose-zh');

  await page.getByRole('toolbar').getByRole('button', { name: '驳回', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '驳回' });
  await dialog.getByRole('combobox', { name: '驳回至' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['发起人', '经理初审']);
  await options.filter({ hasText: '经理初审' }).click();
  await dialog.getByLabel('审批意见').fill('请经理再看');
  await shot(page, 'reject-choose-dialog-zh');
  await dialog.getByRole('button', { name: '驳回', exact: true }).click();
  await expect(page.getByText('驳回成功')).toBeVisible();
  await expect(page.getByTestId('chart-node-first')).toHaveAttribute('data-state', 'process');
  expect(await listRow(request, mgr, 1, taskId)).toBeTruthy();
  expect(await listRow(request, hr1, 1, taskId)).toBeUndefined();

  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('chart-node-first')).toContainText('In progress');
  await shot(page, 'reject-choose-en');
});

test('Lighthouse accessibility of the to-do list and the task detail is at least 90', async ({
  request,
  baseURL,
}) => {
  await ensureFlow(request);
  const emp = await signInApi(request, people.accounts.emp);
  const mgr = await signInApi(request, people.accounts.mgr);
  const taskId = await launchLeave(request, emp, flowId, 5);
  const row = (await listRow(request, mgr, 1, taskId))!;
  const detail = detailUrl(taskId, 'todo', { operatorId: row.id, nodeCode: row.thisStepId });
  const exec = promisify(execFile);
  const { stdout } = await exec(
    process.execPath,
    ['e2e/support/lighthouse-audit.mjs', baseURL!, mgr.authorization, '/workFlow/flowTodo', detail],
    { timeout: 240_000, maxBuffer: 8 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<
    string,
    { score: number; failed: { id: string; nodes: string[] }[] }
  >;
  fs.writeFileSync(test.info().outputPath('lighthouse-a11y.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  expect(report['/workFlow/flowTodo'].score).toBeGreaterThanOrEqual(90);
  expect(report[detail].score).toBeGreaterThanOrEqual(90);
});
