import { defineConfig } from '@playwright/test';

// E2E_BASE_URL points the specs at an already running product (e.g. a dev server) instead of starting one.
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? '3310');
// E2E_RESULTS_DIR keeps parallel runs (several agents, several ports) from deleting each other's artifacts.
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failed test is retried once (CI or not: .ci/run does not set CI); one that passes only on retry is reported
  // as flaky in the summary. E2E_RETRIES=0 shows every first failure.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/e2e.json` }]],
  outputDir: `${resultsDir}/artifacts`,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
