import { expect, test } from './support/test.ts';
import { ADMIN, submitAccountLogin } from './support/sign-in.ts';

test.describe('sign-in page', () => {
  test('shows the product title, the version and the three sign-in tabs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '智能集成管理平台' })).toBeVisible();
    await expect(page.getByText('版本 3.1')).toBeVisible();
    for (const tab of ['账户登录', '短信登录', '扫码登录'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page).toHaveTitle('登录 - 智能集成管理平台');
  });

  test('sends an unsigned-in visitor to the sign-in page with a redirect back', async ({ page }) => {
    await page.goto('/permission/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpermission%2Fuser$/);
  });

  test('asks for the account and the password when they are empty', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  });

  test('rejects a wrong password with the server message', async ({ page }) => {
    await page.goto('/login');
    await submitAccountLogin(page, ADMIN.account, 'wrong-password-1');
    await expect(page.getByText('用户名或密码不正确')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('warns while caps lock is on as the password is typed', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('密码', { exact: true });
    await password.click();
    await password.pressSequentially('abc');
    await expect(page.getByText('大写锁定已打开')).toBeHidden();
    await password.pressSequentially('ABC');
    await expect(page.getByText('大写锁定已打开')).toBeVisible();
    await password.pressSequentially('d');
    await expect(page.getByText('大写锁定已打开')).toBeHidden();
  });

  test('relabels the page when the language is switched, and remembers it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '语言', exact: true }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Smart Integrated Management Platform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter the account number')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible();
  });

  test('validates the SMS form: mobile required and its format', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
    await page.getByLabel('手机号', { exact: true }).fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  });

  test('shows a QR code for scan sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '扫码登录' }).click();
    await expect(page.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  });
});
