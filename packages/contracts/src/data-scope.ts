import { z } from 'zod';

/** Operators of a data-permission condition (contract §3.11). */
export const CONDITION_OPS = [
  'Equal',
  'NotEqual',
  'In',
  'Contains',
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
] as const;

/** Values resolved from the caller when a scope is applied. */
export const SCOPE_TOKENS = {
  userId: '@userId',
  userAndSubordinates: '@userAraSubordinates',
  organizeId: '@organizeId',
  organizeAndBelow: '@organizationAndSuborganization',
  companyAndBelow: '@companyAndSuborganization',
} as const;

/** One condition: a field of the guarded data, an operator and a literal or token value. */
export const ZCondition = z.object({
  id: z.string().max(64).optional(),
  field: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a field name'),
  type: z.string().max(30).optional(),
  op: z.enum(CONDITION_OPS),
  value: z.union([z.string().max(500), z.number(), z.array(z.string().max(200)).max(500)]),
});
/** A group of conditions joined by `logic`; groups in a scheme are joined by AND. */
export const ZConditionGroup = z.object({
  logic: z.enum(['and', 'or']),
  groups: z.array(ZCondition).max(50),
});
/** A data-permission scheme's conditionJson; an empty array means all data. */
export const ZConditionJson = z.array(ZConditionGroup).max(20);
export type TConditionJson = z.infer<typeof ZConditionJson>;

/** The standard scopes seeded for every page whose data is organisation-bound. */
export const STANDARD_SCOPES: readonly { code: string; fullName: string; conditions: TConditionJson }[] = [
  { code: 'all', fullName: '全部数据', conditions: [] },
  {
    code: 'companyAndBelow',
    fullName: '本公司及下属数据',
    conditions: [
      { logic: 'and', groups: [{ field: 'organizeId', op: 'In', value: SCOPE_TOKENS.companyAndBelow }] },
    ],
  },
  {
    code: 'departmentAndBelow',
    fullName: '本部门及下属数据',
    conditions: [
      { logic: 'and', groups: [{ field: 'organizeId', op: 'In', value: SCOPE_TOKENS.organizeAndBelow }] },
    ],
  },
  {
    code: 'department',
    fullName: '本部门数据',
    conditions: [
      { logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: SCOPE_TOKENS.organizeId }] },
    ],
  },
  {
    code: 'self',
    fullName: '本人数据',
    conditions: [
      { logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: SCOPE_TOKENS.userId }] },
    ],
  },
];
