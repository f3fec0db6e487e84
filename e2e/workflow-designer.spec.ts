import type { Locator, Page } from '@playwright/test';
import { pick } from './support/organisation.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const run = Date.now().toString(36).slice(-5);

test.describe.configure({ timeout: 60_000 });

/** Saves a screenshot among this run's artifacts. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** A button by its label, which antd may space out ("保 存") or prefix with its icon's name ("plus 新增"). */
function button(scope: Locator, name: string): Locator {
  const spaced = [...name].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?');
  return scope.getByRole('button', { name: new RegExp(`^(?:[a-z-]+ )?${spaced}$`) });
}

test('designs a flow with an approver and a condition group, saves and releases it; zh and en', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/workFlow/flowEngine');
  await button(page.locator('.list-page'), '新增').click();
  const designer = page.getByTestId('flow-designer');
  await expect(designer.getByText('发起人', { exact: true })).toBeVisible();
  await expect(designer.getByText('流程结束')).toBeVisible();
  await designer.getByLabel('名称', { exact: true }).fill(`请假${run}`);
  await designer.getByLabel('编码', { exact: true }).fill(`leave${run}`);
  await pick(page, designer, '分类', '办公');

  // The new approver has nobody yet: the node says so and release waits.
  const approver = designer.locator('.fd-approver').first();
  await expect(approver).toContainText('请设置审批人');
  await expect(button(designer, '保存并发布')).toBeDisabled();
  await approver.click();
  const drawer = page.locator('.ant-drawer');
  // The first user picker of the drawer is 审批人员 (the second one is 抄送人员).
  await drawer.getByRole('combobox', { name: '选择用户' }).first().fill('管理员');
  await page
    .getByRole('treeitem', { name: /管理员/ })
    .last()
    .click();
  await page.keyboard.press('Escape');
  await drawer.getByLabel('节点名称', { exact: true }).fill('部门审批');
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();
  await expect(approver).toContainText('部门审批');
  await expect(approver).not.toContainText('请设置审批人');

  // A condition group after 发起人: one condition branch and the default branch.
  await designer.locator('[data-testid^="add-after-"]').first().click();
  await page.getByRole('menuitem', { name: '条件分支' }).click();
  const branch = designer.locator('.fd-condition').first();
  await expect(branch).toContainText('请设置条件');
  await expect(designer.locator('.fd-condition').last()).toContainText('其他情况进入此流程');
  await branch.click();
  await button(drawer, '添加条件').click();
  await drawer.getByLabel('字段', { exact: true }).fill('days');
  await pick(page, drawer, '运算符', '>');
  await drawer.getByLabel('值', { exact: true }).fill('3');
  await drawer.locator('.ant-drawer-close').first().click();
  await expect(branch).toContainText('days > 3');
  // Another branch goes before the default one, moves left to priority 1, then is removed again.
  await designer.locator('[data-testid^="add-branch-"]').first().click();
  await expect(designer.locator('.fd-condition')).toHaveCount(3);
  await expect(designer.locator('.fd-condition').nth(1)).toContainText('条件2');
  await designer.getByRole('button', { name: '左移' }).click();
  await expect(designer.locator('.fd-condition').first()).toContainText('条件2');
  await expect(designer.locator('.fd-condition').first()).toContainText('优先级 1');
  await designer.getByRole('button', { name: '删除节点 条件2' }).click();
  await expect(designer.locator('.fd-condition')).toHaveCount(2);
  await expect(designer.getByText(/需要完善/)).toHaveCount(0);
  await shot(page, 'designer-zh');

  await button(designer, '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await button(designer, '保存并发布').click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await button(designer, '关闭').click();
  const row = page.getByRole('row', { name: new RegExp(`请假${run}`) });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText(`leave${run}`);
  await shot(page, 'list-zh');

  await page.getByRole('button', { name: '语言', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(row).toContainText('Released');
  await expect(page.getByRole('row', { name: /Office \(\d+\)/ })).toBeVisible();
  await row.getByRole('button', { name: 'Design' }).click();
  // Node titles are the flow's data (saved in zh); the designer's own texts follow the language.
  await expect(designer.locator('.fd-start')).toContainText('Everyone');
  await expect(designer.getByRole('button', { name: 'Save and release' })).toBeVisible();
  await expect(designer.getByText('End of flow')).toBeVisible();
  await expect(designer.locator('.fd-condition').last()).toContainText('Taken when no other condition holds');
  await expect(designer.locator('.fd-approver').first()).toContainText('部门审批');
  await shot(page, 'designer-en');
});

test("designs the flow's form in place: 新建表单 opens the form designer, and the published form is bound", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/workFlow/flowEngine');
  await button(page.locator('.list-page'), '新增').click();
  const designer = page.getByTestId('flow-designer');
  await expect(designer.getByText('发起人', { exact: true })).toBeVisible();
  await expect(button(designer, '设计表单')).toBeDisabled();
  await button(designer, '新建表单').click();

  const box = page.getByRole('dialog', { name: '新建功能' });
  await box.getByLabel('名称', { exact: true }).fill(`请假表单${run}`);
  await box.getByLabel('编码', { exact: true }).fill(`leaveform${run}`);
  await pick(page, box, '分类', '人事表单');
  await button(box, '确定').click();

  const formDesigner = page.getByTestId('form-designer');
  await expect(formDesigner.getByText('从左侧拖入控件')).toBeVisible();
  await formDesigner.locator('.designer-palette-item[data-kind="numInput"]').dblclick();
  await expect(formDesigner.locator('.designer-list.is-root > .designer-item')).toHaveCount(1);
  await button(formDesigner, '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await button(formDesigner, '发布').click();
  const answer = page.getByRole('dialog', { name: '发布结果' });
  await expect(answer).toContainText('版本 1');
  await answer.getByRole('button', { name: /确\s?定|OK/ }).click();
  await button(formDesigner, '关闭').click();
  await expect(formDesigner).toHaveCount(0);

  // Back in the flow designer, the new form is the flow's form and can be designed again.
  await expect(designer.getByText(`请假表单${run}`, { exact: true })).toBeVisible();
  await expect(button(designer, '设计表单')).toBeEnabled();
  await shot(page, 'designer-form-in-place-zh');
});
