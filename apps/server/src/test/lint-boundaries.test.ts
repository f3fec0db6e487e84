import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids that fire on `code` linted as if it were the file `file` (an existing one: typed linting). */
async function firedOn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// Typed linting loads the TypeScript project once: the first case is slow.
describe('the dependency rule (eslint.config.js) on resolved paths', { timeout: 120_000 }, () => {
  it('refuses a web import that climbs into the server by a relative path', async () => {
    expect(await firedOn('apps/web/src/main.tsx', "import '../../server/src/app.ts';\n")).toContain(
      'boundaries/imports',
    );
  });

  it('refuses the server by its workspace name from the web, and lets the web import contracts', async () => {
    expect(await firedOn('apps/web/src/main.tsx', "import '@app/server/src/app.ts';\n")).toContain(
      'boundaries/imports',
    );
    expect(await firedOn('apps/web/src/main.tsx', "import '@app/contracts';\n")).not.toContain(
      'boundaries/imports',
    );
  });

  it("lets the web import the engine's compile by its subpath, and nothing else of the engine", async () => {
    expect(await firedOn('apps/web/src/main.tsx', "import '@app/workflow-engine/compile';\n")).not.toContain(
      'boundaries/imports',
    );
    for (const code of [
      "import '@app/workflow-engine';\n",
      "import '../../../packages/workflow-engine/src/decide.ts';\n",
    ])
      expect(await firedOn('apps/web/src/main.tsx', code)).toContain('boundaries/imports');
  });

  it('keeps packages pure: no node:, fastify, drizzle, pg, nor a path into apps', async () => {
    for (const code of [
      "import 'node:fs';\n",
      "import 'fastify';\n",
      "import 'drizzle-orm';\n",
      "import 'pg';\n",
      "import '@electric-sql/pglite';\n",
      "export * from '../../../apps/server/src/lib/ids.ts';\n",
    ]) {
      expect(await firedOn('packages/workflow-engine/src/index.ts', code), code).toContain(
        'boundaries/imports',
      );
      expect(await firedOn('packages/contracts/src/index.ts', code), code).toContain('boundaries/imports');
    }
  });

  it('refuses Date.now in server code outside the clock, and allows it in id generation', async () => {
    const code = 'export const at = Date.now();\n';
    expect(await firedOn('apps/server/src/lib/paging.ts', code)).toContain('no-restricted-syntax');
    expect(await firedOn('apps/server/src/lib/ids.ts', code)).not.toContain('no-restricted-syntax');
  });
});
