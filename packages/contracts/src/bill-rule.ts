import { z } from 'zod';
import { ZEditVersion, ZId, ZPageQuery, ZRowVersion } from './common.ts';
import { numeric, textual } from './lenient.ts';
import { ZDisplayName, ZEnCode, ZSortCode } from './dictionary.ts';
import { ZEnabledMark } from './position.ts';
import type { TText } from './text.ts';

/** Date part of a bill number. */
export const BILL_DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type TBillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/** The date part of a number for `date` in local time ('' for 'no'). */
export function formatBillDate(format: TBillDateFormat, date: Date): string {
  if (format === 'no') return '';
  const y = String(date.getFullYear());
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return format === 'yyyy' ? y : format === 'yyyyMM' ? `${y}${m}` : `${y}${m}${d}`;
}

/** The number a rule gives for serial `serial` (the first is startNumber): prefix + date + zero-padded serial. */
export function formatBillNumber(
  r: { prefix: string; dateFormat: TBillDateFormat; digit: number; startNumber: string },
  date: Date,
  serial = 0,
): string {
  const n = String(Number(r.startNumber) + serial);
  return `${r.prefix}${formatBillDate(r.dateFormat, date)}${n.padStart(r.digit, '0')}`;
}

/** A bill rule of the list. */
export const ZBillRuleItem = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  prefix: z.string(),
  dateFormat: z.enum(BILL_DATE_FORMATS),
  digit: z.number().int(),
  startNumber: z.string(),
  /** What the next number looks like today. */
  example: z.string(),
  /** Serials issued in the current date period. */
  thisNumber: z.number().int(),
  /** The last number issued, null before the first. */
  outputNumber: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type TBillRuleItem = z.infer<typeof ZBillRuleItem>;

/** Create (no id) or update (id) a bill rule. */
export const ZBillRuleEdit = z
  .strictObject({
    /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
    version: ZEditVersion,
    id: ZId.optional(),
    fullName: ZDisplayName,
    enCode: ZEnCode,
    /** Letters, digits, - and _ (up to 20). */
    prefix: z
      .string()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only')
      .default(''),
    dateFormat: z.enum(BILL_DATE_FORMATS).default('yyyyMMdd'),
    /** Serial width 1..9. */
    digit: numeric(z.number().int().min(1).max(9)),
    /** The first serial, as digits no wider than `digit`. */
    startNumber: textual(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'digits only (1-9)'),
    ),
    enabledMark: ZEnabledMark.default(1),
    sortCode: ZSortCode.default(0),
    description: z.string().max(500).nullish(),
  })
  .refine((r) => r.startNumber.length <= r.digit, {
    path: ['startNumber'],
    message: 'must not be wider than digit',
  });
export type TBillRuleEdit = z.infer<typeof ZBillRuleEdit>;

/** Bill rule list query. */
export const ZBillRulePageQuery = ZPageQuery;

/** An enabled rule for the form's billRule field. */
export const ZBillRuleOption = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });

/** getNumber query: reserve=true keeps one number per user and rule for a few minutes (form preview). */
export const ZBillNumberQuery = z.object({ reserve: z.enum(['true', 'false', '1', '0']).optional() });

/** Messages of the bill-rules module. */
export const BILL_RULE_MESSAGES = {
  'billRule.exists': {
    zh: '已存在同名或同编码数据',
    zhtw: '已存在同名或同編碼資料',
    en: 'A bill rule with this name or code already exists',
  },
  'billRule.used': {
    zh: '单据规则已引用，无法删除',
    zhtw: '單據規則已引用，無法刪除',
    en: 'The bill rule has issued numbers and cannot be deleted',
  },
  'billRule.disabled': {
    zh: '单据规则已禁用',
    zhtw: '單據規則已停用',
    en: 'The bill rule is disabled',
  },
} as const satisfies Record<string, TText>;
