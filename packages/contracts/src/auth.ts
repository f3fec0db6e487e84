import { z } from 'zod';
import { LAYOUTS } from './layouts.ts';
import { textual } from './lenient.ts';
import { Rules } from './rules.ts';

export { LAYOUTS, type TLayout } from './layouts.ts';

/** The login query the client appends (ignored by the server). */
export const ZLoginQuery = z.object({
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(100).optional(),
  scope: z.string().max(100).optional(),
  grant_type: z.string().max(50).optional(),
  n: z.union([z.string(), z.number()]).optional(),
  // Credentials may also come as query parameters (contract §2.1).
  account: z.string().max(100).optional(),
  password: z.string().max(100).optional(),
  tenantId: z.string().max(100).optional(),
  userType: z.string().max(50).optional(),
  code: z.string().max(20).optional(),
  timestamp: z.union([z.string().max(30), z.number()]).optional(),
  loginType: z.string().max(20).optional(),
});

/** Sign-in credentials (spec §7 Session). */
export const ZLoginBody = z.strictObject({
  /** Account, mobile number, or `mobile@account` for a sub-account; trimmed. */
  account: z
    .string()
    .trim()
    .min(1, 'please enter the account number')
    .max(100)
    .regex(Rules.singleLine, 'no control characters'),
  /** MD5 hex of the password (password sign-in), omitted for SMS sign-in. */
  password: z.string().regex(Rules.md5, 'must be the MD5 hex of the password').optional(),
  /** Tenant id (single tenant: ignored unless given as mobile@account). */
  tenantId: z.string().max(100).optional(),
  /** User type (reserved; JNPF's client may send a number). */
  userType: textual(z.string().max(50)).optional(),
  /** SMS verification code (loginType sms). */
  code: z.string().max(20).optional(),
  /** Client timestamp. */
  timestamp: z.union([z.string().max(30), z.number()]).optional(),
  /** `password` (default) or `sms`. */
  loginType: z.enum(['password', 'sms', '']).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** Sign-in answer: the token (already prefixed `Bearer `) and the user's layout. */
export const ZLoginResult = z.object({
  token: z.string(),
  theme: z.enum(LAYOUTS),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Unlock body: re-checks the password. */
export const ZUnlockBody = z.strictObject({
  account: z.string().trim().min(1).max(100),
  password: z.string().regex(Rules.md5, 'must be the MD5 hex of the password'),
  tenantId: z.string().max(100).optional(),
  userType: textual(z.string().max(50)).optional(),
});

/** Request an SMS sign-in code. */
export const ZSmsCodeBody = z.strictObject({
  /** Mainland mobile number. */
  mobile: z.string().trim().regex(Rules.mobile, 'please enter the correct mobile number'),
});
export const ZSmsCodeResult = z.object({
  cooldownSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type TSmsCodeResult = z.infer<typeof ZSmsCodeResult>;

/** A scan-sign-in ticket. */
export const ZQrTicket = z.object({
  /** Encoded in the QR code. */
  ticket: z.string(),
  /** Known only to the waiting page; needed to poll. */
  pollKey: z.string(),
  expiresAt: z.number().int(),
});
export type TQrTicket = z.infer<typeof ZQrTicket>;
export const ZQrTicketParams = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'invalid ticket'),
});
/** Status of a scan ticket; `token` only once, when confirmed. */
export const ZQrStatus = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['waiting', 'scanned', 'expired']) }),
  z.object({ status: z.literal('confirmed'), token: z.string(), theme: z.enum(LAYOUTS) }),
]);
export type TQrStatus = z.infer<typeof ZQrStatus>;

/** A menu node of the current user's menu tree. */
export interface TMenuNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  category: string;
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  isLeaf: boolean;
  num: number;
  children: TMenuNode[] | null;
}
export const ZMenuNode: z.ZodType<TMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    icon: z.string(),
    type: z.number().int(),
    urlAddress: z.string(),
    linkTarget: z.string(),
    category: z.string(),
    propertyJson: z.string(),
    sortCode: z.number(),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    num: z.number().int(),
    children: z.array(ZMenuNode).nullable(),
  }),
);

const ZCodeItem = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });
/** Per-page permission entry: the buttons, columns and forms granted on that page. */
export const ZPermissionEntry = z.object({
  modelId: z.string(),
  moduleName: z.string(),
  button: z.array(ZCodeItem),
  column: z.array(ZCodeItem),
  form: z.array(ZCodeItem),
  resource: z.array(z.object({ id: z.string(), fullName: z.string() })),
});
export type TPermissionEntry = z.infer<typeof ZPermissionEntry>;

/** The signed-in user's info (spec §3, contract §2.2). */
export const ZUserInfo = z.object({
  userId: z.string(),
  userAccount: z.string(),
  userName: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  gender: z.string().nullable(),
  organizeId: z.string().nullable(),
  organizeName: z.string(),
  managerId: z.string().nullable(),
  roleIds: z.array(z.string()),
  roleId: z.string(),
  positionIds: z.array(z.object({ id: z.string(), name: z.string() })),
  positionId: z.string(),
  isAdministrator: z.boolean(),
  tenantId: z.string(),
  portalId: z.string(),
  theme: z.enum(LAYOUTS),
  language: z.string(),
  loginTime: z.number().nullable(),
  loginIPAddress: z.string(),
  loginIPAddressName: z.string(),
  loginPlatForm: z.string(),
  prevLogin: z.number().int(),
  prevLoginTime: z.number().nullable(),
  prevLoginIPAddress: z.string(),
  prevLoginIPAddressName: z.string(),
  /** True when the user must change an initial or reset password before working. */
  mustChangePassword: z.boolean(),
  /** Every permission code held (page enCodes and `page:button`), for `usePermission`. */
  permissions: z.array(z.string()),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZCurrentUser = z.object({
  userInfo: ZUserInfo,
  menuList: z.array(ZMenuNode),
  permissionList: z.array(ZPermissionEntry),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
