import type { TGenField, TGenModel, TGenSubTable } from '../codegen-model.ts';
import { lit } from './contracts.template.ts';

/** The expression storing form value `v` in a field's column. */
function toColumn(f: TGenField, v: string): string {
  switch (f.kind) {
    case 'text':
      return `storedText(${v})`;
    case 'numeric':
      return `storedNumber(${v})`;
    case 'bigint':
      return `storedMillis(${v})`;
    case 'boolean':
      return `storedSwitch(${v}, ${lit(f.switchValues?.active ?? 1)})`;
    default:
      return `storedJson(${v})`;
  }
}

/** The expression reading a field's column back as the form's value. */
function toForm(f: TGenField, v: string): string {
  if (f.kind === 'numeric') return `formNumber(${v})`;
  if (f.kind === 'boolean')
    return `formSwitch(${v}, ${lit(f.switchValues?.active ?? 1)}, ${lit(f.switchValues?.inactive ?? 0)})`;
  return v;
}

/** The value a system field takes on create (`modify*` also on update); null for the ones it does not fill. */
function systemValue(f: TGenField, on: 'create' | 'update'): string | null {
  const create: Record<string, string> = {
    createUser: 'auth.userId',
    createTime: 'now',
    currOrganize: 'company',
    currDept: 'auth.organizeId',
    currPosition: 'auth.positionIds[0] ?? null',
  };
  const update: Record<string, string> = { modifyUser: 'auth.userId', modifyTime: 'now' };
  if (f.jnpfKey === 'billRule' && on === 'create')
    return `await this.drawNumber(auth, ${lit(f.billRule ?? '')})`;
  return (on === 'create' ? create[f.jnpfKey] : undefined) ?? update[f.jnpfKey] ?? null;
}

const editable = (fields: readonly TGenField[]) => fields.filter((f) => !f.isSystem);

function subMapping(s: TGenSubTable): string[] {
  const rowValues = editable(s.fields).map((f) => `    ${f.prop}: ${toColumn(f, `row[${lit(f.key)}]`)},`);
  const rowForm = s.fields.map((f) => `    ${f.prop}: ${toForm(f, `r.${f.prop}`)},`);
  return [
    '',
    `/** The stored rows of ${s.key} from the form's rows. */`,
    `function ${s.prop}Stored(parentId: string, rows: unknown) {`,
    '  const list = Array.isArray(rows) ? (rows as TValues[]) : [];',
    '  return list.map((row, i) => ({',
    '    id: newId(),',
    '    parentId,',
    '    sortCode: i,',
    ...rowValues,
    '  }));',
    '}',
    '',
    `/** A stored row of ${s.key} as the form's row. */`,
    `function ${s.prop}Form(r: Awaited<ReturnType<typeof find${s.className}Rows>>[number]) {`,
    '  return {',
    ...rowForm,
    '  };',
    '}',
  ];
}

/** `<module>.service.ts`: the rules (values checked against the published form, system fields, the scope). */
export function serviceFile(m: TGenModel): string {
  const C = m.className;
  const t = `${m.camel}s`;
  const hasBill = m.fields.some((f) => f.jnpfKey === 'billRule');
  const systemOn = (on: 'create' | 'update') =>
    m.fields.flatMap((f) => {
      const v = systemValue(f, on);
      return v === null ? [] : [`      ${f.prop}: ${v},`];
    });
  const subImports = m.subTables.flatMap((s) => [`find${s.className}Rows`, `replace${s.className}Rows`]);
  const body = serviceBody(m, systemOn, hasBill);
  const helpers = VALUE_HELPERS.filter((h) => body.some((line) => line.includes(`${h}(`)));
  return [
    `import { ${m.upper}_FIELDS, validateRecord, type TGrantedPermission, type T${C}Edit, type T${C}PageQuery } from '@app/contracts';`,
    "import { asc, desc, type SQL } from 'drizzle-orm';",
    "import type { TAppContext } from '../../../app-context.ts';",
    "import { notFound } from '../../../lib/errors.ts';",
    "import { newId } from '../../../lib/ids.ts';",
    "import { pageWindow, paged } from '../../../lib/paging.ts';",
    "import { takeVersion, updateVersioned } from '../../../lib/versioned.ts';",
    "import type { TAuth } from '../../auth/auth.types.ts';",
    "import { systemColumnScope } from '../../authorize/system-column-scope.ts';",
    "import { assertNoIssues, withServerValues } from '../../visualdev/runtime/record-values.ts';",
    ...(helpers.length ? [`import { ${helpers.join(', ')} } from '../generated-values.ts';`] : []),
    `import { SORTABLE, findOne, findPage, insertRecord, listWhere, softDelete${subImports.length ? ', ' + subImports.join(', ') : ''} } from './${m.module}.repo.ts';`,
    `import { ${t} } from './${m.module}.table.ts';`,
    ...body,
  ].join('\n');
}

const VALUE_HELPERS = [
  'formNumber',
  'formSwitch',
  'storedJson',
  'storedMillis',
  'storedNumber',
  'storedSwitch',
  'storedText',
];

