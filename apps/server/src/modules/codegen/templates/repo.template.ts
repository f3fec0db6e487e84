import type { TGenModel } from '../codegen-model.ts';
import { sortKeys } from './contracts.template.ts';

/** `<module>.repo.ts`: the SQL of the module (Drizzle only; the caller passes the scope condition). */
export function repoFile(m: TGenModel): string {
  const t = `${m.camel}s`;
  const hasKeyword = m.keywordProps.length > 0;
  const subImports = m.subTables.map((s) => `${s.prop}Rows`);
  const drizzle = [
    'and',
    ...(m.subTables.length ? ['asc'] : []),
    'count',
    'desc',
    'eq',
    ...(hasKeyword ? ['ilike'] : []),
    'isNull',
    ...(hasKeyword ? ['or'] : []),
    'type SQL',
  ];
  const subs = m.subTables.flatMap((s) => [
    '',
    `/** The rows of ${s.key} of record \`parentId\`, in order. */`,
    `export async function find${s.className}Rows(db: TDbOrTx, parentId: string) {`,
    `  return db.select().from(${s.prop}Rows).where(eq(${s.prop}Rows.parentId, parentId)).orderBy(asc(${s.prop}Rows.sortCode));`,
    '}',
    '',
    `/** Replaces the rows of ${s.key} of record \`parentId\` (inside the caller's transaction). */`,
    `export async function replace${s.className}Rows(`,
    '  tx: TDbOrTx,',
    '  parentId: string,',
    `  rows: (typeof ${s.prop}Rows.$inferInsert)[],`,
    ') {',
    `  await tx.delete(${s.prop}Rows).where(eq(${s.prop}Rows.parentId, parentId));`,
    `  if (rows.length) await tx.insert(${s.prop}Rows).values(rows);`,
    '}',
  ]);
  return [
    `import { ${drizzle.join(', ')} } from 'drizzle-orm';`,
    "import type { TDbOrTx } from '../../../db/client.ts';",
    ...(hasKeyword ? ["import { containsPattern } from '../../../lib/paging.ts';"] : []),
    `import { ${[t, ...subImports].join(', ')} } from './${m.module}.table.ts';`,
    '',
    '/** The columns a list may sort by (the same keys as the page query allows). */',
    `export const SORTABLE = {`,
    ...sortKeys(m).map((k) => `  ${k}: ${t}.${k},`),
    '} as const;',
    '',
    hasKeyword
      ? '/** Live records whose text fields contain the keyword, inside `scope`. */'
      : '/** Live records inside `scope`. */',
    `export function listWhere(${hasKeyword ? 'keyword: string | undefined, ' : ''}scope: SQL | undefined): SQL | undefined {`,
    ...(hasKeyword
      ? [
          '  const like = keyword ? containsPattern(keyword) : undefined;',
          `  const matches = like ? or(${m.keywordProps.map((p) => `ilike(${t}.${p}, like)`).join(', ')}) : undefined;`,
          `  return and(isNull(${t}.deleteTime), matches, scope);`,
        ]
      : [`  return and(isNull(${t}.deleteTime), scope);`]),
    '}',
    '',
    '/** One page of records and the total. */',
    'export async function findPage(db: TDbOrTx, where: SQL | undefined, order: SQL, limit: number, offset: number) {',
    '  const [rows, [{ total }]] = await Promise.all([',
    `    db.select().from(${t}).where(where).orderBy(order, desc(${t}.id)).limit(limit).offset(offset),`,
    `    db.select({ total: count() }).from(${t}).where(where),`,
    '  ]);',
    '  return { rows, total };',
    '}',
    '',
    '/** A live record inside `scope`, or undefined. */',
    'export async function findOne(db: TDbOrTx, id: string, scope: SQL | undefined) {',
    `  const [row] = await db.select().from(${t}).where(and(eq(${t}.id, id), isNull(${t}.deleteTime), scope));`,
    '  return row;',
    '}',
    '',
    '/** Stores a new record. */',
    `export async function insertRecord(tx: TDbOrTx, row: typeof ${t}.$inferInsert) {`,
    `  await tx.insert(${t}).values(row);`,
    '}',
    '',
    '/** Soft-deletes records (the caller checked they are in scope). */',
    'export async function softDelete(tx: TDbOrTx, ids: readonly string[], userId: string, now: number) {',
    `  for (const id of ids) await tx.update(${t}).set({ deleteTime: now, deleteUserId: userId }).where(eq(${t}.id, id));`,
    '}',
    ...subs,
    '',
  ].join('\n');
}
