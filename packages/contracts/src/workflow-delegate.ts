import { z } from 'zod';
import { ZId, ZPageQuery } from './common.ts';
import { numeric } from './lenient.ts';

// Entrusts (contract §4.6 FlowDelegate): the delegator hands one flow to another user for a time window.

const ZMillisIn = numeric(z.number().int().min(0).max(8_640_000_000_000_000));

/** Create or update an entrust (the caller is the delegator). */
export const ZFlowDelegateEdit = z
  .strictObject({
    flowId: ZId,
    flowName: z.string().max(100).nullish(),
    flowCategory: z.string().max(50).nullish(),
    toUserId: ZId,
    toUserName: z.string().max(100).nullish(),
    /** Epoch ms; the entrust is in force while startTime ≤ now < endTime. */
    startTime: ZMillisIn,
    endTime: ZMillisIn,
    description: z.string().max(500).nullish(),
  })
  .refine((d) => d.endTime > d.startTime, { path: ['endTime'], message: 'must be after startTime' });
export type TFlowDelegateEdit = z.infer<typeof ZFlowDelegateEdit>;

/** The entrust list query (the caller's own rows). */
export const ZFlowDelegateQuery = ZPageQuery;

/** An entrust row. */
export const ZFlowDelegateItem = z.object({
  id: z.string(),
  flowId: z.string(),
  flowName: z.string().nullable(),
  flowCategory: z.string().nullable(),
  toUserId: z.string(),
  toUserName: z.string().nullable(),
  startTime: z.number(),
  endTime: z.number(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorUserId: z.string().nullable(),
  creatorTime: z.number(),
});
export type TFlowDelegateItem = z.infer<typeof ZFlowDelegateItem>;

/** The home widget's counts (`/api/visualdev/Dashboard/FlowTodoCount`). */
export const ZFlowTodoCount = z.object({
  /** The caller's to-do rows (entrusted ones included). */
  toBeReviewed: z.number().int(),
  /** Of those, the rows entrusted to the caller. */
  entrust: z.number().int(),
  /** The caller's approvals and rejections. */
  flowDone: z.number().int(),
});