function serviceBody(
  m: TGenModel,
  systemOn: (on: 'create' | 'update') => string[],
  hasBill: boolean,
): string[] {
  const C = m.className;
  const t = `${m.camel}s`;
  const mainEditable = editable(m.fields);
  return [
    '',
    'type TValues = Record<string, unknown>;',
    `type TRow = typeof ${t}.$inferSelect;`,
    '',
    `/** The stored columns of the form's own fields (system fields are the server's). */`,
    'function storedValues(data: TValues) {',
    '  return {',
    ...mainEditable.map((f) => `    ${f.prop}: ${toColumn(f, `data[${lit(f.key)}]`)},`),
    '  };',
    '}',
    '',
    '/** A stored record as the list and the form read it. */',
    'function toItem(r: TRow) {',
    '  return {',
    '    id: r.id,',
    ...m.fields.map((f) => `    ${f.prop}: ${toForm(f, `r.${f.prop}`)},`),
    '    creatorUserId: r.creatorUserId,',
    '    creatorTime: r.creatorTime,',
    '    lastModifyTime: r.lastModifyTime,',
    '    version: r.version,',
    '  };',
    '}',
    ...m.subTables.flatMap(subMapping),
    '',
    `/** ${m.description}: records of model ${m.modelId} in its own table, inside the caller's data scope. */`,
    `export class ${C}Service {`,
    `  constructor(private readonly c: Pick<TAppContext, 'db' | 'now' | 'scopes' | 'orgs' | 'services'>) {}`,
    '',
    "  /** The caller's data-scope condition from their scopes on the module's menus (`pages`). */",
    '  private async scope(auth: TAuth, pages: readonly string[]): Promise<SQL | undefined> {',
    '    const scope = await this.c.scopes.forUses(auth, pages as readonly TGrantedPermission[]);',
    `    return systemColumnScope(scope, { id: ${t}.id, companyId: ${t}.companyId, organizeId: ${t}.organizeId, creatorUserId: ${t}.creatorUserId });`,
    '  }',
    ...(hasBill
      ? [
          '',
          '  /** The next number of a bill rule (the form never sets it). */',
          '  private drawNumber(auth: TAuth, rule: string): Promise<string> {',
          '    return this.c.services.billRule.nextNumber(auth, rule, false);',
          '  }',
        ]
      : []),
    '',
    '  /** One page of records, newest first unless the query sorts by an allowed key. */',
    `  async page(auth: TAuth, pages: readonly string[], q: T${C}PageQuery) {`,
    '    const { limit, offset } = pageWindow(q);',
    "    const column = SORTABLE[q.sidx ?? 'creatorTime'];",
    "    const order = q.sort === 'asc' ? asc(column) : desc(column);",
    `    const where = listWhere(${m.keywordProps.length ? 'q.keyword, ' : ''}await this.scope(auth, pages));`,
    '    const { rows, total } = await findPage(this.c.db, where, order, limit, offset);',
    '    return paged(rows.map(toItem), total, q);',
    '  }',
    '',
    '  /** One record with its sub-table rows, inside the scope, else 404. */',
    '  async info(auth: TAuth, pages: readonly string[], id: string) {',
    '    const row = await findOne(this.c.db, id, await this.scope(auth, pages));',
    '    if (!row) throw notFound();',
    '    return {',
    '      ...toItem(row),',
    ...m.subTables.map(
      (s) => `      ${s.prop}: (await find${s.className}Rows(this.c.db, id)).map(${s.prop}Form),`,
    ),
    '    };',
    '  }',
    '',
    `  /** The values to store: calculations recomputed, rich text sanitised, every value checked (400 naming body.<field>). */`,
    `  private checked(input: T${C}Edit): TValues {`,
    '    const { rest } = takeVersion(input);',
    `    const data = withServerValues(${m.upper}_FIELDS, rest);`,
    `    assertNoIssues(validateRecord(${m.upper}_FIELDS, data), 'body');`,
    '    return data;',
    '  }',
    '',
    '  /** Creates a record: system fields and bill numbers filled by the server. */',
    `  async create(auth: TAuth, input: T${C}Edit) {`,
    '    const data = this.checked(input);',
    '    const id = newId();',
    '    const now = this.c.now();',
    '    const company = auth.organizeId ? await this.c.orgs.companyOf(auth.organizeId) : null;',
    '    const row = {',
    '      ...storedValues(data),',
    ...systemOn('create'),
    '      id,',
    '      creatorUserId: auth.userId,',
    '      creatorTime: now,',
    '      companyId: company,',
    '      organizeId: auth.organizeId,',
    '      positionId: auth.positionIds[0] ?? null,',
    '    };',
    '    await this.c.db.transaction(async (tx) => {',
    '      await insertRecord(tx, row);',
    ...m.subTables.map(
      (s) => `      await replace${s.className}Rows(tx, id, ${s.prop}Stored(id, data[${lit(s.key)}]));`,
    ),
    '    });',
    '    return { id };',
    '  }',
    '',
    '  /** Updates a record inside the scope (else 404); a stale version is a 409 and nothing changes. */',
    `  async update(auth: TAuth, pages: readonly string[], id: string, input: T${C}Edit) {`,
    '    const data = this.checked(input);',
    '    if (!(await findOne(this.c.db, id, await this.scope(auth, pages)))) throw notFound();',
    '    const now = this.c.now();',
    '    const set = {',
    '      ...storedValues(data),',
    ...systemOn('update'),
    '      lastModifyUserId: auth.userId,',
    '      lastModifyTime: now,',
    '    };',
    '    await this.c.db.transaction(async (tx) => {',
    `      if ((await updateVersioned(tx, ${t}, id, set, takeVersion(input).expected)) === null) throw notFound();`,
    ...m.subTables.map(
      (s) => `      await replace${s.className}Rows(tx, id, ${s.prop}Stored(id, data[${lit(s.key)}]));`,
    ),
    '    });',
    '  }',
    '',
    '  /** Soft-deletes records inside the scope; an id outside it is a 404 and nothing changes. */',
    '  async remove(auth: TAuth, pages: readonly string[], ids: readonly string[]) {',
    '    const scope = await this.scope(auth, pages);',
    '    for (const id of ids) if (!(await findOne(this.c.db, id, scope))) throw notFound();',
    '    await this.c.db.transaction((tx) => softDelete(tx, ids, auth.userId, this.c.now()));',
    '  }',
    '}',
    '',
  ];
}
