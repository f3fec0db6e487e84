import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { watchConsole } from './shell.ts';

/**
 * Makes every Content-Security-Policy violation in the context's pages a console error ("CSP violation: ..."),
 * so `watchConsole` sees it: the browser's own report of a blocked inline style or script is not always a console
 * message Playwright receives.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${where}`);
    });
  });
}

/**
 * Playwright's test with one addition: every page of the test's browser context is watched, and a console error,
 * React or antd warning, CSP violation, or uncaught page error fails the test (issue: no console errors in any
 * test run). Pages of contexts a test opens itself can be watched with `reportCspViolations` and `watchConsole`.
 */
export const test = base.extend<{ consoleProblems: string[][] }>({
  consoleProblems: [
    async ({ context }, use) => {
      const perPage: string[][] = [];
      await reportCspViolations(context);
      const watch = (p: Page) => perPage.push(watchConsole(p));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(perPage);
      expect(perPage.flat(), 'console errors and warnings of the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
