import { expect, test } from './support/test.ts';
import { snap } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';

const LAYOUTS = ['classic', 'functional', 'plain'] as const;
const SIDEBARS = ['dark', 'light'] as const;
const LANGUAGES = [
  { code: 'zh', user: '用户管理' },
  { code: 'en', user: 'Users' },
] as const;

test.describe('layout screenshots', () => {
  test('each layout in light and dark sidebar, in zh and en', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    for (const lang of LANGUAGES) {
      for (const layout of LAYOUTS) {
        for (const sidebar of SIDEBARS) {
          await page.evaluate(
            ([l, s, g]) => {
              localStorage.setItem('jnpf_layoutType', l);
              localStorage.setItem('jnpf_setting_slideClass', JSON.stringify(s));
              localStorage.setItem('jnpf_language', g);
            },
            [layout, sidebar, lang.code],
          );
          await page.goto('/permission/user');
          await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
          // The page title shows in the breadcrumb and the tab (the list page itself has no heading).
          await expect(page.locator('.app-header')).toContainText(lang.user);
          await snap(page, `${layout}-${sidebar}-${lang.code}`);
        }
      }
    }
  });

  test('the sign-in page at 390 px and the shell at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await snap(page, 'login-390');
    await signInAsAdmin(page);
    await expect(page.locator('[data-layout]')).toBeVisible();
    await snap(page, 'home-390');
  });
});
