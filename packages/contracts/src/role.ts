import { z } from 'zod';
import { ZEditVersion, ZId, ZName } from './common.ts';
import { ZSortCode } from './lenient.ts';
import { ZEnabledMark } from './position.ts';
import { Rules } from './rules.ts';
import type { TText } from './text.ts';

/** Role list query. */
export const ZRoleListQuery = z.object({ keyword: z.string().trim().max(100).optional() });

/** A role in the flat list (contract §3.9 as the 3.1 client reads it: it groups by the RoleType dictionary itself). */
export const ZRoleItem = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** RoleType dictionary enCode ('' when none). */
  type: z.string(),
  /** The RoleType entry's name in the reader's language (our web's type column). */
  typeName: z.string(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
});
export type TRoleItem = z.infer<typeof ZRoleItem>;

/** Create (no id) or update (id) a role. */
export const ZRoleEdit = z.strictObject({
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
  /** RoleType dictionary enCode. */
  type: ZName(50),
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
});
export type TRoleEdit = z.infer<typeof ZRoleEdit>;

/** Members of a role or position: `{ids}` to read, `{userIds}` to replace. */
export const ZMembers = z.object({ ids: z.array(z.string()) });
export type TMembers = z.infer<typeof ZMembers>;
export const ZMembersEdit = z.strictObject({ userIds: z.array(ZId).max(5000) });
/** JNPF's untyped members path `userRelation/{objectId}`: a role's or a position's id (the server looks up which). */
export const ZUserRelationObjectParams = z.strictObject({ objectId: ZId });

/** The five kinds of grantable items. */
export const GRANT_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;

/** One kind in the authorise screen: what the caller may grant (menus as parents, items as leaves) and what is granted. */
export interface TGrantNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  /** 'menu' for menu nodes, else the item kind. */
  kind: string;
  hasChildren: boolean;
  isLeaf: boolean;
  num: number;
  children: TGrantNode[] | null;
}
export const ZGrantNode: z.ZodType<TGrantNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    icon: z.string(),
    kind: z.string(),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    num: z.number().int(),
    children: z.array(ZGrantNode).nullable(),
  }),
);
const ZGrantKind = z.object({ list: z.array(ZGrantNode), ids: z.array(z.string()) });
export const ZAuthorizeView = z.object({
  module: ZGrantKind,
  button: ZGrantKind,
  column: ZGrantKind,
  form: ZGrantKind,
  resource: ZGrantKind,
});
export type TAuthorizeView = z.infer<typeof ZAuthorizeView>;

const ZIds = z.array(ZId).max(5000).default([]);
/** Replaces an object's grants (within what the caller may grant). */
export const ZAuthorizeEdit = z.strictObject({
  module: ZIds,
  button: ZIds,
  column: ZIds,
  form: ZIds,
  resource: ZIds,
});
export type TAuthorizeEdit = z.infer<typeof ZAuthorizeEdit>;
export const ZGrantObjectParams = z.strictObject({
  objectType: z.enum(['Role', 'Position', 'User']),
  objectId: ZId,
});

/** Messages of roles and authorisation. */
export const ROLE_MESSAGES = {
  'role.codeExists': { zh: '角色编码已存在', zhtw: '角色編碼已存在', en: 'This role code already exists' },
  'role.nameExists': { zh: '角色名称已存在', zhtw: '角色名稱已存在', en: 'This role name already exists' },
  'role.hasUsers': { zh: '该角色下有用户', zhtw: '該角色下有用戶', en: 'The role still has members' },
  'role.hasGrants': {
    zh: '该角色已授权，请先取消授权',
    zhtw: '該角色已授權，請先取消授權',
    en: 'The role still holds permissions: remove them first',
  },
} as const satisfies Record<string, TText>;
