import { z } from 'zod';
import { ZEditVersion, ZId, ZName, ZPageQuery, ZRowVersion } from './common.ts';
import { ZSortCode, idList, numeric, textual } from './lenient.ts';
import { ZEnabledMark } from './position.ts';
import { Rules } from './rules.ts';
import type { TText } from './text.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const optionalPattern = (re: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || re.test(v), message)
    .nullish();

/** User list query: keyword on account, name and pinyin initials; organizeId includes the subtree. */
export const ZUserPageQuery = ZPageQuery.extend({
  organizeId: ZId.optional(),
  enabledMark: z.coerce.number().int().min(0).max(1).optional(),
});

/** A user row of the list. */
export const ZUserItem = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  organizeId: z.string().nullable(),
  department: z.string(),
  positionId: z.string(),
  position: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  headIcon: z.string(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
});
export type TUserItem = z.infer<typeof ZUserItem>;

/** Profile fields a user edits about themselves (contract §2.5 PUT BaseInfo). */
export const ZProfileFields = z.object({
  realName: ZName(50),
  /** The `sex` dictionary enCode (JNPF's client may send it as a number). */
  gender: textual(z.string().trim().max(10)).nullish(),
  nation: optionalText(64),
  nativePlace: optionalText(100),
  certificatesType: optionalText(64),
  certificatesNumber: optionalText(50),
  education: optionalText(64),
  birthday: numeric(z.number().int()).nullish(),
  entryDate: numeric(z.number().int()).nullish(),
  telePhone: optionalText(30),
  landline: optionalText(30),
  mobilePhone: optionalPattern(Rules.mobile, 'please enter the correct mobile number'),
  email: optionalPattern(Rules.email, 'please enter a correct email'),
  urgentContacts: optionalText(50),
  urgentTelePhone: optionalText(30),
  postalAddress: optionalText(200),
  signature: optionalText(200),
});

/**
 * Create (no id) or update (id) a user. Positions and roles come as arrays (`positionIds`, `roleIds`) or as
 * JNPF's comma-separated `positionId` / `roleId`; when both come, the comma-separated one is taken (it is the
 * one JNPF's client edits, posting the rest of the info answer back unchanged).
 */
export const ZUserEdit = z
  .strictObject({
    /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
    version: ZEditVersion,
    ...ZProfileFields.shape,
    id: ZId.optional(),
    account: z.string().trim().min(1, 'required').max(50).regex(Rules.userAccount, 'digits and letters only'),
    organizeId: ZId,
    managerId: ZId.nullish(),
    positionIds: z.array(ZId).max(50).default([]),
    roleIds: z.array(ZId).max(50).default([]),
    /** JNPF's comma-separated position ids. */
    positionId: idList(50).nullish(),
    /** JNPF's comma-separated role ids. */
    roleId: idList(50).nullish(),
    /** Initial password as MD5 (create only); generated and shown once when absent. */
    password: z.string().regex(Rules.md5, 'must be the MD5 hex of the password').optional(),
    headIcon: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9_.-]*$/, 'must be an uploaded file name')
      .nullish(),
    enabledMark: ZEnabledMark.default(1),
    sortCode: ZSortCode.default(0),
    description: z.string().max(500).nullish(),
  })
  .transform(({ positionId, roleId, ...u }) => ({
    ...u,
    positionIds: positionId ?? u.positionIds,
    roleIds: roleId ?? u.roleIds,
  }));
export type TUserEdit = z.infer<typeof ZUserEdit>;

/** Answer of a user edit: the id, and the generated initial password when one was generated (shown once). */
export const ZUserEditResult = z.object({ id: z.string(), generatedPassword: z.string().optional() });
export type TUserEditResult = z.infer<typeof ZUserEditResult>;

/** A user's full record for the edit dialog. */
export const ZUserRecord = ZProfileFields.extend({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  account: z.string(),
  organizeId: z.string().nullable(),
  managerId: z.string().nullable(),
  positionIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  /** The position ids separated by commas (JNPF's client reads this). */
  positionId: z.string(),
  /** The role ids separated by commas (JNPF's client reads this). */
  roleId: z.string(),
  headIcon: z.string(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  isAdministrator: z.boolean(),
  creatorTime: z.number(),
});

/** Administrator's password reset (both MD5). */
export const ZResetPassword = z.strictObject({
  id: ZId,
  userPassword: z.string().regex(Rules.md5, 'must be the MD5 hex of the password'),
  validatePassword: z.string().regex(Rules.md5, 'must be the MD5 hex of the password'),
});

/** A user for selectors and the chat list. */
export const ZUserOption = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  gender: z.string().nullable(),
  department: z.string(),
  organizeId: z.string().nullable(),
  quickQuery: z.string(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
});

/** Messages of the users module. */
export const USER_MESSAGES = {
  'user.accountExists': { zh: '账号已存在', zhtw: '帳號已存在', en: 'This account already exists' },
  'user.cannotDeleteSelf': { zh: '不能删除自己', zhtw: '不能刪除自己', en: 'You cannot delete yourself' },
  'user.cannotDisableSelf': { zh: '不能禁用自己', zhtw: '不能禁用自己', en: 'You cannot disable yourself' },
  'user.superAdmin': {
    zh: '超级管理员不能被删除或禁用',
    zhtw: '超級管理員不能被刪除或禁用',
    en: 'The super administrator cannot be deleted or disabled',
  },
  'user.isManager': {
    zh: '机构主管不能删除',
    zhtw: '機構主管不能刪除',
    en: 'The user manages an organisation',
  },
  'user.managerSelf': {
    zh: '直属主管不能是自己',
    zhtw: '直屬主管不能是自己',
    en: 'A user cannot be their own manager',
  },
  'user.passwordMismatch': { zh: '密码不一致', zhtw: '密碼不一致', en: 'The passwords do not match' },
  'user.oldPasswordWrong': {
    zh: '旧密码错误，请重新输入',
    zhtw: '舊密碼錯誤，請重新輸入',
    en: 'The old password is wrong',
  },
  'grant.exceeds': {
    zh: '不能授予自己没有的权限',
    zhtw: '不能授予自己沒有的權限',
    en: 'You cannot grant permissions you do not hold yourself',
  },
} as const satisfies Record<string, TText>;
