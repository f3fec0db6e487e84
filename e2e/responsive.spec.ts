import type { Page } from '@playwright/test';
import {
  closeOverlay,
  closeTab,
  coveredColumns,
  DESKTOP,
  huesOf,
  lastOverlay,
  menuPages,
  openInApp,
  outsideEdges,
  pageLoaded,
  pageOverflow,
  PHONE,
  settle,
  snapShown,
  speedUpAnimations,
  stableBox,
  trackRequests,
} from './support/responsive.ts';
import { chooseUserMenu, openSettings, snap } from './support/shell.ts';
import { ADMIN, signInAsAdmin } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

type TLang = 'zh' | 'en';
const ADD: Record<TLang, RegExp> = { zh: /^(plus )?新增$/, en: /^(plus )?Add$/ };
const BELL: Record<TLang, string> = { zh: '消息', en: 'Notifications' };
/** The list pages, dialog and drawer the screenshots show. */
const SNAPPED = ['/permission/user', '/permission/department', '/systemData/dataInterface'];
/** List pages with a 新增 dialog: the walk must have opened each (a missed button would pass unseen). */
const WITH_ADD = [
  '/permission/organize',
  '/permission/department',
  '/permission/position',
  '/permission/user',
  '/permission/role',
  '/system/menu',
  '/system/billRule',
  '/system/notice',
  '/systemData/dataInterface',
];

const SIGN_IN: Record<TLang, { account: string; password: string; submit: string }> = {
  zh: { account: '账号', password: '密码', submit: '登录' },
  en: { account: 'Account', password: 'Password', submit: 'Sign in' },
};

