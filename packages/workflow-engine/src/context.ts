/** Organisation lookups the engine needs, answered from data the server supplies (see directoryFromData). */
export interface TDirectory {
  /** The direct supervisor (managerId) of a user, null when none. */
  managerOf(userId: string): string | null;
  /** The manager of the user's department, null when none. */
  departmentManagerOf(userId: string): string | null;
  /** Users holding any of the positions. */
  usersOfPositions(positionIds: readonly string[]): string[];
  /** Users holding any of the roles. */
  usersOfRoles(roleIds: readonly string[]): string[];
}

/** An entrust row (FLOW_DELEGATE): delegatorId's work on flowId goes to toUserId while startTime ≤ now < endTime. */
export interface TEntrust {
  delegatorId: string;
  toUserId: string;
  flowId: string;
  startTime: number;
  endTime: number;
}

/** Everything outside the task a decision may read: the clock, ids and lookups, all passed in. */
export interface TDecideCtx {
  /** Epoch milliseconds of this command. */
  now: number;
  /** A fresh id for each new row (operators, records, timers, child tasks, CC rows). */
  newId: () => string;
  directory: TDirectory;
  /** The entrust rows in force or not; the engine checks the window itself. */
  entrusts?: readonly TEntrust[];
  /** Display names of form values (field → value → name), so conditions may compare by name. */
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Users answered by the getUserUrl of assigneeType-9 nodes, fetched by the server beforehand. */
  serviceApprovers?: Readonly<Record<string, readonly string[]>>;
  /** Who gets a node nobody else resolves to (default "admin"). */
  adminId?: string;
}
