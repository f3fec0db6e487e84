import { expect, type Page } from '@playwright/test';

/** The demo administrator the e2e server seeds. */
export const ADMIN = { account: 'admin', password: '123456' } as const;

/** Fills the account sign-in form and submits it (as a user would). */
export async function submitAccountLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Signs in as the administrator and waits for the home page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await submitAccountLogin(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
}
