import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { adminHeaders } from './api-users.ts';
import { SCREENSHOT_DIR } from './shell.ts';

/** A phone as Chromium emulates it: the layout viewport grows with a page wider than the screen, as on a real one. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;

/** The desktop size of the issue. */
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;

type TMenu = { urlAddress: string | null; type: number; children?: TMenu[] | null };

function pagesOf(nodes: readonly TMenu[]): string[] {
  return nodes.flatMap((m) => [
    ...(m.type === 2 && m.urlAddress ? [`/${m.urlAddress.replace(/^\//, '')}`] : []),
    ...pagesOf(m.children ?? []),
  ]);
}

/** Every page of the seeded menu tree (type 2 entries with an address), as the administrator sees it. */
export async function menuPages(request: APIRequestContext): Promise<string[]> {
  const headers = await adminHeaders(request);
  const me = (await (await request.get('/api/oauth/current/user/Web', { headers })).json()) as {
    data: { menuList: TMenu[] };
  };
  return pagesOf(me.data.menuList);
}

/**
 * Waits until the page has settled: no spinner or skeleton shown, no finite animation or transition still running.
 * A spinner in a hidden view (a tab kept in the background) is left out: it is not on the screen.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

type TBox = { x: number; y: number; width: number; height: number };

/** How far the document reaches past the screen's width (0 when it fits). */
export async function pageOverflow(page: Page, width: number): Promise<number> {
  return page.evaluate((w) => Math.max(0, document.documentElement.scrollWidth - w), width);
}

/** Where a box leaves the screen: a description per edge it crosses, none when it is inside. */
export function outsideEdges(box: TBox | null, screen: { width: number; height: number }): string[] {
  if (!box) return ['not shown'];
  const edges: string[] = [];
  if (box.x < -0.5) edges.push(`left at ${Math.round(box.x)}`);
  if (box.x + box.width > screen.width + 0.5) edges.push(`right at ${Math.round(box.x + box.width)}`);
  if (box.y < -0.5 || box.y > screen.height) edges.push(`top at ${Math.round(box.y)}`);
  return edges;
}

/** A locator's box once it has stopped moving (two reads 100 ms apart agree): not a frame of an animation. */
export async function stableBox(locator: Locator): Promise<TBox | null> {
  let last: TBox | null = null;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const isSame = box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return isSame;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last;
}

/** The box of the dialog or drawer opened last (a modal, or a drawer's panel). */
export function lastOverlay(page: Page) {
  return page
    .locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content-wrapper')
    .last();
}

/** Closes the dialog or drawer opened last with Escape and waits until no overlay is left. */
export async function closeOverlay(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(lastOverlay(page)).toHaveCount(0);
}

/**
 * Data columns a right-fixed column (the row actions) covers: for each table, the header cells that are not
 * fixed and reach past the fixed column's left edge, as "title: overlap px".
 */
export function coveredColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table')) {
      if (!table.checkVisibility()) continue;
      const cells = [...table.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      const isFixedEnd = (th: HTMLElement) => /ant-table-cell-fix-(right|end)\b/.test(th.className);
      const isFixed = (th: HTMLElement) => /ant-table-cell-fix-/.test(th.className);
      const fixedEnd = cells.filter(isFixedEnd);
      if (fixedEnd.length === 0) continue;
      const edge = Math.min(...fixedEnd.map((th) => th.getBoundingClientRect().left));
      for (const th of cells) {
        if (isFixed(th) || th.classList.contains('ant-table-selection-column')) continue;
        const right = th.getBoundingClientRect().right;
        if (right > edge + 1) covered.push(`${th.textContent ?? ''}: ${Math.round(right - edge)}`);
      }
    }
    return covered;
  });
}

/** The hue (0–360) of every colour in a CSS value (rgb(), rgba() or color(srgb …)), greys left out. */
export function huesOf(css: string): number[] {
  const hues: number[] = [];
  const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/g;
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/g;
  const add = (r: number, g: number, b: number) => {
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (d < 0.06) return;
    let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h *= 60;
    hues.push(h < 0 ? h + 360 : h);
  };
  for (const m of css.matchAll(rgb)) add(Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255);
  for (const m of css.matchAll(srgb)) add(Number(m[1]), Number(m[2]), Number(m[3]));
  return hues;
}

/**
 * Counts the page's requests still in flight (the page's code and data), as the browser reports them: a
 * navigation inside the app is done loading when none is left.
 */
export function trackRequests(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return () => pending.size;
}

/**
 * Plays the document's CSS animations and transitions `rate` times faster (Chromium's animation domain): each
 * still runs to its end and fires its events, so a dialog or drawer ends where it would, only sooner. Holds
 * until the document is replaced (a reload or a full navigation).
 */
export async function speedUpAnimations(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate });
}

/**
 * Opens `url` inside the running app, as the router's own navigation does (a history entry, then a popstate the
 * router follows), without reloading the page, and waits until its tab is the active one.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', u);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
  await expect(page).toHaveURL((u) => u.pathname === url);
  await expect(page.locator(`.tag-item-active[data-path="${url}"]`)).toHaveCount(1);
}

/** Closes the tab of `path` (not the active one): its kept view leaves the page, as on a fresh load. */
export async function closeTab(page: Page, path: string): Promise<void> {
  const tab = page.locator(`.tag-item[data-path="${path}"]`);
  await tab.locator('.tag-item-close').dispatchEvent('click');
  await expect(tab).toHaveCount(0);
}

/**
 * Waits until the page shown has loaded: no request in flight, no spinner or skeleton shown, and the document's size
 * and element count the same in two reads 100 ms apart (the data has been drawn); then until it has settled.
 */
export async function pageLoaded(page: Page, pending: () => number): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        if (pending() > 0) {
          last = '';
          return false;
        }
        const state = await page.evaluate(() => ({
          isBusy: [...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active')].some((e) =>
            e.checkVisibility(),
          ),
          width: document.documentElement.scrollWidth,
          height: document.documentElement.scrollHeight,
          elements: document.getElementsByTagName('*').length,
        }));
        const key = JSON.stringify(state);
        const isSame = !state.isBusy && pending() === 0 && key === last;
        last = key;
        return isSame;
      },
      // A first visit loads the page's code as well: longer than an assertion's wait on a loaded machine.
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
  await settle(page);
}

/**
 * Saves a screenshot under test-results/screenshots once the page has settled, as `snap` does; the spinner of a
 * view kept hidden behind its tab (the home page's, after an in-app navigation) does not hold it up.
 */
export async function snapShown(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
