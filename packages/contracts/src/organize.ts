import { z } from 'zod';
import { ZEditVersion, ZId, ZRowVersion } from './common.ts';
import { ZSortCode, jsonText, numeric } from './lenient.ts';
import { ZEnabledMark } from './position.ts';
import { Rules } from './rules.ts';
import { ZEnCode } from './en-code.ts';
import type { TText } from './text.ts';

/** A node of a tree answer (contract §1.4): the row's fields plus children and counts. */
export type TTreeOf<T> = T & {
  hasChildren: boolean;
  isLeaf: boolean;
  num: number;
  children: TTreeOf<T>[] | null;
};

/** The schema of a tree whose nodes carry `shape` (recursive, children null on leaves). */
export function ZTreeOf<S extends z.ZodRawShape>(shape: S): z.ZodType<TTreeOf<z.output<z.ZodObject<S>>>> {
  type TNode = TTreeOf<z.output<z.ZodObject<S>>>;
  const node: z.ZodType<TNode> = z.lazy(
    () =>
      z.object({
        ...shape,
        hasChildren: z.boolean(),
        isLeaf: z.boolean(),
        num: z.number().int(),
        children: z.array(node).nullable(),
      }) as unknown as z.ZodType<TNode>,
  );
  return node;
}

/** Icon classes of tree nodes by type (contract §1.4). */
export const ORG_ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  user: 'icon-ym icon-ym-tree-user2',
} as const;

/** 'company' | 'department'. */
export const ZOrgCategory = z.enum(['company', 'department']);

/** Keyword filter of the companies tree (matches keep their ancestors). */
export const ZOrganizeListQuery = z.object({
  /** Matches name or code. */
  keyword: z.string().trim().max(100).optional(),
});

/** Departments of one company as a tree. */
export const ZDepartmentListQuery = ZOrganizeListQuery.extend({
  /** The company; all companies when absent. */
  organizeId: ZId.optional(),
});

/** Optional `{id}` to exclude from a selector (a record and its subtree cannot be its own parent). */
export const ZExcludeParams = z.strictObject({ id: ZId.optional() });

const orgFields = {
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** 'company' | 'department'. */
  category: z.string(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
  /** Icon class of the node. */
  icon: z.string(),
};

/** A node of the companies tree. */
export const ZOrganizeNode = ZTreeOf(orgFields);
export type TOrganizeNode = z.infer<typeof ZOrganizeNode>;

/** A node of the departments tree: the manager as "RealName/Account". */
export const ZDepartmentNode = ZTreeOf({
  ...orgFields,
  managerId: z.string().nullable(),
  manager: z.string(),
});
export type TDepartmentNode = z.infer<typeof ZDepartmentNode>;

/** A node of an organisation selector: companies and departments with type and icon. */
export const ZOrgOptionNode = ZTreeOf({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: z.number().int(),
  /** 'company' | 'department'. */
  type: z.string(),
  icon: z.string(),
  sortCode: z.number().int(),
});

const optText = (max: number) => z.string().trim().max(max).nullish();

/** Company extras kept in propertyJson (contract §3.6). */
export const ZCompanyProperties = z.strictObject({
  shortName: optText(50),
  webSite: optText(200),
  industry: optText(50),
  /** Epoch ms. */
  foundedTime: numeric(z.number().int()).nullish(),
  address: optText(200),
  managerName: optText(50),
  managerTelePhone: optText(30),
  managerMobilePhone: z
    .union([z.literal(''), z.string().regex(Rules.mobile, 'must be a mobile number')])
    .nullish(),
  manageEmail: z.union([z.literal(''), z.string().regex(Rules.email, 'must be an email')]).nullish(),
  bankName: optText(100),
  bankAccount: optText(50),
  businessscope: optText(500),
  enterpriseNature: optText(50),
  fax: optText(30),
  telePhone: optText(30),
});
export type TCompanyProperties = z.infer<typeof ZCompanyProperties>;

const ZFullName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(50)
  .regex(Rules.fullName, 'Chinese, letters and digits only');

const orgEdit = {
  id: ZId.optional(),
  /** '-1' for a top company. */
  parentId: z.union([z.literal('-1'), ZId]),
  fullName: ZFullName,
  enCode: ZEnCode,
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
};

/** Create (no id) or update a company. */
export const ZCompanyEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  ...orgEdit,
  /** Company extras (stored as JSON text), as an object or its JSON text. */
  propertyJson: jsonText(ZCompanyProperties.nullable()).optional(),
});
export type TCompanyEdit = z.infer<typeof ZCompanyEdit>;

/** Create (no id) or update a department. */
export const ZDepartmentEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  ...orgEdit,
  parentId: ZId,
  /** The department manager (a live user). */
  managerId: ZId.nullish(),
});
export type TDepartmentEdit = z.infer<typeof ZDepartmentEdit>;

/** One company or department. */
export const ZOrganizeInfo = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  parentId: z.string(),
  category: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  managerId: z.string().nullable(),
  /** Company extras as JSON text (the 3.1 client `JSON.parse`s it): `"{}"` when none and for departments. */
  propertyJson: z.string(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
});
export type TOrganizeInfo = z.infer<typeof ZOrganizeInfo>;

/** A node of the selector trees `/tree/{user|company|department|position}`. */
export const ZSelectorNode = ZTreeOf({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  /** 'company' | 'department' | 'position' | 'user'. */
  type: z.string(),
  icon: z.string(),
});

/** Which selector tree. */
export const ZSelectorTreeParams = z.strictObject({
  kind: z.enum(['user', 'company', 'department', 'position']),
});

/** Messages of the organisation module (contract §3.6, §8). */
export const ORGANIZE_MESSAGES = {
  'org.parentCycle': {
    zh: '上级机构不能是自己或自己的下级',
    zhtw: '上級機構不能是自己或自己的下級',
    en: 'The parent cannot be the organisation itself or one below it',
  },
  'org.hasUsers': {
    zh: '该机构下有员工禁止删除',
    zhtw: '該機構下有員工禁止刪除',
    en: 'The organisation still has users',
  },
  'org.hasChildren': {
    zh: '该机构下有机构禁止删除',
    zhtw: '該機構下有機構禁止刪除',
    en: 'The organisation still has organisations below it',
  },
  'org.hasPositions': {
    zh: '该机构下有岗位禁止删除',
    zhtw: '該機構下有崗位禁止刪除',
    en: 'The organisation still has positions',
  },
  'org.codeExists': {
    zh: '机构编码已存在',
    zhtw: '機構編碼已存在',
    en: 'This organisation code already exists',
  },
  'org.nameExists': {
    zh: '机构名称已存在',
    zhtw: '機構名稱已存在',
    en: 'This company name already exists here',
  },
  'org.deptNameExists': {
    zh: '部门名称已存在',
    zhtw: '部門名稱已存在',
    en: 'This department name already exists here',
  },
} as const satisfies Record<string, TText>;
