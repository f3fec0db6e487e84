import type { TDecideCtx, TDirectory } from './context.ts';
import type { TGApprover, TGSubFlow, TGUserSet } from './graph.ts';
import type { TTaskState } from './state.ts';

/** Distinct, non-empty, in first-seen order. */
function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((x) => x !== ''))];
}

/** The user `level` supervisors above `userId`, or null when the chain stops short. */
function supervisorAt(dir: TDirectory, userId: string, level: number): string | null {
  let u: string | null = userId;
  for (let i = 0; i < level && u; i++) u = dir.managerOf(u);
  return u;
}

/** Users named directly or through positions and roles. */
function usersOf(dir: TDirectory, set: TGUserSet): string[] {
  const byPos = set.positions.length ? dir.usersOfPositions(set.positions) : [];
  const byRole = set.roles.length ? dir.usersOfRoles(set.roles) : [];
  return uniqueIds([...set.users, ...byPos, ...byRole]);
}

/** User ids held in a form field: an id, a comma-separated list or an array. */
function idsFromValue(value: unknown): string[] {
  if (Array.isArray(value)) return uniqueIds(value.flatMap(idsFromValue));
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string') return [];
  return uniqueIds(value.split(',').map((x) => x.trim()));
}

const orEmpty = (id: string | null): string[] => (id ? [id] : []);

/** Who approves an approver node now (contract §4.3); empty when nobody resolves. */
export function resolveApprovers(node: TGApprover, s: TTaskState, ctx: TDecideCtx): string[] {
  const a = node.assignee;
  const dir = ctx.directory;
  switch (a.type) {
    case 1:
      return orEmpty(supervisorAt(dir, s.launcherId, a.managerLevel));
    case 2:
      return orEmpty(dir.departmentManagerOf(s.launcherId));
    case 3:
      return [s.launcherId];
    case 4:
      return idsFromValue(a.formField ? s.formData[a.formField] : undefined);
    case 5:
      return uniqueIds(
        s.operators
          .filter(
            (o) => o.run === s.run && o.nodeId === a.linkNodeId && o.state !== -1 && o.handleStatus === 1,
          )
          .map((o) => o.handleId),
      );
    case 6:
    case 8:
      return usersOf(dir, a.set);
    case 7:
      return orEmpty(s.freeApprovers[node.id] ?? null);
    case 9:
      return uniqueIds([...(ctx.serviceApprovers?.[node.id] ?? [])]);
  }
}

/** Who a completed approver node copies (CC): its users, positions and roles, and the launcher's people it names. */
export function resolveCirculate(node: TGApprover, s: TTaskState, ctx: TDecideCtx): string[] {
  const dir = ctx.directory;
  const { supervisor, deptManager } = node.circulateLauncher;
  return uniqueIds([
    ...usersOf(dir, node.circulate),
    ...(supervisor ? orEmpty(dir.managerOf(s.launcherId)) : []),
    ...(deptManager ? orEmpty(dir.departmentManagerOf(s.launcherId)) : []),
  ]);
}

/** Who launches the child tasks of a sub-flow node; empty when nobody resolves. */
export function resolveLaunchers(node: TGSubFlow, s: TTaskState, ctx: TDecideCtx): string[] {
  const dir = ctx.directory;
  if (node.initiateType === 1) return usersOf(dir, node.initiators);
  if (node.initiateType === 2) return orEmpty(dir.departmentManagerOf(s.launcherId));
  if (node.initiateType === 3) return orEmpty(supervisorAt(dir, s.launcherId, node.managerLevel));
  return [s.launcherId];
}
