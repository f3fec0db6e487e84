import path from 'node:path';
import { expect, test } from './support/test.ts';
import { apiData } from './support/api-data.ts';
import { adminHeaders } from './support/api-users.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { createPublishedModel } from './support/visualdev-model.ts';

/** Where this spec's screenshots go (the run's own results folder). */
const SHOTS = path.join(process.env.E2E_RESULTS_DIR ?? 'test-results', 'screenshots');

test('saves the email settings from the settings page; saving them unchanged changes nothing', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  await signInAsAdmin(page);
  await page.goto('/system/sysConfig');
  const card = page.locator('.ant-card').filter({ hasText: '邮件与短信' });
  await card.getByLabel('SMTP 服务器').fill('smtp.example.com');
  await card.getByLabel('账号（发件地址）').fill('noreply@example.com');
  await card.getByLabel('密码').fill('pa55word-secret');
  await card.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const saved = await apiData<Record<string, unknown>>(request, headers, '/api/system/base/sysConfig/notify');
  expect(saved).toMatchObject({ emailSmtpHost: 'smtp.example.com', hasEmailPassword: true });
  await page.reload();
  await expect(card.getByLabel('SMTP 服务器')).toHaveValue('smtp.example.com');
  await expect(card.getByLabel('密码')).toHaveAttribute('placeholder', '已保存，留空则不修改');
  await page.screenshot({ path: path.join(SHOTS, 'notify-settings-zh-1440.png'), fullPage: true });
  await card.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  expect(await apiData(request, headers, '/api/system/base/sysConfig/notify')).toEqual(saved);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'notify-settings-zh-390.png'), fullPage: true });
});

test('generates code from a published model: options, the files in tabs, the zip', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  await createPublishedModel(request, headers, { name: '生成样例', code: 'cgsample' });
  await signInAsAdmin(page);
  await page.goto('/onlineDev/webDesign');
  const row = page.getByRole('row').filter({ hasText: '生成样例' });
  await row.getByRole('button', { name: '生成代码' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('模块目录')).toHaveValue('cgsample');
  await dialog.getByLabel('类名', { exact: true }).fill('CgSample');
  await dialog.getByRole('button', { name: '预览代码' }).click();
  await expect(dialog.getByRole('tab', { name: 'cgsample.service.ts' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'cgsample.routes.ts' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'cgsample.routes.ts' })).toContainText(
    "pageMenuAccess(PAGE, 'btn_add')",
  );
  await page.screenshot({ path: path.join(SHOTS, 'codegen-preview-zh.png') });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载代码' }).click();
  expect((await download).suggestedFilename()).toBe('cgsample.zip');
});
