import { z } from 'zod';
import { ZEditVersion, ZId, ZPageQuery, ZRowVersion } from './common.ts';
import { numeric } from './lenient.ts';
import { ZDisplayName, ZEnCode, ZSortCode } from './dictionary.ts';
import { ZEnabledMark } from './position.ts';
import type { TText } from './text.ts';

/** 1 SQL, 2 static JSON, 3 HTTP API. */
export const DataInterfaceType = { sql: 1, static: 2, api: 3 } as const;

/** Parameters every SQL interface may use, filled from the caller. */
export const BUILTIN_INTERFACE_PARAMS = ['user', 'organize', 'department', 'position', 'postion'] as const;

/** A declared request parameter: a name and its default value. */
export const ZInterfaceParam = z.strictObject({
  field: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'letters, digits and _ (not first)')
    .refine((f) => !(BUILTIN_INTERFACE_PARAMS as readonly string[]).includes(f), 'is a built-in parameter'),
  value: z.string().max(500).default(''),
});
export type TInterfaceParam = z.infer<typeof ZInterfaceParam>;

/** Create (no id) or update (id) a data interface. */
export const ZDataInterfaceEdit = z
  .strictObject({
    /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
    version: ZEditVersion,
    id: ZId.optional(),
    /** A DataInterfaceType dictionary entry id. */
    categoryId: ZId,
    fullName: ZDisplayName,
    enCode: ZEnCode,
    dataType: numeric(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    /** SQL text (type 1) or JSON text (type 2). */
    query: z.string().max(100_000).default(''),
    /** URL (type 3). */
    path: z.string().trim().max(2000).default(''),
    requestMethod: z
      .enum(['get', 'post', 'GET', 'POST'])
      .default('get')
      .transform((m) => m.toLowerCase() as 'get' | 'post'),
    /** Declared request parameters. */
    requestParameters: z.array(ZInterfaceParam).max(50).default([]),
    /** checkType 2: comma-separated caller IPs allowed. */
    requestHeaders: z.string().max(2000).default(''),
    /** 0 anyone, 1 a signed-in user, 2 callers from the listed IPs. */
    checkType: numeric(z.union([z.literal(0), z.literal(1), z.literal(2)])).default(1),
    enabledMark: ZEnabledMark.default(1),
    sortCode: ZSortCode.default(0),
    description: z.string().max(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.dataType === 1 && !v.query.trim())
      ctx.addIssue({ code: 'custom', path: ['query'], message: 'required' });
    if (v.dataType === 3 && !/^https?:\/\//i.test(v.path)) {
      ctx.addIssue({ code: 'custom', path: ['path'], message: 'must be an http:// or https:// URL' });
    }
    if (v.dataType === 2) {
      try {
        JSON.parse(v.query);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['query'], message: 'must be valid JSON' });
      }
    }
    const names = v.requestParameters.map((p) => p.field);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['requestParameters'], message: 'names must be unique' });
    }
  });
export type TDataInterfaceEdit = z.infer<typeof ZDataInterfaceEdit>;

/** A data interface (list row and info). */
export const ZDataInterfaceItem = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  categoryId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  dataType: z.number().int(),
  dbLinkId: z.string(),
  query: z.string(),
  path: z.string(),
  requestMethod: z.string(),
  requestParameters: z.array(z.object({ field: z.string(), value: z.string() })),
  requestHeaders: z.string(),
  responseType: z.string(),
  checkType: z.number().int(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorUser: z.string(),
  creatorTime: z.number(),
});
export type TDataInterfaceItem = z.infer<typeof ZDataInterfaceItem>;

/** List query: category and keyword. */
export const ZDataInterfacePageQuery = ZPageQuery.extend({ categoryId: ZId.optional() });

/** Selector node: categories (categoryId '0') holding interfaces (categoryId '1'). */
export const ZDataInterfaceOption = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  categoryId: z.string(),
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
  num: z.number().int(),
  children: z
    .array(z.object({ id: z.string(), parentId: z.string(), fullName: z.string(), categoryId: z.string() }))
    .nullable(),
});

/** Values of declared parameters for a call (names must be declared). */
export const ZInterfaceCallQuery = z.record(
  z
    .string()
    .max(50)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'parameter names are letters, digits and _'),
  z.string().max(500),
);

/**
 * Envelope field of a SQL interface's answer (next to code, msg and data, which stays the contract's raw row
 * array) when the rows were cut at a limit; `msg` then says so in the caller's language.
 */
export const ZInterfaceTruncated = z.object({
  /** `rows`: more rows matched than `rowCap`; `bytes`: the rows' text (`row::text`) reached `byteCap`. */
  reason: z.enum(['rows', 'bytes']),
  /** Rows in `data`. */
  rows: z.number().int(),
  /** Most rows a SQL interface answers (DATA_INTERFACE_ROW_CAP). */
  rowCap: z.number().int(),
  /** Most bytes of row text a SQL interface answers (DATA_INTERFACE_RESULT_MAX). */
  byteCap: z.number().int(),
});
export type TInterfaceTruncated = z.infer<typeof ZInterfaceTruncated>;

/** A call-log row. */
export const ZInterfaceLogItem = z.object({
  id: z.string(),
  invokTime: z.number(),
  invokWasteTime: z.number().int(),
  userId: z.string().nullable(),
  userName: z.string(),
  invokIp: z.string(),
  invokDevice: z.string(),
  rowCount: z.number().int(),
  isOk: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type TInterfaceLogItem = z.infer<typeof ZInterfaceLogItem>;

/** Messages of the data-interfaces module. */
export const DATA_INTERFACE_MESSAGES = {
  'dataInterface.exists': {
    zh: '已存在同名或同编码数据',
    zhtw: '已存在同名或同編碼資料',
    en: 'A data interface with this name or code already exists',
  },
  'dataInterface.sqlRefused': {
    zh: 'SQL 不允许：{reason}',
    zhtw: 'SQL 不允許：{reason}',
    en: 'SQL refused: {reason}',
  },
  'dataInterface.sqlFailed': {
    zh: 'SQL 执行失败：{reason}',
    zhtw: 'SQL 執行失敗：{reason}',
    en: 'The SQL failed: {reason}',
  },
  'dataInterface.httpRefused': {
    zh: '接口地址不允许：{reason}',
    zhtw: '介面位址不允許：{reason}',
    en: 'Outbound call refused: {reason}',
  },
  'dataInterface.httpFailed': {
    zh: '接口调用失败：{reason}',
    zhtw: '介面調用失敗：{reason}',
    en: 'The outbound call failed: {reason}',
  },
  'dataInterface.ipRefused': {
    zh: '当前 IP 不在接口白名单内',
    zhtw: '目前 IP 不在介面白名單內',
    en: "Your address is not on this interface's allow-list",
  },
  'dataInterface.truncatedRows': {
    zh: '结果超过 {rowCap} 行，只返回了前 {rows} 行',
    zhtw: '結果超過 {rowCap} 列，只傳回了前 {rows} 列',
    en: 'The result has more than {rowCap} rows; only the first {rows} were returned',
  },
  'dataInterface.truncatedBytes': {
    zh: '结果超过 {byteCap} 字节，只返回了前 {rows} 行',
    zhtw: '結果超過 {byteCap} 位元組，只傳回了前 {rows} 列',
    en: 'The result is larger than {byteCap} bytes; only the first {rows} rows were returned',
  },
  'dataInterface.disabled': { zh: '接口已禁用', zhtw: '介面已停用', en: 'The data interface is disabled' },
} as const satisfies Record<string, TText>;
