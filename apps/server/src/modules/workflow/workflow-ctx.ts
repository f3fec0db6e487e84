import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  directoryFromData,
  type TDecideCtx,
  type TDirectoryData,
  type TEntrust,
  type TGraph,
  type TGUserSet,
} from '@app/workflow-engine';
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

/** What the decisions about a definition's tasks read from the directory (a graph never changes). */
interface TGraphNeeds {
  /** Some node resolves approvers or CC through the launcher's supervisors or department manager. */
  chain: boolean;
  positions: string[];
  roles: string[];
}

const needsCache = new WeakMap<TGraph, TGraphNeeds>();

/** The directory reads a definition needs: only approver, CC and sub-flow launcher sets and the launcher's chain. */
function graphNeeds(graph: TGraph): TGraphNeeds {
  const cached = needsCache.get(graph);
  if (cached) return cached;
  const positions = new Set<string>();
  const roles = new Set<string>();
  const add = (set: TGUserSet) => {
    set.positions.forEach((id) => positions.add(id));
    set.roles.forEach((id) => roles.add(id));
  };
  let chain = false;
  for (const n of Object.values(graph.nodes)) {
    if (n.kind === 'approver') {
      chain ||= n.assignee.type === 1 || n.assignee.type === 2;
      chain ||= n.circulateLauncher.supervisor || n.circulateLauncher.deptManager;
      add(n.assignee.set);
      add(n.circulate);
    } else if (n.kind === 'subFlow') {
      chain ||= n.initiateType === 2 || n.initiateType === 3;
      add(n.initiators);
    }
  }
  const needs = { chain, positions: [...positions], roles: [...roles] };
  needsCache.set(graph, needs);
  return needs;
}

type TChainRow = {
  id: string;
  manager_id: string | null;
  organize_id: string | null;
  org_manager: string | null;
};

/** The launcher's supervisor chain (launcher first), MAX_CHAIN levels up, with the launcher's department manager. */
async function supervisorChain(db: TDbOrTx, launcherId: string) {
  const res = await db.execute(sql`
    with recursive chain(id, manager_id, organize_id, depth) as (
      select id, manager_id, organize_id, 0 from ${users} where id = ${launcherId}
      union all
      select u.id, u.manager_id, u.organize_id, c.depth + 1 from ${users} u join chain c on u.id = c.manager_id
      where c.depth < ${MAX_CHAIN} and u.delete_time is null
    ) select c.id, c.manager_id, c.organize_id, o.manager_id as org_manager
      from chain c left join ${organizes} o on c.depth = 0 and o.id = c.organize_id`);
  return (res as { rows: TChainRow[] }).rows;
}

/** The holders of the positions and roles a definition names (enabled, live users). */
function groupMembers(db: TDbOrTx, groups: string[]) {
  if (!groups.length) return Promise.resolve([]);
  return db
    .select({ userId: userRelations.userId, type: userRelations.objectType, id: userRelations.objectId })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.userId))
    .where(and(inArray(userRelations.objectId, groups), isNull(users.deleteTime), eq(users.enabledMark, 1)));
}

/**
 * The organisation data a decision about this task may read, as a plain directory: the launcher's supervisors and
 * department manager (only when a node resolves through them), and the holders of the positions and roles the
 * definition names (only when it names some). A flow of fixed users reads nothing.
 */
async function loadDirectory(db: TDbOrTx, graph: TGraph, launcherId: string): Promise<TDirectoryData> {
  const needs = graphNeeds(graph);
  const [chain, members] = await Promise.all([
    needs.chain ? supervisorChain(db, launcherId) : Promise.resolve([]),
    groupMembers(db, [...needs.positions, ...needs.roles]),
  ]);
  const data: Record<
    string,
    { managerId?: string | null; organizeId?: string | null; positionIds: string[]; roleIds: string[] }
  > = {};
  const entry = (id: string) => (data[id] ??= { positionIds: [], roleIds: [] });
  for (const u of chain) Object.assign(entry(u.id), { managerId: u.manager_id, organizeId: u.organize_id });
  for (const m of members)
    (m.type === 'Position' ? entry(m.userId).positionIds : entry(m.userId).roleIds).push(m.id);
  const launcher = chain.find((u) => u.id === launcherId);
  const orgId = launcher?.organize_id;
  return { users: data, organizes: orgId ? { [orgId]: { managerId: launcher.org_manager } } : {} };
}

/** The entrusts of a flow (any window: the engine checks it), as a JSON array built by PostgreSQL. */
export function entrustsOfFlowSql(flowId: unknown) {
  return sql<
    TEntrust[]
  >`(select coalesce(json_agg(json_build_object('delegatorId', coalesce(d.creator_user_id, ''),
    'toUserId', d.to_user_id, 'flowId', d.flow_id, 'startTime', d.start_time, 'endTime', d.end_time)), '[]'::json)
    from ${flowDelegates} d where d.flow_id = ${flowId} and d.delete_time is null and d.enabled_mark = 1)`;
}

/** The entrusts of a flow, read on their own (a launch, which locks no task row). */
async function entrustsOf(db: TDbOrTx, flowId: string): Promise<TEntrust[]> {
  const [row] = await db
    .execute(sql`select ${entrustsOfFlowSql(flowId)} as list`)
    .then((r) => (r as { rows: { list: TEntrust[] }[] }).rows);
  return row?.list ?? [];
}

/**
 * Everything a decision about a task of `flowId` reads: the clock, ids, the directory, the flow's entrusts (passed
 * in when the task's lock read them already) and the service approvers the server fetched.
 */
export async function buildDecideCtx(
  db: TDbOrTx,
  o: {
    graph: TGraph;
    launcherId: string;
    flowId: string;
    now: number;
    entrusts?: readonly TEntrust[];
    serviceApprovers?: TDecideCtx['serviceApprovers'];
  },
): Promise<TDecideCtx> {
  const [directory, entrusts] = await Promise.all([
    loadDirectory(db, o.graph, o.launcherId),
    o.entrusts ?? entrustsOf(db, o.flowId),
  ]);
  return {
    now: o.now,
    newId,
    directory: directoryFromData(directory),
    entrusts: entrusts.map((e) => ({ ...e, startTime: Number(e.startTime), endTime: Number(e.endTime) })),
    serviceApprovers: o.serviceApprovers,
    adminId: WORKFLOW_ADMIN_ID,
  };
}
