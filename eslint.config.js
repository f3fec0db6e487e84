import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.mjs';

const restrict = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];
const WEB_FORBIDDEN = [
  '**/apps/server/**',
  '@app/server*',
  'fastify*',
  '@fastify/*',
  'drizzle-orm*',
  'pg',
  'node:*',
];
const WEB_FORBIDDEN_MESSAGE = 'the web imports @app/contracts and browser packages only, never server code';

// The dependency rule of HOUSE.md, enforced here: web -> contracts (+ the engine's pure compile only);
// server -> contracts (+ workflow-engine);
// workflow-engine -> contracts; contracts -> zod only.
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'data*/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['node:*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg', 'react*', 'antd*', '@app/*', '**/apps/**'],
        'contracts are isomorphic and import zod only',
      ),
    },
  },
  {
    // The engine decides in pure code: no I/O, no clock, no randomness but what ctx passes in.
    files: ['packages/workflow-engine/src/**'],
    rules: {
      'no-restricted-imports': restrict(
        [
          'node:*',
          'fastify*',
          '@fastify/*',
          'drizzle-orm*',
          'pg',
          'react*',
          'antd*',
          'zod',
          '**/apps/**',
          '@app/server*',
          '@app/web*',
        ],
        'the workflow engine is pure and imports @app/contracts only',
      ),
      'no-restricted-globals': [
        'error',
        ...[
          'Date',
          'performance',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'queueMicrotask',
          'crypto',
          'process',
          'fetch',
        ].map((name) => ({
          name,
          message: 'the engine reads the clock, ids and the world only through ctx',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'randomness comes from ctx (ctx.newId)' },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: WEB_FORBIDDEN, message: WEB_FORBIDDEN_MESSAGE }],
          paths: [
            {
              name: 'antd',
              importNames: ['TreeSelect'],
              message: 'use FittedTreeSelect (shared/ui/form): its popup keeps the width of its field',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps antd's TreeSelect.
    files: ['apps/web/src/shared/ui/form/fitted-tree-select.tsx'],
    rules: { 'no-restricted-imports': restrict(WEB_FORBIDDEN, WEB_FORBIDDEN_MESSAGE) },
  },
  {
    files: ['apps/server/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': restrict(
        ['react*', 'antd*', '@app/web*', '**/apps/web/**'],
        'the server never imports web code',
      ),
    },
  },
  {
    // One clock: server and package code read time through the injected `now` (lib/clock.ts is the wall clock).
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test-kit.ts',
      'apps/server/src/test/**',
      'apps/server/src/lib/clock.ts',
      'apps/server/src/lib/ids.ts',
      'apps/server/src/main.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'read the injected clock (ctx.now / deps.now), not Date.now',
        },
      ],
    },
  },
  // The same rule on resolved paths: a relative import climbing out of its area ('../../server/src/app.ts') or a
  // workspace name is checked by the folder it lands in (scripts/eslint-boundaries.mjs).
  ...[
    [
      'apps/web/src/**',
      // The documentation page shows the repository's README and its screenshots. The flow designer checks a flow
      // with the engine's pure compile, reached only through its subpath (@app/workflow-engine/compile).
      ['apps/web', 'packages/contracts', 'packages/workflow-engine/compile', 'README.md', 'docs'],
      "the web imports @app/contracts, the engine's compile and its own code only",
    ],
    [
      'apps/server/src/**',
      ['apps/server', 'packages/contracts', 'packages/workflow-engine'],
      'the server imports contracts, the engine and its own code',
    ],
    ['packages/contracts/src/**', ['packages/contracts'], 'contracts are isomorphic and import zod only'],
    [
      'packages/workflow-engine/src/**',
      ['packages/workflow-engine', 'packages/contracts'],
      'the workflow engine is pure and imports @app/contracts only',
    ],
  ].map(([files, allow, message]) => ({
    files: [files],
    plugins: { boundaries },
    rules: {
      'boundaries/imports': [
        'error',
        {
          allow,
          message,
          // packages/* hold pure code: no Node built-ins, no web framework, no database.
          forbidPackages: files.startsWith('packages/')
            ? ['node:*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'drizzle-kit*', 'pg', '@electric-sql/*']
            : [],
        },
      ],
    },
  })),
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', 'bench/**'],
    languageOptions: { globals: globals.node },
  },
);
