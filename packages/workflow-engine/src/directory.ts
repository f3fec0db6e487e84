import type { TDirectory } from './context.ts';

/** The organisation as plain data: users with their supervisor, department, positions and roles. */
export interface TDirectoryData {
  users: Readonly<
    Record<
      string,
      {
        managerId?: string | null;
        organizeId?: string | null;
        positionIds?: readonly string[];
        roleIds?: readonly string[];
      }
    >
  >;
  /** Departments and companies with their manager. */
  organizes?: Readonly<Record<string, { managerId?: string | null }>>;
}

/** A directory answering from plain data (tests, replays, and servers that hold the organisation in memory). */
export function directoryFromData(data: TDirectoryData): TDirectory {
  const holders = (pick: (u: TDirectoryData['users'][string]) => readonly string[] | undefined) => {
    const map = new Map<string, string[]>();
    for (const [id, u] of Object.entries(data.users))
      for (const key of pick(u) ?? []) map.set(key, [...(map.get(key) ?? []), id]);
    return (keys: readonly string[]) => keys.flatMap((k) => map.get(k) ?? []);
  };
  return {
    managerOf: (userId) => data.users[userId]?.managerId ?? null,
    departmentManagerOf: (userId) => {
      const org = data.users[userId]?.organizeId;
      return (org && data.organizes?.[org]?.managerId) || null;
    },
    usersOfPositions: holders((u) => u.positionIds),
    usersOfRoles: holders((u) => u.roleIds),
  };
}
