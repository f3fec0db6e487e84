import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test('signs in by scanning: a signed-in user confirms the QR code shown on the sign-in page', async ({
  browser,
}) => {
  const desk = await browser.newContext({ locale: 'zh-CN' });
  const phone = await browser.newContext({ locale: 'zh-CN' });
  try {
    const deskPage = await desk.newPage();
    await deskPage.goto('/login');
    const ticketAnswer = deskPage.waitForResponse((r) => r.url().includes('/api/oauth/qrcode?'));
    await deskPage.getByRole('tab', { name: '扫码登录' }).click();
    const { data } = (await (await ticketAnswer).json()) as { data: { ticket: string } };
    await expect(deskPage.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();

    const phonePage = await phone.newPage();
    await signInAsAdmin(phonePage);
    await phonePage.goto(`/qr-confirm?ticket=${data.ticket}`);
    await expect(deskPage.getByText('扫描成功，请在手机上确认登录')).toBeVisible();
    await phonePage.getByRole('button', { name: '确认登录' }).click();
    await expect(phonePage.getByText('已确认，电脑端即将完成登录')).toBeVisible();

    await expect(deskPage).toHaveURL(/\/home$/);
    await expect(deskPage.getByRole('button', { name: '用户菜单' })).toContainText('管理员');
  } finally {
    await desk.close();
    await phone.close();
  }
});
