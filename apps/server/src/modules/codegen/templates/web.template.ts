import type { TGenModel } from '../codegen-model.ts';
import { lit } from './contracts.template.ts';

/** `apps/web/src/features/generated/<module>/api.ts`: the module's calls. */
export function webApiFile(m: TGenModel): string {
  return [
    "import { generatedApi } from '../generated-api.ts';",
    '',
    `/** ${m.description}: the calls of /api/generated/${m.module}. */`,
    `export const ${m.camel}Api = generatedApi(${lit(`/api/generated/${m.module}`)});`,
    '',
  ].join('\n');
}

/** `<module>-page.tsx`: the list and form of the module (the shared generated list page over its form). */
export function webPageFile(m: TGenModel): string {
  const sortable = new Set(m.fields.filter((f) => f.kind !== 'jsonb').map((f) => f.key));
  const shown = m.fields.filter((f) => f.kind !== 'jsonb' || f.isSystem).slice(0, 8);
  return [
    `import { ${m.upper}_FORM } from '@app/contracts';`,
    "import type { ReactNode } from 'react';",
    "import { GeneratedListPage, type TGeneratedColumn } from '../generated-list-page.tsx';",
    `import { ${m.camel}Api } from './api.ts';`,
    '',
    '/** The list columns: the first fields of the form. */',
    'const COLUMNS: readonly TGeneratedColumn[] = [',
    ...shown.map(
      (f) =>
        `  { key: ${lit(f.key)}, label: ${lit(f.label)}${sortable.has(f.key) ? ', isSortable: true' : ''} },`,
    ),
    '];',
    '',
    `/** ${m.description}: records of ${m.fullName}. */`,
    `export function ${m.className}Page(): ReactNode {`,
    `  return <GeneratedListPage title={${lit(m.fullName)}} api={${m.camel}Api} formData={${m.upper}_FORM} columns={COLUMNS} />;`,
    '}',
    '',
  ].join('\n');
}
