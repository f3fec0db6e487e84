import { expect, reportCspViolations, test } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import path from 'node:path';
import { SCREENSHOT_DIR, snap, watchConsole } from './support/shell.ts';

// Every test here also runs under the fixture of support/test.ts: a CSP violation on any page of the test's
// context fails it, so "loads" below means "loads with no violation".

test.describe('security headers', () => {
  test('the page and the API answer with a CSP, no framing by others, nosniff and a same-origin referrer', async ({
    request,
  }) => {
    for (const url of ['/login', '/permission/user', '/api/health']) {
      const res = await request.get(url);
      const headers = res.headers();
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
    const page = (await request.get('/login')).headers()['content-security-policy'];
    expect(page).toContain("script-src 'self';");
    expect(page).not.toContain('unsafe-eval');
    expect((await request.get('/api/health')).headers()['content-security-policy']).toContain(
      "default-src 'none'",
    );
  });

  test('signs in and opens the shell, a list page and the real-time channel with no CSP violation', async ({
    page,
  }) => {
    const socket = page.waitForEvent('websocket');
    await signInAsAdmin(page);
    const ws = await socket;
    expect(new URL(ws.url()).host).toBe(new URL(page.url()).host);
    await page.goto('/permission/user');
    await expect(page.getByRole('button', { name: '新增' })).toBeVisible();
    expect(ws.isClosed()).toBe(false);
    await snap(page, 'csp-user-list');
  });

  test('shows the API documentation under its own policy with no violation', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /智能集成管理平台 API/ })).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
    await snap(page, 'csp-api-docs');
  });

  test('lets the product frame itself but not another origin', async ({ page, browser, baseURL }) => {
    // Same origin: the sign-in page inside a frame of the product renders.
    await page.goto('/login');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/login';
      frame.name = 'self-frame';
      document.body.append(frame);
    });
    await expect(
      page.frameLocator('iframe[name=self-frame]').getByRole('tab', { name: '账户登录' }),
    ).toBeVisible();

    // Another origin (served here by the test itself): the browser refuses to render the product in its frame.
    const other = await browser.newContext();
    const attacker = await other.newPage();
    await attacker.route('http://attacker.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>attacker</h1><iframe name="victim" src="${baseURL}/login" width="600" height="400"></iframe>`,
      }),
    );
    await attacker.goto('http://attacker.test/');
    // Chromium puts its error page in place of a refused frame.
    await expect
      .poll(() => attacker.frame({ name: 'victim' })?.url(), { message: 'the frame is refused' })
      .toBe('chrome-error://chromewebdata/');
    await expect(
      attacker.frameLocator('iframe[name=victim]').getByRole('tab', { name: '账户登录' }),
    ).toHaveCount(0);
    await attacker.screenshot({ path: path.join(SCREENSHOT_DIR, 'csp-framed-by-another-origin.png') });
    await other.close();
  });

  test('turns a CSP violation into a test failure (the detector works)', async ({ browser }) => {
    const other = await browser.newContext();
    await reportCspViolations(other);
    const page = await other.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.join('\n')).toContain('CSP violation: script-src-elem blocked inline');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await other.close();
  });
});
