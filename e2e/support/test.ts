import { test as base, expect, type Page } from '@playwright/test';
import { watchConsole } from './shell.ts';

/**
 * Playwright's test with one addition: every page of the test's browser context is watched, and a console error,
 * React or antd warning, or uncaught page error fails the test (issue: no console errors in any test run).
 * Pages of contexts a test opens itself can be watched with `watchConsole`.
 */
export const test = base.extend<{ consoleProblems: string[][] }>({
  consoleProblems: [
    async ({ context }, use) => {
      const perPage: string[][] = [];
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
