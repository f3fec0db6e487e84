import type { TGeneratedFile, TValueField } from '@app/contracts';
import type { TGenModel } from './codegen-model.ts';
import { contractsFile } from './templates/contracts.template.ts';
import { repoFile } from './templates/repo.template.ts';
import { menuFile, routesFile } from './templates/routes.template.ts';
import { serviceFile } from './templates/service.template.ts';
import { tableFile } from './templates/table.template.ts';
import { testFile } from './templates/test.template.ts';
import { webApiFile, webPageFile } from './templates/web.template.ts';

/** A line a generated module adds to an existing file, after the marker comment `anchor`. */
interface TWiring {
  file: string;
  anchor: string;
  line: string;
}

/** Where each registry line goes (the files keep the `codegen:` markers for this). */
function wiringOf(m: TGenModel): TWiring[] {
  const server = 'apps/server/src/modules/generated/index.ts';
  return [
    {
      file: 'packages/contracts/src/generated/index.ts',
      anchor: '// codegen:exports',
      line: `export * from './${m.module}.ts';`,
    },
    {
      file: server,
      anchor: '// codegen:imports',
      line: `import { ${m.camel}Routes } from './${m.module}/${m.module}.routes.ts';\nimport { ${m.upper}_MENU } from './${m.module}/${m.module}.menu.ts';`,
    },
    { file: server, anchor: '// codegen:routes', line: `  ${m.camel}Routes,` },
    { file: server, anchor: '// codegen:menus', line: `  ${m.upper}_MENU,` },
    {
      file: 'apps/web/src/features/generated/index.ts',
      anchor: '// codegen:pages',
      line: `  ${JSON.stringify(m.urlAddress)}: () => import('./${m.module}/${m.module}-page.tsx').then((x) => ({ default: x.${m.className}Page })),`,
    },
  ];
}

function readme(m: TGenModel, wiring: readonly TWiring[]): string {
  return [
    `# ${m.fullName}: generated module \`${m.module}\``,
    '',
    `${m.description}. Generated from low-code model \`${m.modelId}\`, published version ${m.version}. It reads and`,
    `writes the model's own table \`${m.table}\` (publishing the model keeps it up to date).`,
    '',
    '## Add it to the product',
    '',
    'Unzip at the repository root, then add these lines after the marker comments:',
    '',
    ...wiring.flatMap((w) => [
      `- \`${w.file}\`, after \`${w.anchor}\`:`,
      '',
      '  ```ts',
      ...w.line.split('\n').map((l) => `  ${l.trim()}`),
      '  ```',
      '',
    ]),
    `The page is a top-level menu entry \`${m.menuEnCode}\` at \`${m.urlAddress}\` (seeded at the next start); grant it and`,
    'its buttons to roles on the authorise screen. Then format the three files (`npx prettier --write <file>`), run',
    "`npm run typecheck` and the module's test.",
    '',
  ].join('\n');
}

/** Every file of the generated module, paths from the repository's root. */
export function generateFiles(m: TGenModel, fields: readonly TValueField[]): TGeneratedFile[] {
  const srv = `apps/server/src/modules/generated/${m.module}`;
  const web = `apps/web/src/features/generated/${m.module}`;
  const ts = (path: string, content: string): TGeneratedFile => ({ path, language: 'ts', content });
  return [
    ts(`packages/contracts/src/generated/${m.module}.ts`, contractsFile(m)),
    ts(`${srv}/${m.module}.table.ts`, tableFile(m)),
    ts(`${srv}/${m.module}.repo.ts`, repoFile(m)),
    ts(`${srv}/${m.module}.service.ts`, serviceFile(m)),
    ts(`${srv}/${m.module}.routes.ts`, routesFile(m)),
    ts(`${srv}/${m.module}.menu.ts`, menuFile(m)),
    ts(`${srv}/${m.module}.test.ts`, testFile(m, fields)),
    ts(`${web}/api.ts`, webApiFile(m)),
    { path: `${web}/${m.module}-page.tsx`, language: 'tsx', content: webPageFile(m) },
    { path: `${srv}/README.md`, language: 'md', content: readme(m, wiringOf(m)) },
  ];
}
