import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { users } from '../users/user.table.ts';
import { flowEngineVersions, flowEngineVisibles, flowEngines, flowTasks } from './workflow.table.ts';

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');
const live = isNull(flowEngines.deleteTime);

const ENGINE_COLS = {
  id: flowEngines.id,
  fullName: flowEngines.fullName,
  enCode: flowEngines.enCode,
  category: flowEngines.category,
  type: flowEngines.type,
  formType: flowEngines.formType,
  visibleType: flowEngines.visibleType,
  icon: flowEngines.icon,
  iconBackground: flowEngines.iconBackground,
  enabledMark: flowEngines.enabledMark,
  sortCode: flowEngines.sortCode,
  version: flowEngines.snapshotNo,
  versionId: flowEngines.versionId,
  creatorUserId: flowEngines.creatorUserId,
  creatorUser: creator.realName,
  creatorTime: flowEngines.creatorTime,
  lastModifyUser: modifier.realName,
  lastModifyTime: flowEngines.lastModifyTime,
  description: flowEngines.description,
  flowTemplateJson: flowEngines.flowTemplateJson,
  formData: flowEngines.formTemplateJson,
  tables: flowEngines.tables,
  dbLinkId: flowEngines.dbLinkId,
  appFormUrl: flowEngines.appFormUrl,
  formUrl: flowEngines.formUrl,
};

/** A flow definition row with its creator's and modifier's names. */
export type TFlowEngineRow = NonNullable<Awaited<ReturnType<typeof findEngine>>>;

/** What the flow trees filter on. */
export interface TEngineFilter {
  keyword?: string;
  enabledOnly?: boolean;
  /** Leave out function flows (type 1). */
  launchableOnly?: boolean;
  /** Leave out designer-form function flows (the engine list, contract §4.7). */
  hideDesignerFunctions?: boolean;
  formType?: number;
  /** Only flows visible to everyone or to one of these ids (user, positions, roles). */
  visibleTo?: readonly string[];
}

function engineWhere(f: TEngineFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [live];
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    where.push(or(ilike(flowEngines.fullName, p), ilike(flowEngines.enCode, p)));
  }
  if (f.enabledOnly) where.push(eq(flowEngines.enabledMark, 1));
  if (f.launchableOnly) where.push(eq(flowEngines.type, 0));
  if (f.hideDesignerFunctions) where.push(sql`not (${flowEngines.formType} = 2 and ${flowEngines.type} = 1)`);
  if (f.formType !== undefined) where.push(eq(flowEngines.formType, f.formType));
  if (f.visibleTo) {
    const ids = f.visibleTo.length ? [...f.visibleTo] : [''];
    const visible = sql`exists (select 1 from ${flowEngineVisibles} where ${flowEngineVisibles.flowId} = ${flowEngines.id}
      and ${inArray(flowEngineVisibles.operatorId, ids)})`;
    where.push(or(eq(flowEngines.visibleType, 0), visible));
  }
  return and(...where);
}

/** Live flow definitions matching `f`, in display order. */
export async function findEngines(db: TDbOrTx, f: TEngineFilter) {
  return db
    .select(ENGINE_COLS)
    .from(flowEngines)
    .leftJoin(creator, eq(creator.id, flowEngines.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, flowEngines.lastModifyUserId))
    .where(engineWhere(f))
    .orderBy(asc(flowEngines.sortCode), asc(flowEngines.creatorTime));
}

/** One live flow definition. */
export async function findEngine(db: TDbOrTx, id: string) {
  const [row] = await db
    .select(ENGINE_COLS)
    .from(flowEngines)
    .leftJoin(creator, eq(creator.id, flowEngines.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, flowEngines.lastModifyUserId))
    .where(and(live, eq(flowEngines.id, id)));
  return row;
}

/** Which of the code and the name another live flow already uses. */
export async function findEngineClash(db: TDbOrTx, e: { id?: string; enCode: string; fullName: string }) {
  const rows = await db
    .select({ enCode: flowEngines.enCode, fullName: flowEngines.fullName })
    .from(flowEngines)
    .where(
      and(
        live,
        or(eq(flowEngines.enCode, e.enCode), eq(flowEngines.fullName, e.fullName)),
        e.id ? ne(flowEngines.id, e.id) : undefined,
      ),
    );
  return { code: rows.some((r) => r.enCode === e.enCode), name: rows.some((r) => r.fullName === e.fullName) };
}

/** Replaces a flow's visibility rows. */
export async function replaceVisibles(
  db: TDbOrTx,
  flowId: string,
  rows: { id: string; operatorType: string; operatorId: string }[],
) {
  await db.delete(flowEngineVisibles).where(eq(flowEngineVisibles.flowId, flowId));
  if (rows.length)
    await db.insert(flowEngineVisibles).values(rows.map((r, i) => ({ ...r, flowId, sortCode: i })));
}

/** Stores a definition snapshot. */
export async function insertVersion(db: TDbOrTx, row: typeof flowEngineVersions.$inferInsert) {
  await db.insert(flowEngineVersions).values(row);
}

/** One definition snapshot. */
export async function findVersion(db: TDbOrTx, id: string) {
  const [row] = await db.select().from(flowEngineVersions).where(eq(flowEngineVersions.id, id));
  return row;
}

/** Submitted live tasks of a flow (of one launcher, or all), newest first, at most 500. */
export async function findFlowTaskOptions(db: TDbOrTx, flowId: string, launcherId: string | null) {
  return db
    .select({ id: flowTasks.id, fullName: flowTasks.fullName, enCode: flowTasks.enCode })
    .from(flowTasks)
    .where(
      and(
        eq(flowTasks.flowId, flowId),
        isNull(flowTasks.deleteTime),
        sql`${flowTasks.status} > 0`,
        launcherId ? eq(flowTasks.creatorUserId, launcherId) : undefined,
      ),
    )
    .orderBy(desc(flowTasks.creatorTime))
    .limit(500);
}
