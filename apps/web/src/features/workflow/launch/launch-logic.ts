import type { TFlowTaskSave } from '@app/contracts';
import type { TFlowGroup } from '../api.ts';

/** The categories that hold flows whose name or code contains the keyword (case-insensitive), empty ones left out. */
export function filterGroups(groups: readonly TFlowGroup[], keyword: string): TFlowGroup[] {
  const k = keyword.trim().toLowerCase();
  return groups
    .map((g) => ({
      ...g,
      children: g.children.filter(
        (f) => !k || f.fullName.toLowerCase().includes(k) || f.enCode.toLowerCase().includes(k),
      ),
    }))
    .filter((g) => g.children.length > 0);
}

/** What the launch form posts: submit (status 0) or save a draft (status 1). */
export function launchBody(o: {
  flowId: string;
  data: Record<string, unknown>;
  isDraft: boolean;
  flowUrgent: number;
  freeApproverUserId?: string | null;
}): TFlowTaskSave {
  return {
    flowId: o.flowId,
    data: o.data,
    status: o.isDraft ? 1 : 0,
    flowUrgent: o.flowUrgent === 2 || o.flowUrgent === 3 ? o.flowUrgent : 1,
    ...(o.freeApproverUserId && !o.isDraft ? { freeApproverUserId: o.freeApproverUserId } : {}),
  };
}

/** Whether submitting must first ask for the approver (the next node takes the one the launcher chooses). */
export function needsApprover(freeApprover: 0 | 1 | undefined, isDraft: boolean): boolean {
  return freeApprover === 1 && !isDraft;
}
