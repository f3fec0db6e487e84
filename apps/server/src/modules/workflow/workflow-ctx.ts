import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { directoryFromData, type TDecideCtx, type TDirectoryData, type TGraph } from '@app/workflow-engine';
import type { TDbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { organizes } from '../organize/organize.table.ts';
import { userRelations } from '../users/user-relation.table.ts';
import { users } from '../users/user.table.ts';
import { flowDelegates } from './workflow.table.ts';

/** Who gets a node nobody resolves to (contract §4.3: handleId "admin", the seeded administrator). */
const WORKFLOW_ADMIN_ID = 'admin';

/** How far up a supervisor chain the directory reads (managerLevel beyond it resolves to nobody). */
const MAX_CHAIN = 10;

/** Position and role ids a definition names anywhere (approvers, CC, sub-flow launchers, visibility). */
function namedGroups(graph: TGraph) {
  const positions = new Set<string>();
  const roles = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v !== 'object' || v === null) return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'positions' && Array.isArray(x)) x.forEach((id) => positions.add(String(id)));
      else if (k === 'roles' && Array.isArray(x)) x.forEach((id) => roles.add(String(id)));
      else walk(x);
    }
  };
  walk(graph.nodes);
  return { positions: [...positions], roles: [...roles] };
}

/** The launcher's supervisor chain (launcher first), MAX_CHAIN levels up, with each one's department. */
async function supervisorChain(db: TDbOrTx, launcherId: string) {
  type TRow = { id: string; manager_id: string | null; organize_id: string | null };
  const res = await db.execute(sql`
    with recursive chain(id, manager_id, organize_id, depth) as (
      select id, manager_id, organize_id, 0 from ${users} where id = ${launcherId}
      union all
      select u.id, u.manager_id, u.organize_id, c.depth + 1 from ${users} u join chain c on u.id = c.manager_id
      where c.depth < ${MAX_CHAIN} and u.delete_time is null
    ) select id, manager_id, organize_id from chain`);
  return (res as { rows: TRow[] }).rows;
}

/**
 * The organisation data a decision about this task may read, as a plain directory: the launcher's supervisors and
 * department manager, and the holders of every position and role the definition names.
 */
async function loadDirectory(db: TDbOrTx, graph: TGraph, launcherId: string): Promise<TDirectoryData> {
  const { positions, roles } = namedGroups(graph);
  const groups = [...positions, ...roles];
  const [chain, members] = await Promise.all([
    supervisorChain(db, launcherId),
    groups.length
      ? db
          .select({
            userId: userRelations.userId,
            type: userRelations.objectType,
            id: userRelations.objectId,
          })
          .from(userRelations)
          .innerJoin(users, eq(users.id, userRelations.userId))
          .where(
            and(inArray(userRelations.objectId, groups), isNull(users.deleteTime), eq(users.enabledMark, 1)),
          )
      : Promise.resolve([]),
  ]);
  const data: Record<
    string,
    { managerId?: string | null; organizeId?: string | null; positionIds: string[]; roleIds: string[] }
  > = {};
  const entry = (id: string) => (data[id] ??= { positionIds: [], roleIds: [] });
  for (const u of chain) Object.assign(entry(u.id), { managerId: u.manager_id, organizeId: u.organize_id });
  for (const m of members)
    (m.type === 'Position' ? entry(m.userId).positionIds : entry(m.userId).roleIds).push(m.id);
  const orgId = chain.find((u) => u.id === launcherId)?.organize_id;
  const org = orgId
    ? (await db.select({ managerId: organizes.managerId }).from(organizes).where(eq(organizes.id, orgId)))[0]
    : undefined;
  return { users: data, organizes: orgId ? { [orgId]: { managerId: org?.managerId ?? null } } : {} };
}

/** Everything a decision about a task of `flowId` reads: the clock, ids, the directory, the flow's entrusts. */
export async function buildDecideCtx(
  db: TDbOrTx,
  o: { graph: TGraph; launcherId: string; flowId: string; now: number },
): Promise<TDecideCtx> {
  const [directory, entrusts] = await Promise.all([
    loadDirectory(db, o.graph, o.launcherId),
    db
      .select({
        delegatorId: flowDelegates.creatorUserId,
        toUserId: flowDelegates.toUserId,
        flowId: flowDelegates.flowId,
        startTime: flowDelegates.startTime,
        endTime: flowDelegates.endTime,
      })
      .from(flowDelegates)
      .where(
        and(
          eq(flowDelegates.flowId, o.flowId),
          isNull(flowDelegates.deleteTime),
          eq(flowDelegates.enabledMark, 1),
        ),
      ),
  ]);
  return {
    now: o.now,
    newId,
    directory: directoryFromData(directory),
    entrusts: entrusts.map((e) => ({ ...e, delegatorId: e.delegatorId ?? '' })),
    adminId: WORKFLOW_ADMIN_ID,
  };
}
