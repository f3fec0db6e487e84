import { z } from 'zod';
import { LAYOUTS } from './auth.ts';
import { ZPageQuery } from './common.ts';
import { LANGUAGES } from './text.ts';
import { ZProfileFields } from './user.ts';
import { Rules } from './rules.ts';

/** The signed-in user's own record (contract §2.5 BaseInfo). */
export const ZBaseInfo = ZProfileFields.extend({
  id: z.string(),
  account: z.string(),
  organize: z.string(),
  /** The company of the user's organisation ('' when none). */
  company: z.string(),
  position: z.string(),
  manager: z.string(),
  roleId: z.string(),
  roleIds: z.string(),
  creatorTime: z.number(),
  prevLogTime: z.number().nullable(),
  theme: z.string(),
  language: z.string(),
  avatar: z.string(),
  headIcon: z.string(),
});
export type TBaseInfo = z.infer<typeof ZBaseInfo>;

/** Edit your own profile. */
export const ZUpdateProfile = z.strictObject(ZProfileFields.shape);

/** Change your own password (both MD5; the client checks the plain password against the rule). */
export const ZChangePassword = z.strictObject({
  oldPassword: z.string().regex(Rules.md5, 'must be the MD5 hex of the password'),
  password: z.string().regex(Rules.md5, 'must be the MD5 hex of the password'),
  code: z.string().max(20).optional(),
  timestamp: z.union([z.string().max(30), z.number()]).optional(),
});

export const ZSystemTheme = z.strictObject({ theme: z.enum(LAYOUTS) });
export const ZSystemLanguage = z.strictObject({ language: z.enum(LANGUAGES) });

/** One subordinate. */
export const ZSubordinate = z.object({
  id: z.string(),
  avatar: z.string(),
  userName: z.string(),
  department: z.string(),
});
export type TSubordinate = z.infer<typeof ZSubordinate>;

/** Your own system log query. */
export const ZOwnLogQuery = ZPageQuery.extend({
  category: z.coerce
    .number()
    .int()
    .refine((v) => [1, 3, 4, 5].includes(v), 'must be 1, 3, 4 or 5')
    .default(1),
  startTime: z.coerce.number().int().optional(),
  endTime: z.coerce.number().int().optional(),
});
export const ZOwnLogItem = z.object({
  id: z.string(),
  creatorTime: z.number(),
  userName: z.string().nullable(),
  ipaddress: z.string().nullable(),
  ipAddressName: z.string().nullable(),
  platForm: z.string().nullable(),
  requestURL: z.string().nullable(),
  requestMethod: z.string().nullable(),
  requestDuration: z.number().nullable(),
  abstracts: z.string().nullable(),
  category: z.number(),
});
export type TOwnLogItem = z.infer<typeof ZOwnLogItem>;
