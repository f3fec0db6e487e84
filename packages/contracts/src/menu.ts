import { z } from 'zod';
import { ZEditVersion, ZId, ZRowVersion } from './common.ts';
import { ZFlag, ZSortCode, numeric } from './lenient.ts';
import { ZConditionJson } from './data-scope.ts';
import { ZTreeOf } from './organize.ts';
import { ZEnabledMark } from './position.ts';
import { Rules } from './rules.ts';
import type { TText } from './text.ts';

/** Menu list filter: keyword on name and code (matches keep their ancestors), category. */
export const ZMenuListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** 'Web' | 'App'; both when absent. */
  category: z.enum(['Web', 'App']).optional(),
});

/** A menu of the admin tree. */
export const ZMenuAdminNode = ZTreeOf({
  id: z.string(),
  parentId: z.string(),
  /** 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 screen, 7 link. */
  type: z.number().int(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string(),
  urlAddress: z.string(),
  linkTarget: z.string(),
  category: z.string(),
  /** JSON text: {moduleId, isTree}. */
  propertyJson: z.string(),
  isButtonAuthorize: z.number().int(),
  isColumnAuthorize: z.number().int(),
  isFormAuthorize: z.number().int(),
  isDataAuthorize: z.number().int(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type TMenuAdminNode = z.infer<typeof ZMenuAdminNode>;

/** A directory of the parent selector. */
export const ZMenuOptionNode = ZTreeOf({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.number().int(),
  icon: z.string(),
});

/** One menu. */
export const ZMenuInfo = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  parentId: z.string(),
  type: z.number().int(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string(),
  urlAddress: z.string(),
  linkTarget: z.string(),
  category: z.string(),
  propertyJson: z.string(),
  isButtonAuthorize: z.number().int(),
  isColumnAuthorize: z.number().int(),
  isFormAuthorize: z.number().int(),
  isDataAuthorize: z.number().int(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type TMenuInfo = z.infer<typeof ZMenuInfo>;

/** JSON given as text or as a value. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/** Menu properties of types 3–6: the model, dictionary, report or screen id, and whether it is a tree. */
export const ZMenuProperties = z.strictObject({
  moduleId: z.string().trim().max(64).optional(),
  isTree: ZFlag.optional(),
});

const VIEW_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const LINK = /^(https?:\/\/[^\s<>"']+|\/[^\s<>"']*)$/;

/** Create (no id) or update a menu; urlAddress and propertyJson follow the type (spec §2 Dynamic routes). */
export const ZMenuEdit = z
  .strictObject({
    /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
    version: ZEditVersion,
    id: ZId.optional(),
    /** '-1' at the top, else a directory. */
    parentId: z.union([z.literal('-1'), ZId]),
    type: numeric(z.number().int().min(1).max(7)),
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
    icon: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9 _-]*$/, 'must be an icon name')
      .default(''),
    urlAddress: z.string().trim().max(500).default(''),
    linkTarget: z.enum(['_self', '_blank']).default('_self'),
    category: z.enum(['Web', 'App']).default('Web'),
    propertyJson: jsonText(ZMenuProperties).default({}),
    isButtonAuthorize: ZFlag.default(1),
    isColumnAuthorize: ZFlag.default(0),
    isFormAuthorize: ZFlag.default(0),
    isDataAuthorize: ZFlag.default(0),
    enabledMark: ZEnabledMark.default(1),
    sortCode: ZSortCode.default(0),
    description: z.string().max(500).nullish(),
  })
  .superRefine((m, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (m.type === 1 && m.urlAddress) fail('urlAddress', 'a directory has no address');
    if (m.type === 2 && !VIEW_PATH.test(m.urlAddress))
      fail('urlAddress', 'a page needs a view path such as system/menu');
    if (m.type >= 3 && m.type <= 6) {
      if (!m.propertyJson.moduleId) fail('propertyJson.moduleId', 'required for this menu type');
      if (m.urlAddress && !VIEW_PATH.test(m.urlAddress)) fail('urlAddress', 'must be a view path');
    }
    if (m.type === 7 && !LINK.test(m.urlAddress)) fail('urlAddress', 'a link needs an http(s) URL or a path');
  });
export type TMenuEdit = z.infer<typeof ZMenuEdit>;

/** Kinds of per-menu permission items. */
export const MENU_ITEM_TYPES = ['button', 'column', 'form', 'resource'] as const;
export type TMenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** `{menuId}` of the nested item routes. */
export const ZMenuIdParams = z.strictObject({ menuId: ZId });
/** `{menuId, id}` of the nested item routes. */
export const ZMenuItemParams = z.strictObject({ menuId: ZId, id: ZId });

const itemBase = {
  id: ZId.optional(),
  /** '-1' at the top, else another item of the same menu. */
  parentId: z.union([z.literal('-1'), ZId]).default('-1'),
  fullName: z
    .string()
    .trim()
    .min(1, 'required')
    .max(50)
    .regex(/^[^<>\p{Cc}]+$/u, 'no control characters or <>'),
  enCode: z
    .string()
    .trim()
    .min(1, 'required')
    .max(64)
    .regex(Rules.itemCode, 'letters, digits, dots and _; no dot at either end'),
  enabledMark: ZEnabledMark.default(1),
  sortCode: ZSortCode.default(0),
  description: z.string().max(500).nullish(),
  propertyJson: z.string().max(4000).nullish(),
};

/** Create or update a menu item, per kind. */
export const ZMenuItemEdit = {
  button: z.strictObject({
    ...itemBase,
    icon: z.string().trim().max(100).nullish(),
    urlAddress: z.string().trim().max(500).nullish(),
  }),
  column: z.strictObject({
    ...itemBase,
    bindTable: z.string().trim().max(100).nullish(),
    bindTableName: z.string().trim().max(100).nullish(),
  }),
  form: z.strictObject(itemBase),
  resource: z.strictObject({
    ...itemBase,
    /** Conditions (contract §3.11), as a value or JSON text; [] means all data. */
    conditionJson: jsonText(ZConditionJson),
    conditionText: z.string().max(1000).nullish(),
  }),
} as const;
/** An item edit body of any kind. */
export type TMenuItemEdit = z.infer<(typeof ZMenuItemEdit)[TMenuItemType]>;

const menuItemShape = {
  id: z.string(),
  moduleId: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  propertyJson: z.string().nullable(),
  creatorTime: z.number(),
  icon: z.string().nullable().optional(),
  urlAddress: z.string().nullable().optional(),
  bindTable: z.string().nullable().optional(),
  bindTableName: z.string().nullable().optional(),
  /** Data schemes: the conditions as JSON text. */
  conditionJson: z.string().optional(),
  conditionText: z.string().nullable().optional(),
};
/** A menu item (button, column, form field or data scheme) as a tree node. */
export const ZMenuItemNode = ZTreeOf(menuItemShape);
export type TMenuItemNode = z.infer<typeof ZMenuItemNode>;
/** One menu item. */
export const ZMenuItemInfo = z.object(menuItemShape);

/** Messages of the menu module. */
export const MENU_MESSAGES = {
  'menu.codeExists': { zh: '菜单编码已存在', zhtw: '選單編碼已存在', en: 'This menu code already exists' },
  'menu.nameExists': {
    zh: '菜单名称已存在',
    zhtw: '選單名稱已存在',
    en: 'This menu name already exists here',
  },
  'menu.hasChildren': {
    zh: '该菜单下有子菜单禁止删除',
    zhtw: '該選單下有子選單禁止刪除',
    en: 'The menu still has entries below it',
  },
  'menu.parentInvalid': {
    zh: '上级只能是目录，且不能是自己或自己的下级',
    zhtw: '上級只能是目錄，且不能是自己或自己的下級',
    en: 'The parent must be a directory, and not the menu itself or one below it',
  },
  'menu.builtIn': {
    zh: '系统内置菜单不能删除或修改编码',
    zhtw: '系統內建選單不能刪除或修改編碼',
    en: 'A built-in entry cannot be deleted or have its code or type changed',
  },
  'menu.itemCodeExists': { zh: '编码已存在', zhtw: '編碼已存在', en: 'This code already exists on the menu' },
  'menu.itemHasChildren': {
    zh: '该项下有子项禁止删除',
    zhtw: '該項下有子項禁止刪除',
    en: 'The entry still has entries below it',
  },
} as const satisfies Record<string, TText>;
