import { z } from 'zod';
import { ZEditVersion, ZId, ZPageQuery, ZRowVersion } from './common.ts';
import { ZFlag, ZSortCode } from './lenient.ts';
import { Rules } from './rules.ts';
import type { TText } from './text.ts';

/** 1 enabled, 0 disabled (a number or its digit). */
export const ZEnabledMark = ZFlag;

/** Position list query: keyword on name and code; organizeId includes the organisation's subtree. */
export const ZPositionPageQuery = ZPageQuery.extend({ organizeId: ZId.optional() });

/** A position row of the list. */
export const ZPositionItem = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** PositionType dictionary enCode in info; its label (in the reader's language) in the page. */
  type: z.string().nullable(),
  /** The organisation's name. */
  department: z.string(),
  organizeId: z.string(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type TPositionItem = z.infer<typeof ZPositionItem>;

/** Create (no id) or update (with id) a position. */
export const ZPositionEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  id: ZId.optional(),
  fullName: z
    .string()
    .trim()
    .min(1, 'required')
    .max(50)
    .regex(Rules.fullName, 'Chinese, letters and digits only'),
  enCode: z
    .string()
    .trim()
    .min(1, 'required')
    .max(50)
    .regex(Rules.enCode, 'letters, digits and dots; no dot at either end'),
  type: z.string().trim().max(50).nullish(),
  organizeId: ZId,
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
});
export type TPositionEdit = z.infer<typeof ZPositionEdit>;

/** A position for selectors. */
export const ZPositionOption = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  organizeId: z.string(),
});

/** Messages of the positions module. */
export const POSITION_MESSAGES = {
  'position.codeExists': {
    zh: '岗位编码已存在',
    zhtw: '崗位編碼已存在',
    en: 'This position code already exists',
  },
  'position.nameExists': {
    zh: '岗位名称已存在',
    zhtw: '崗位名稱已存在',
    en: 'This position name already exists here',
  },
  'position.hasUsers': { zh: '该岗位下有用户', zhtw: '該崗位下有用戶', en: 'The position still has users' },
} as const satisfies Record<string, TText>;
