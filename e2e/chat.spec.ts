import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAsAdmin, submitAccountLogin } from './support/sign-in.ts';
import { createUserWithPages } from './support/api-users.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const PASSWORD = 'Chat1234';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A second user with one page, so it can sign in and reach the shell. */
function createColleague(request: APIRequestContext) {
  const account = `chat${Date.now().toString(36)}`;
  return createUserWithPages(request, {
    account,
    realName: `聊天同事${account.slice(-4)}`,
    password: PASSWORD,
    pages: ['permission.user'],
  });
}

const chatButton = (page: Page) => page.getByRole('button', { name: '聊天', exact: true });
const chatDrawer = (page: Page) => page.getByRole('dialog', { name: '内部聊天' });
const userRow = (page: Page, name: string) => chatDrawer(page).getByRole('option').filter({ hasText: name });
const textBox = (page: Page) => page.getByRole('textbox', { name: '请输入消息,Enter 发送' });

test('two users chat with text, an emoji and an image; unread, ordering, blinking and history search', async ({
  browser,
  request,
}) => {
  const colleague = await createColleague(request);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  await signInAsAdmin(a);
  await b.goto('/login');
  await submitAccountLogin(b, colleague.account, PASSWORD);
  await b.waitForURL(/\/home$/);

  // Admin opens the chat with the colleague, who shows as online.
  await chatButton(a).click();
  await expect(userRow(a, colleague.realName)).toContainText('在线');
  await userRow(a, colleague.realName).click();
  await textBox(a).fill('你好 [微笑]');
  await textBox(a).press('Enter');
  await expect(a.getByTestId('chat-message').last().getByRole('img', { name: '[微笑]' })).toBeVisible();
  await expect(textBox(a)).toHaveValue('');

  // The colleague's chat icon blinks with an unread count; admin is listed first with its badge.
  await expect(chatButton(b)).toHaveAttribute('data-blinking', 'true');
  await chatButton(b).click();
  const first = chatDrawer(b).getByRole('option').first();
  await expect(first).toHaveAttribute('data-user-id', 'admin');
  await expect(first).toContainText('1');
  await first.click();
  const bubble = b.getByTestId('chat-message').last();
  await expect(bubble).toContainText('你好');
  await expect(bubble.getByRole('img', { name: '[微笑]' })).toBeVisible();
  await expect(chatButton(b)).toHaveAttribute('data-blinking', 'false');

  // The colleague picks an emoji and sends it, then an image.
  await chatDrawer(b).getByRole('button', { name: '表情' }).click();
  await b.getByRole('option', { name: '[呲牙]' }).click();
  await expect(textBox(b)).toHaveValue('[呲牙]');
  await chatDrawer(b).getByRole('button', { name: '发送' }).click();
  await expect(a.getByTestId('chat-message').last().getByRole('img', { name: '[呲牙]' })).toBeVisible();
  await b.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(a.locator('img.chat-image').last()).toHaveAttribute('src', /\/api\/file\/preview\/IM\//);

  // History search finds the first message.
  await chatDrawer(a).getByRole('button', { name: '聊天记录' }).click();
  await a.getByRole('searchbox', { name: '搜索聊天记录' }).fill('你好');
  await a.getByRole('searchbox', { name: '搜索聊天记录' }).press('Enter');
  const history = a.getByRole('list', { name: '聊天记录' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('你好');

  await ctxA.close();
  await ctxB.close();
});

/** The colleague as a protocol client (a user without menus cannot open the shell, but can chat). */
async function colleagueSocket(request: APIRequestContext, account: string, baseURL: string) {
  const login = await request.post('/api/oauth/Login', { data: { account, password: md5(PASSWORD) } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/api/message/websocket`);
  const frames: Record<string, unknown>[] = [];
  ws.addEventListener('message', (e) => frames.push(JSON.parse(String(e.data)) as Record<string, unknown>));
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  await expect.poll(() => frames.some((f) => f.method === 'initMessage')).toBe(true);
  return { ws, frames, send: (f: object) => ws.send(JSON.stringify({ ...f, token })) };
}

test('admin chats with a colleague: blinking, unread badge, ordering, emoji, image and history search', async ({
  page,
  request,
  baseURL,
}) => {
  const colleague = await createColleague(request);
  await signInAsAdmin(page);
  const peer = await colleagueSocket(request, colleague.account, baseURL!);

  // A message for a chat that is not open: the icon blinks, the sender is listed first with a badge.
  peer.send({ method: 'SendMessage', toUserId: 'admin', messageType: 'text', messageContent: '在吗 [微笑]' });
  await expect(chatButton(page)).toHaveAttribute('data-blinking', 'true');
  await chatButton(page).click();
  const first = chatDrawer(page).getByRole('option').first();
  await expect(first).toHaveAttribute('data-user-id', colleague.id);
  await expect(first).toContainText('1');
  await expect(first).toContainText('在线');
  await first.click();
  const bubble = page.getByTestId('chat-message').last();
  await expect(bubble).toContainText('在吗');
  await expect(bubble.getByRole('img', { name: '[微笑]' })).toBeVisible();
  await expect(chatButton(page)).toHaveAttribute('data-blinking', 'false');

  // Reply with text (Enter), an emoji from the picker, and an image.
  await textBox(page).fill('你好');
  await textBox(page).press('Enter');
  await expect
    .poll(() => peer.frames.some((f) => f.method === 'receiveMessage' && f.formMessage === '你好'))
    .toBe(true);
  await chatDrawer(page).getByRole('button', { name: '表情' }).click();
  await page.getByRole('option', { name: '[呲牙]' }).click();
  await expect(textBox(page)).toHaveValue('[呲牙]');
  await chatDrawer(page).getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-message').last().getByRole('img', { name: '[呲牙]' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img.chat-image').last()).toHaveAttribute('src', /\/api\/file\/preview\/IM\//);
  await expect
    .poll(() => peer.frames.some((f) => f.method === 'receiveMessage' && f.messageType === 'image'))
    .toBe(true);

  // History search finds the colleague's message.
  await chatDrawer(page).getByRole('button', { name: '聊天记录' }).click();
  const search = page.getByRole('searchbox', { name: '搜索聊天记录' });
  await search.fill('在吗');
  await search.press('Enter');
  const history = page.getByRole('list', { name: '聊天记录' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('在吗');
  peer.ws.close();
});
