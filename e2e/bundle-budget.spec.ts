import { expect, test } from './support/test.ts';
import { gzippedKb, readManifest, staticClosure } from './support/bundle-size.ts';

// Budgets of the shell issue: the sign-in page ≤ 250 KB of gzipped JS; the shell's first load ≤ 600 KB.
const ENTRY = 'index.html';
const LOGIN = ['src/features/login/pages/login-page.tsx'];
const SHELL = ['src/app/layouts/layout-route.tsx', 'src/features/home/pages/home-page.tsx'];

test.describe('bundle budgets', () => {
  test('the sign-in page loads at most 250 KB of gzipped JavaScript', () => {
    const manifest = readManifest();
    const kb = gzippedKb(staticClosure(manifest, [ENTRY, ...LOGIN]));
    test.info().annotations.push({ type: 'login-gzip-kb', description: String(kb) });
    console.log(`sign-in page JS: ${kb} KB gzipped`);
    expect(kb).toBeLessThanOrEqual(250);
  });

  test('the shell after sign-in loads at most 600 KB of gzipped JavaScript', () => {
    const manifest = readManifest();
    const kb = gzippedKb(staticClosure(manifest, [ENTRY, ...SHELL]));
    test.info().annotations.push({ type: 'shell-gzip-kb', description: String(kb) });
    console.log(`shell first load JS: ${kb} KB gzipped`);
    expect(kb).toBeLessThanOrEqual(600);
  });
});
