import type { TEntrust } from './context.ts';
import type { TDraft } from './draft.ts';

/** The entrust rows of this task's flow in force now (startTime ≤ now < endTime). */
function inForce(d: TDraft): TEntrust[] {
  const now = d.ctx.now;
  return (d.ctx.entrusts ?? []).filter(
    (e) => e.flowId === d.s.flowId && e.startTime <= now && now < e.endTime,
  );
}

/** Whether `by` may act for `holderId` on this task now. */
export function actsFor(d: TDraft, holderId: string, by: string): boolean {
  return holderId !== by && inForce(d).some((e) => e.delegatorId === holderId && e.toUserId === by);
}

/** The delegates acting for `holderId` on this task now. */
export function delegatesOf(d: TDraft, holderId: string): string[] {
  return inForce(d)
    .filter((e) => e.delegatorId === holderId && e.toUserId !== holderId)
    .map((e) => e.toUserId);
}
