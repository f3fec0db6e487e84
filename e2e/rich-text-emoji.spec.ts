import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { dialog } from './support/organisation.ts';
import { snap } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { adminHeaders } from './support/api-users.ts';

// Issue 12: the notice editor's toolbar follows the interface language and wraps between groups only; chat
// emoji are bundled image files (no colour emoji font needed, nothing from another origin).

const toolbar = (page: Page) => page.locator('.rich-text-editor .ql-toolbar');

/** Opens 新增 of the notices page (or its English twin) and answers the editor's dialog. */
async function openNoticeEditor(page: Page, add: string, title: string): Promise<Locator> {
  await page.goto('/system/notice');
  await page.getByRole('button', { name: add }).filter({ visible: true }).first().click();
  const box = dialog(page, title);
  await expect(box.locator('.ql-editor')).toBeVisible();
  return box;
}

/** The text Quill draws with `content:` on a picker's label or item (the visible label). */
function drawnText(el: Locator): Promise<string> {
  return el.evaluate((e) => getComputedStyle(e, '::before').content.replace(/^"|"$/g, ''));
}

/** Each toolbar group sits on one row, and the writing area starts below the toolbar and ends above the recipients. */
async function expectToolbarLaidOut(page: Page, box: Locator): Promise<void> {
  const groups = await toolbar(page)
    .locator('.ql-formats')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(Math.max(...groups)).toBeLessThanOrEqual(30);
  const bar = (await toolbar(page).boundingBox())!;
  const area = (await box.locator('.ql-container').boundingBox())!;
  expect(area.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  const next = (await box.locator('.ant-form-item').nth(2).boundingBox())!;
  expect(area.y + area.height).toBeLessThanOrEqual(next.y);
}

for (const width of [1440, 390]) {
  test(`the notice editor's toolbar speaks Chinese and English at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const box = await openNoticeEditor(page, '新增', '新建公告');
    const header = toolbar(page).locator('.ql-header .ql-picker-label');
    expect(await drawnText(header)).toBe('正文');
    await expect(toolbar(page).getByRole('button', { name: '加粗' })).toHaveAttribute('title', '加粗');
    await header.click();
    const h2 = toolbar(page).locator('.ql-header .ql-picker-item[data-value="2"]');
    expect(await drawnText(h2)).toBe('标题 2');
    await h2.click();
    expect(await drawnText(header)).toBe('标题 2');
    expect(await drawnText(toolbar(page).locator('.ql-size .ql-picker-label'))).toBe('正文');
    await expectToolbarLaidOut(page, box);
    await snap(page, `h6b-rich-text-zh-${width}`);

    await page.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
    const en = await openNoticeEditor(page, 'Add', 'New notice');
    expect(await drawnText(toolbar(page).locator('.ql-header .ql-picker-label'))).toBe('Normal');
    await expect(toolbar(page).getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold');
    await expect(toolbar(page).getByRole('button', { name: 'Insert link' })).toBeVisible();
    await expectToolbarLaidOut(page, en);
    await snap(page, `h6b-rich-text-en-${width}`);
  });
}

test('chat emoji are bundled image files in the picker and in messages', async ({
  page,
  request,
  baseURL,
}) => {
  const account = `emoji${Date.now().toString(36)}`;
  const peer = { realName: `表情同事${account.slice(-4)}` };
  const created = await request.post('/api/system/permission/users/edit', {
    headers: await adminHeaders(request),
    data: { account, realName: peer.realName, organizeId: 'org-department' },
  });
  expect(((await created.json()) as { code: number }).code).toBe(200);
  await signInAsAdmin(page);
  await page.getByRole('button', { name: '聊天', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '内部聊天' });
  await drawer.getByRole('option').filter({ hasText: peer.realName }).click();
  await drawer.getByRole('button', { name: '表情' }).click();
  const smile = page.getByRole('option', { name: '[微笑]' }).getByRole('img');
  await expect(smile).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/);
  await expect.poll(() => smile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const picker = page.locator('.chat-emoji-grid img');
  const sources = await picker.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThanOrEqual(120);
  for (const src of sources) expect(new URL(src).origin).toBe(new URL(baseURL!).origin);
  await snap(page, 'h6b-emoji-picker');
  await page.getByRole('option', { name: '[呲牙]' }).click();
  await drawer.getByRole('button', { name: '发送' }).click();
  const sent = page.getByTestId('chat-message').last().getByRole('img', { name: '[呲牙]' });
  await expect(sent).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/);
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, 'h6b-emoji-message');
});
