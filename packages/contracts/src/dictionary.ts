import { z } from 'zod';
import { ZEditVersion, ZId, ZRowVersion } from './common.ts';
import { ZFlag, ZSortCode } from './lenient.ts';
import { ZTreeOf } from './organize.ts';
import { ZEnabledMark } from './position.ts';
import { ZEnCode } from './en-code.ts';
import type { TText } from './text.ts';

/** A display name: 1..50 characters, no control characters or angle brackets. */
export const ZDisplayName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(50)
  .regex(/^[^<>\p{Cc}]+$/u, 'no control characters or angle brackets');

export { ZEnCode };

export { ZSortCode };

/** A dictionary type or folder of the type tree. */
export const ZDictTypeShape = {
  id: z.string(),
  /** '-1' at the top. */
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** 1 when the type's data is a tree. */
  isTree: z.number().int(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
};
/** The type tree. */
export const ZDictTypeNode = ZTreeOf(ZDictTypeShape);
export type TDictTypeNode = z.infer<typeof ZDictTypeNode>;

/** Keyword filter of the type tree (matches keep their ancestors). */
export const ZDictTypeListQuery = z.object({ keyword: z.string().trim().max(100).optional() });

/** One dictionary type. */
export const ZDictTypeInfo = z.object({
  ...ZDictTypeShape,
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
});
export type TDictTypeInfo = z.infer<typeof ZDictTypeInfo>;

/** Create (no id) or update (id) a dictionary type. */
export const ZDictTypeEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  id: ZId.optional(),
  /** '-1' for the top, else the parent type's id. */
  parentId: ZId.default('-1'),
  fullName: ZDisplayName,
  enCode: ZEnCode,
  isTree: ZFlag.default(0),
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
});
export type TDictTypeEdit = z.infer<typeof ZDictTypeEdit>;

/** A dictionary entry. */
export const ZDictDataShape = {
  id: z.string(),
  /** '0' at the top. */
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
};
/** A dictionary entry as the data list shows it. */
export const ZDictDataItem = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  ...ZDictDataShape,
  dictionaryTypeId: z.string(),
  simpleSpelling: z.string().nullable(),
  isDefault: z.number().int(),
  description: z.string().nullable(),
});
export type TDictDataItem = z.infer<typeof ZDictDataItem>;
/** Entries as a tree. */
export const ZDictDataNode = ZTreeOf({
  ...ZDictDataShape,
  simpleSpelling: z.string().nullable(),
  isDefault: z.number().int(),
  description: z.string().nullable(),
});
export type TDictDataNode = z.infer<typeof ZDictDataNode>;
/** Entries for selectors (trees carry a synthetic root `id:'0'`). */
export const ZDictOptionNode = ZTreeOf(ZDictDataShape);
export type TDictOptionNode = z.infer<typeof ZDictOptionNode>;

/** Data list query: isTree=1 answers a tree; keyword keeps matches and their ancestors. */
export const ZDictDataListQuery = z.object({
  isTree: z.enum(['0', '1']).optional(),
  keyword: z.string().trim().max(100).optional(),
});
/** Selector query. */
export const ZDictOpsQuery = z.object({ isTree: z.enum(['0', '1']).optional() });
/** Path `{id}` (type id or enCode) with an optional excluded entry. */
export const ZDictOpsParams = z.strictObject({ id: ZId, excludeId: ZId.optional() });

/** One type of the client cache with its enabled entries (a tree when isTree). */
export const ZDictAllItem = z.object({
  id: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  isTree: z.number().int(),
  dictionaryList: z.array(z.union([ZDictOptionNode, z.object(ZDictDataShape)])),
});

/** Create (no id) or update (id) a dictionary entry. */
export const ZDictDataEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  id: ZId.optional(),
  dictionaryTypeId: ZId,
  /** '0' for the top, else the parent entry's id (tree types only). */
  parentId: ZId.default('0'),
  fullName: ZDisplayName,
  enCode: ZEnCode,
  isDefault: ZFlag.default(0),
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
});
export type TDictDataEdit = z.infer<typeof ZDictDataEdit>;

/** Messages of the dictionaries module (contract §8 D3001–D3003). */
export const DICTIONARY_MESSAGES = {
  'dictionary.typeExists': {
    zh: '字典类型已存在,名称或编码重复',
    zhtw: '字典類型已存在,名稱或編碼重複',
    en: 'A dictionary type with this name or code already exists',
  },
  'dictionary.typeInUse': {
    zh: '字典类型下面有字典值禁止删除',
    zhtw: '字典類型下面有字典值禁止刪除',
    en: 'The dictionary type still has entries or sub-types',
  },
  'dictionary.dataExists': {
    zh: '字典值已存在,名称或编码重复',
    zhtw: '字典值已存在,名稱或編碼重複',
    en: 'An entry with this name or code already exists in this type',
  },
  'dictionary.dataHasChildren': {
    zh: '该字典值下有子节点，禁止删除',
    zhtw: '該字典值下有子節點，禁止刪除',
    en: 'The entry still has child entries',
  },
} as const satisfies Record<string, TText>;
