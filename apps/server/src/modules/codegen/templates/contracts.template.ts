import type { TGenField, TGenModel } from '../codegen-model.ts';

/** A string literal in generated TypeScript. */
export const lit = (v: unknown): string => JSON.stringify(v);

/** A one-line doc comment of a field: its label (the designer's), safe inside a comment. */
export const doc = (indent: string, text: string): string =>
  `${indent}/** ${text.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ')} */`;

/** The zod type of a field's value as the form sends it (rules beyond the type are the form's own). */
function valueSchema(f: TGenField): string {
  switch (f.kind) {
    case 'text':
      return `z.string().max(${f.maxLength})`;
    case 'numeric':
      return 'z.number()';
    case 'bigint':
      return 'z.number().int()';
    case 'boolean':
      return 'z.union([z.string(), z.number(), z.boolean()])';
    default:
      return 'z.unknown()';
  }
}

const entries = (fields: readonly TGenField[], indent: string) =>
  fields.flatMap((f) => [doc(indent, f.label), `${indent}${f.prop}: ${valueSchema(f)}.nullish(),`]);

/** The sort keys a list allows: the fields stored as scalars, and the record's times. */
export function sortKeys(m: TGenModel): string[] {
  return [...m.fields.filter((f) => f.kind !== 'jsonb').map((f) => f.prop), 'creatorTime', 'lastModifyTime'];
}

/** `packages/contracts/src/generated/<module>.ts`: the form as published, the edit, item and list schemas. */
export function contractsFile(m: TGenModel): string {
  const C = m.className;
  const editable = m.fields.filter((f) => !f.isSystem);
  const subs = m.subTables.flatMap((s) => [
    `/** A row of ${s.key} (a sub-table of ${m.fullName}). */`,
    `export const Z${s.className}Row = z.object({`,
    ...entries(s.fields, '  '),
    '});',
    '',
  ]);
  return [
    "import { z } from 'zod';",
    "import { ZEditVersion, ZPageQuery, ZRowVersion } from '../common.ts';",
    "import { ZFormData, flattenFields } from '../visualdev/form-data.ts';",
    '',
    `// ${m.description}: generated from model ${m.modelId} (${m.fullName}), published version ${m.version}.`,
    '',
    `/** The form as published (the page renders it; the server checks values against its fields). */`,
    `export const ${m.upper}_FORM = ZFormData.parse(${JSON.stringify(m.formData)});`,
    '',
    `/** The value fields of ${m.upper}_FORM (layout removed; sub-tables with their columns). */`,
    `export const ${m.upper}_FIELDS = flattenFields(${m.upper}_FORM.fields);`,
    '',
    ...subs,
    `/** What the form sends: a value per field (the server fills system fields, bill numbers and calculations). */`,
    `export const Z${C}Edit = z.object({`,
    ...entries(editable, '  '),
    ...m.subTables.map((s) => `  ${s.prop}: z.array(Z${s.className}Row).max(1000).nullish(),`),
    '  /** The row version the edit is based on (absent: the last write wins). */',
    '  version: ZEditVersion,',
    '});',
    `export type T${C}Edit = z.infer<typeof Z${C}Edit>;`,
    '',
    `/** A record as the list and the edit form read it. */`,
    `export const Z${C}Item = z.object({`,
    '  id: z.string(),',
    ...entries(m.fields, '  '),
    ...m.subTables.map((s) => `  ${s.prop}: z.array(Z${s.className}Row).optional(),`),
    '  creatorUserId: z.string().nullable(),',
    '  creatorTime: z.number(),',
    '  lastModifyTime: z.number().nullable(),',
    '  version: ZRowVersion,',
    '});',
    `export type T${C}Item = z.infer<typeof Z${C}Item>;`,
    '',
    `/** The list's query: keyword, paging, and a sort by one of the allowed keys. */`,
    `export const Z${C}PageQuery = ZPageQuery.extend({`,
    `  sidx: z.enum(${lit(sortKeys(m))}).optional(),`,
    '});',
    `export type T${C}PageQuery = z.infer<typeof Z${C}PageQuery>;`,
    '',
  ].join('\n');
}
