import type { TGenField, TGenModel } from '../codegen-model.ts';
import { doc, lit } from './contracts.template.ts';

/** The Drizzle column of a stored kind. */
function column(f: TGenField): string {
  switch (f.kind) {
    case 'text':
      return `text(${lit(f.column)})`;
    case 'numeric':
      return `numeric(${lit(f.column)}, { mode: 'number' })`;
    case 'bigint':
      return `bigint(${lit(f.column)}, { mode: 'number' })`;
    case 'boolean':
      return `boolean(${lit(f.column)})`;
    default:
      return `jsonColumn(${lit(f.column)})`;
  }
}

const fieldColumns = (fields: readonly TGenField[]) =>
  fields.flatMap((f) => [doc('    ', f.label), `    ${f.prop}: ${column(f)},`]);

/** `<module>.table.ts`: the model's published table (and sub-tables) as Drizzle tables, and its layout. */
export function tableFile(m: TGenModel): string {
  const subs = m.subTables.flatMap((s) => [
    '',
    `/** Rows of ${s.key}: ${s.table}, one per row of the sub-table, in sort_code order. */`,
    `export const ${s.prop}Rows = pgTable(${lit(s.table)}, {`,
    "    id: text('id').primaryKey(),",
    "    parentId: text('parent_id').notNull(),",
    "    sortCode: integer('sort_code').notNull().default(0),",
    ...fieldColumns(s.fields),
    '});',
  ]);
  const body = [
    `// ${m.description}: the table publishing model ${m.modelId} made (publishing keeps it up to date; this module`,
    '// never alters it). Column names come from the layout below.',
    '',
    `/** The layout the generator read (tests create the tables from it). */`,
    `export const ${m.upper}_LAYOUT = ${JSON.stringify(m.layout)};`,
    '',
    `/** Records of ${m.fullName}: system columns, then a column per field. */`,
    `export const ${m.camel}s = pgTable(${lit(m.table)}, {`,
    "    id: text('id').primaryKey(),",
    "    creatorUserId: text('creator_user_id'),",
    "    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),",
    "    lastModifyUserId: text('last_modify_user_id'),",
    "    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),",
    "    companyId: text('company_id'),",
    "    organizeId: text('organize_id'),",
    "    positionId: text('position_id'),",
    "    flowTaskId: text('flow_task_id'),",
    "    deleteTime: bigint('delete_time', { mode: 'number' }),",
    "    deleteUserId: text('delete_user_id'),",
    "    version: integer('version').notNull().default(1),",
    ...fieldColumns(m.fields),
    '});',
    ...subs,
    '',
  ];
  const all = [...m.fields, ...m.subTables.flatMap((s) => s.fields)];
  const kinds = new Set(all.map((f) => f.kind));
  const pg = [
    'bigint',
    kinds.has('boolean') ? 'boolean' : '',
    'integer',
    kinds.has('numeric') ? 'numeric' : '',
  ];
  return [
    `import { ${[...pg.filter(Boolean), 'pgTable', 'text'].join(', ')} } from 'drizzle-orm/pg-core';`,
    ...(kinds.has('jsonb') ? ["import { jsonColumn } from '../generated-values.ts';"] : []),
    '',
    ...body,
  ].join('\n');
}