/** Opens the sign-in page in `lang` (kept in this browser only), snaps it when asked, and signs in as the admin. */
async function signIn(page: Page, lang: TLang, shot?: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((l) => localStorage.setItem('jnpf_language', l), lang);
  await page.reload();
  const labels = SIGN_IN[lang];
  await expect(page.getByRole('button', { name: labels.submit, exact: true })).toBeVisible();
  if (shot) await snap(page, shot);
  await page.getByRole('textbox', { name: labels.account, exact: true }).fill(ADMIN.account);
  await page.getByLabel(labels.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens an overlay with `open`, records where it leaves the screen, snaps it when asked, and closes it. */
async function checkOverlay(page: Page, open: () => Promise<void>, shot?: string): Promise<string[]> {
  await open();
  await expect(lastOverlay(page)).toBeVisible();
  await settle(page);
  const edges = outsideEdges(await stableBox(lastOverlay(page)), page.viewportSize() ?? DESKTOP.viewport);
  if (shot) await snapShown(page, shot);
  await closeOverlay(page);
  return edges;
}

/**
 * Walks every page of the menu: the page is no wider than the screen, 新增's dialog and the notification drawer
 * are inside it, and on a wide screen no data column hides behind the fixed row actions. Answers the problems by
 * page (none when all is well) and the pages whose 新增 dialog it opened.
 */
async function walkMenu(
  page: Page,
  pending: () => number,
  pages: readonly string[],
  lang: TLang,
): Promise<{ found: Record<string, string[]>; withAdd: string[] }> {
  const { width } = page.viewportSize() ?? DESKTOP.viewport;
  const found: Record<string, string[]> = {};
  const withAdd: string[] = [];
  const note = (url: string, problems: readonly string[]) => {
    if (problems.length) found[url] = [...(found[url] ?? []), ...problems];
  };
  // One sign-in, then every page opened inside the app as the menu opens it (a reload per page took most of
  // the time); the page before is closed with its tab, so each page is checked alone, as on a fresh load.
  await pageLoaded(page, pending);
  await speedUpAnimations(page, 20);
  let previous: string | null = null;
  for (const url of pages) {
    await openInApp(page, url);
    if (previous) await closeTab(page, previous);
    previous = url;
    await expect(page.locator('.app-header')).toBeVisible();
    await pageLoaded(page, pending);
    const slug = `responsive-${width}-${lang}-${url.split('/').pop() ?? ''}`;
    const isSnapped = SNAPPED.includes(url);
    if (isSnapped) await snapShown(page, slug);
    const overflow = await pageOverflow(page, width);
    note(url, overflow ? [`the page is ${overflow} px wider than the screen`] : []);
    if (width > 1000)
      note(
        url,
        (await coveredColumns(page)).map((c) => `covered by the actions: ${c}`),
      );
    const add = page.locator('.app-content').getByRole('button', { name: ADD[lang] }).first();
    if (await add.isVisible()) {
      withAdd.push(url);
      const edges = await checkOverlay(page, () => add.click(), isSnapped ? `${slug}-dialog` : undefined);
      note(
        url,
        edges.map((e) => `新增 dialog: ${e}`),
      );
    }
    const bell = page.getByRole('button', { name: BELL[lang], exact: true });
    const edges = await checkOverlay(page, () => bell.click(), isSnapped ? `${slug}-drawer` : undefined);
    note(
      url,
      edges.map((e) => `notification drawer: ${e}`),
    );
  }
  return { found, withAdd };
}

for (const [name, device] of [
  ['390', PHONE],
  ['1440', DESKTOP],
] as const) {
  test.describe(`every list page at ${name} px`, () => {
    test.use(device);
    for (const lang of ['zh', 'en'] as const) {
      test(`fits the screen, with 新增 and the notification drawer inside it (${lang})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(600_000);
        const pages = await menuPages(request);
        expect(pages.length).toBeGreaterThan(10);
        const pending = trackRequests(page);
        await signIn(page, lang, `responsive-${name}-${lang}-login`);
        const { found, withAdd } = await walkMenu(page, pending, pages, lang);
        expect(found).toEqual({});
        expect(withAdd).toEqual(expect.arrayContaining(WITH_ADD));
      });
    }
  });
}

test.describe('sign-in page and shell details', () => {
  test.use(DESKTOP);

  test('follows the chosen theme colour on the sign-in page', async ({ page }) => {
    await signInAsAdmin(page);
    await openSettings(page);
    await page.getByRole('button', { name: '极光绿' }).click();
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog').getByRole('button', { name: '确定' });
    await chooseUserMenu(page, '退出系统', () => expect(confirm).toBeVisible({ timeout: 3_000 }));
    await confirm.click();
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    const css = await page.evaluate(() => {
      const style = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el) : null;
      };
      return {
        background: style('.login-page')?.backgroundImage ?? '',
        tab: style('.login-tabs-tab[aria-selected="true"]')?.color ?? '',
        button: style('.login-card button[type="submit"]')?.backgroundColor ?? '',
      };
    });
    const [green] = huesOf('rgb(62, 172, 18)');
    for (const [part, value] of Object.entries(css)) {
      const hues = huesOf(value);
      expect(hues.length, `${part}: ${value}`).toBeGreaterThan(0);
      for (const hue of hues) expect(Math.abs(hue - (green ?? 0)), `${part}: ${value}`).toBeLessThan(20);
    }
    await snap(page, 'responsive-1440-zh-login-green');
  });

  test('gives the account and SMS tabs labels of one size and spacing', async ({ page }) => {
    const labelOf = async (text: string) =>
      page.evaluate((t) => {
        const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === t);
        const input = label ? document.getElementById(label.htmlFor) : null;
        if (!label || !input) return null;
        const gap = input.getBoundingClientRect().top - label.getBoundingClientRect().top;
        return { fontSize: getComputedStyle(label).fontSize, gap: Math.round(gap) };
      }, text);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: '账号', exact: true })).toBeVisible();
    const account = await labelOf('账号');
    await page.getByRole('tab', { name: '短信登录' }).click();
    await expect(page.getByLabel('手机号', { exact: true })).toBeVisible();
    const mobile = await labelOf('手机号');
    expect(account).not.toBeNull();
    expect(mobile).toEqual(account);
  });

  test('shows English menu labels and the title whole in the sidebar', async ({ page }) => {
    await signIn(page, 'en');
    await page.goto('/home');
    const sider = page.locator('.app-sider');
    for (const title of await sider.locator('.ant-menu-submenu:not(.ant-menu-submenu-open)').all())
      await title.locator('.ant-menu-submenu-title').click();
    await settle(page);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.app-sider .ant-menu-title-content, .app-logo-title')]
        .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await snap(page, 'responsive-1440-en-sidebar');
  });

  test('puts the system log tabs in a card', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/system/log');
    const card = page.locator('.ant-card').filter({ has: page.getByRole('tab', { name: '登录日志' }) });
    await expect(card).toHaveCount(1);
    await card.getByRole('tab', { name: '请求日志' }).click();
    await expect(card.getByRole('tab', { name: '请求日志' })).toHaveAttribute('aria-selected', 'true');
  });

  test('hides and shows columns with the column chooser, remembered per page', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.goto('/permission/user');
    const header = page.locator('.list-page .ant-table-thead');
    await expect(header).toContainText('状态');
    await expect(header).not.toContainText('角色');
    await page.getByRole('button', { name: '列设置' }).click();
    const chooser = page.getByRole('group', { name: '列设置' });
    await chooser.getByRole('checkbox', { name: '角色' }).check();
    await chooser.getByRole('checkbox', { name: '状态' }).uncheck();
    await expect(header).toContainText('角色');
    await expect(header).not.toContainText('状态');
    await page.reload();
    await expect(header).toContainText('角色');
    await expect(header).not.toContainText('状态');
    // Another page keeps its own columns.
    await page.goto('/permission/position');
    await expect(header).toContainText('状态');
    await page.goto('/permission/user');
    await page.getByRole('button', { name: '列设置' }).click();
    await chooser.getByRole('button', { name: '恢复默认' }).click();
    await expect(header).toContainText('状态');
    await expect(header).not.toContainText('角色');
    expect(await page.evaluate(() => localStorage.getItem('jnpf_columns:/permission/user'))).toBeNull();
  });
});
