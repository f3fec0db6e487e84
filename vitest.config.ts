import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Redis tests (the Redis bus) run in both server projects when TEST_REDIS_URL is set, and skip otherwise.
const redis: Record<string, string> = process.env.TEST_REDIS_URL
  ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL }
  : {};

const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { ...env, ...redis },
  },
});

// Unit tests of pure code, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), web tests in jsdom.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine (CI's). The API tests spend
    // much of their time waiting on PostgreSQL, so two workers there took the run from 735 s to 484 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'workflow-engine',
          root: 'packages/workflow-engine',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      server('server', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [server('server-pg', { TEST_DB: 'pg', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
