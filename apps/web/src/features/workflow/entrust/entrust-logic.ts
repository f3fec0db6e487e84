import type { TFlowDelegateEdit } from '@app/contracts';
import type { TFlowGroup } from '../api.ts';

/** A time the range picker gives (dayjs): its epoch milliseconds. */
interface TMoment {
  valueOf(): number;
}

/** What the entrust dialog collects. */
export interface TEntrustValues {
  flowId: string;
  toUserId: string;
  window: [TMoment, TMoment];
  description?: string;
}

/** The entrust body: the flow's name and category from the flow list, the window in epoch ms. */
export function entrustBody(v: TEntrustValues, groups: readonly TFlowGroup[]): TFlowDelegateEdit {
  const group = groups.find((g) => g.children.some((f) => f.id === v.flowId));
  const flow = group?.children.find((f) => f.id === v.flowId);
  return {
    flowId: v.flowId,
    flowName: flow?.fullName ?? null,
    flowCategory: group?.enCode ?? null,
    toUserId: v.toUserId,
    startTime: v.window[0].valueOf(),
    endTime: v.window[1].valueOf(),
    description: v.description?.trim() || null,
  };
}
