import { z } from 'zod';
import { ZId } from './common.ts';
import { ZDisplayName, ZSortCode } from './dictionary.ts';
import { ZEnabledMark } from './position.ts';
import type { TText } from './text.ts';

/** Children of a node (`-1` = provinces); a keyword searches every level instead. */
export const ZAreaListQuery = z.object({
  nodeId: ZId.default('-1'),
  keyword: z.string().trim().max(50).optional(),
});

/** An area of the lazy tree. */
export const ZAreaItem = z.object({
  id: z.string(),
  parentId: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  /** The division's own level: 1 province, 2 prefecture, 3 county, 4 township, 5 village. */
  type: z.number().int(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  isLeaf: z.boolean(),
  hasChildren: z.boolean(),
});
export type TAreaItem = z.infer<typeof ZAreaItem>;

/** An enabled area of the address cascader. */
export const ZAreaOption = z.object({
  id: z.string(),
  fullName: z.string(),
  sortCode: z.number().int(),
  isLeaf: z.boolean(),
});

/** One area with its parent's name. */
export const ZAreaInfo = z.object({
  id: z.string(),
  parentId: z.string(),
  parentName: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  type: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
});
export type TAreaInfo = z.infer<typeof ZAreaInfo>;

/** Create (no id) or update (id) an area. */
export const ZAreaEdit = z.strictObject({
  id: ZId.optional(),
  /** '-1' for a province-level area. */
  parentId: ZId.default('-1'),
  /** Administrative code: digits (GB/T 2260 style). */
  enCode: z.string().trim().min(1, 'required').max(12).regex(/^\d+$/, 'digits only'),
  fullName: ZDisplayName,
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
});
export type TAreaEdit = z.infer<typeof ZAreaEdit>;

/** DELETE del with a body. */
export const ZAreaDelBody = z.strictObject({ id: ZId });

/** Messages of the areas module. */
export const AREA_MESSAGES = {
  'area.exists': {
    zh: '已存在同名或同编码数据',
    zhtw: '已存在同名或同編碼資料',
    en: 'An area with this code, or this name under the same parent, already exists',
  },
  'area.hasChildren': {
    zh: '该区域下有子区域，禁止删除',
    zhtw: '該區域下有子區域，禁止刪除',
    en: 'The area still has sub-areas',
  },
} as const satisfies Record<string, TText>;
