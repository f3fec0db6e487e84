import { expect, test } from './support/test.ts';
import { adminHeaders } from './support/api-users.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test('deletes the checked rows of the sign-in log in one go', async ({ page, request }) => {
  await adminHeaders(request); // two more sign-ins than the page's own, so the log has rows to spare
  await adminHeaders(request);
  await signInAsAdmin(page);
  await page.goto('/system/log');
  const main = page.getByRole('main');
  const table = main.locator('.ant-table-tbody');
  await expect(table.getByRole('row').first()).toBeVisible();
  const totalText = async () => (await main.locator('.ant-pagination-total-text').innerText()).trim();
  const total = async () => Number(/\d+/.exec(await totalText())?.[0] ?? 0);
  // Log rows are written in batches about once a second: refresh until this sign-in shows.
  await expect
    .poll(async () => {
      await main.getByRole('button', { name: '刷新' }).click();
      return total();
    })
    .toBeGreaterThanOrEqual(3);
  const before = await total();
  const batch = main.getByRole('button', { name: /批量删除/ });
  await expect(batch).toBeDisabled();
  await table.getByRole('checkbox').nth(0).check();
  await table.getByRole('checkbox').nth(1).check();
  await expect(batch).toHaveText(/批量删除 \(2\)/);
  await batch.click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(total).toBe(before - 2);
  await expect(batch).toBeDisabled();
});
