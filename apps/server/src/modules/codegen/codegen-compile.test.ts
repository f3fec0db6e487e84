import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TGeneratedFile } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { everyKindForm, publishedModel, sampleForm } from './codegen-samples.test-kit.ts';

// The generator's promise, kept by running it: generated modules dropped into a copy of this repository (wired by
// their README's lines) typecheck, lint clean, and pass their own generated tests on a real database.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const REGISTRIES = [
  'packages/contracts/src/generated/index.ts',
  'apps/server/src/modules/generated/index.ts',
  'apps/web/src/features/generated/index.ts',
];

/** The repository's files (tracked, and new ones not ignored), copied; node_modules linked (workspaces inside). */
function copyRepository(to: string): void {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const listed = spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\0');
  for (const file of listed.filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
  const modules = path.join(to, 'node_modules');
  fs.mkdirSync(path.join(modules, '@app'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '@app') fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const name of fs.readdirSync(path.join(root, 'node_modules/@app'))) {
    const target = fs.readlinkSync(path.join(root, 'node_modules/@app', name));
    fs.symlinkSync(target, path.join(modules, '@app', name));
  }
}

/** Writes the generated files and adds the README's registry lines after their markers. */
function dropIn(to: string, files: readonly TGeneratedFile[], readme: string): void {
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(to, f.path)), { recursive: true });
    fs.writeFileSync(path.join(to, f.path), f.content);
  }
  for (const registry of REGISTRIES) {
    const file = path.join(to, registry);
    let text = fs.readFileSync(file, 'utf8');
    const section = readme.split(`\`${registry}\`, after \``)[1];
    for (const part of readme.split(`- \`${registry}\`, after \``).slice(1)) {
      const anchor = part.slice(0, part.indexOf('`'));
      const code = part.split('```ts\n')[1].split('```')[0];
      const lines = code
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      text = text.replace(anchor, `${anchor}\n${lines.join('\n')}`);
    }
    if (!section) throw new Error(`the README names no line for ${registry}`);
    fs.writeFileSync(file, text);
  }
}

function run(cwd: string, bin: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(path.join(cwd, 'node_modules/.bin', bin), args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TEST_DB: 'pglite', NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}`.slice(-6000) };
}

let t: TTestApp;
const modules: { files: TGeneratedFile[]; readme: string }[] = [];
let copy = '';

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.signIn();
  const cases = [
    {
      form: sampleForm(),
      body: { module: 'sample-order', className: 'SampleOrder', description: '样例订单' },
    },
    { form: everyKindForm(), body: { module: 'every-kind', className: 'EveryKind' } },
  ];
  for (const c of cases) {
    const id = await publishedModel(t, admin, c.form);
    const res = await t.call('POST', `/api/visualdev/Generater/${id}/Actions/CodePreview`, {
      token: admin,
      body: c.body,
    });
    const files = res.json<{ data: { list: TGeneratedFile[] } }>().data.list;
    const readme = files.find((f) => f.path.endsWith('README.md'))?.content ?? '';
    modules.push({ files: files.filter((f) => f !== undefined), readme });
  }
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  copyRepository(copy);
  for (const m of modules) dropIn(copy, m.files, m.readme);
  // As the README says: the registries are formatted after their lines are added.
  const formatted = run(copy, 'prettier', ['--write', ...REGISTRIES]);
  if (formatted.status !== 0) throw new Error(formatted.out);
}, 300_000);
afterAll(async () => {
  await t.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'pg')('generated modules in a copy of the repository', () => {
  it('typecheck with the server and the web client', () => {
    // The generated contracts file is checked through the server and the web client, which import it.
    for (const project of ['apps/server', 'apps/web']) {
      const r = run(copy, 'tsc', ['-p', project, '--noEmit']);
      expect(r.out, project).not.toMatch(/error TS/);
      expect(r.status, r.out).toBe(0);
    }
  }, 600_000);

  it('lint clean and keep the repository format', () => {
    const paths = modules.flatMap((m) => m.files.map((f) => f.path)).filter((p) => /\.tsx?$/.test(p));
    const lint = run(copy, 'eslint', ['--max-warnings=0', ...paths, ...REGISTRIES]);
    expect(lint.status, lint.out).toBe(0);
    const format = run(copy, 'prettier', ['--check', ...paths, ...REGISTRIES]);
    expect(format.status, format.out).toBe(0);
  }, 300_000);

  it("pass their own generated tests and keep the repository's access and composition rules", () => {
    const generated = modules
      .flatMap((m) => m.files.map((f) => f.path))
      .filter((p) => p.endsWith('.test.ts'));
    const rules = ['apps/server/src/plugins/access.test.ts', 'apps/server/src/composition.test.ts'];
    const tests = [...generated, ...rules];
    const r = run(copy, 'vitest', ['run', '--project', 'server', ...tests.map((p) => path.join(copy, p))]);
    expect(r.status, r.out).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(r.out.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed/);
  }, 600_000);
});
