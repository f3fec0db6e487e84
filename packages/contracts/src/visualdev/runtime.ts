import { z } from 'zod';
import { ZId, ZRowVersion } from '../common.ts';
import { numeric } from '../lenient.ts';

/** JSON text or the object itself ("" = none). */
function jsonObject() {
  return z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON', input: v });
      return z.NEVER;
    }
  }, z.record(z.string(), z.unknown()).optional());
}

/** Path of a runtime call: the model. */
export const ZOnlineModelParams = z.strictObject({ modelId: ZId });

/** Path of a runtime record call: the model and the record. */
export const ZOnlineRecordParams = z.strictObject({ modelId: ZId, id: ZId });

/** List query of a model's records (contract §5.4): GET query (3.1) or POST body (3.2). */
export const ZOnlineListQuery = z.object({
  /** 1-based page. */
  currentPage: numeric(z.number().int().min(1).max(1_000_000)).default(1),
  /** Rows per page, up to 10,000 (grouped and non-paged lists). */
  pageSize: numeric(z.number().int().min(1).max(10_000)).default(20),
  /** Sort field: a field key of the model. */
  sidx: z.string().trim().max(64).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  /** Search conditions `{fieldKey: value}` (ranges as [min, max]), as JSON text or an object. */
  json: jsonObject(),
  /** Free text over the model's text search fields. */
  keyword: z.string().trim().max(100).optional(),
  /** "0" paged, "1" all (up to 10,000). */
  dataType: z.enum(['0', '1']).optional(),
  menuId: z.string().max(64).optional(),
});
export type TOnlineListQuery = z.infer<typeof ZOnlineListQuery>;

/** Export of a model's records (contract §5.4 Actions/Export): the list query and the columns by field key. */
export const ZOnlineExportBody = ZOnlineListQuery.extend({
  /** Comma-separated field keys of the columns to export, in order. */
  selectKey: z.string().trim().min(1).max(4000),
});
export type TOnlineExportBody = z.infer<typeof ZOnlineExportBody>;

/** Create or update a record: `data` is the form's values as JSON text (or the object). */
export const ZOnlineRecordBody = z.object({
  data: jsonObject().pipe(z.record(z.string(), z.unknown())),
  /** Flow status (webType 3); kept for the client, not used yet. */
  status: numeric(z.number().int()).optional(),
  /** The row version the edit is based on (info's `data.version`); absent: the last write wins (JNPF's client). */
  version: numeric(ZRowVersion).nullish(),
});

/** Batch delete body. */
export const ZOnlineBatchDelete = z.object({ ids: z.array(ZId).min(1).max(1000) });

/** One record's raw values (info / DataChange): `data` is JSON text. */
export const ZOnlineRecord = z.object({ id: z.string(), data: z.string() });

/** The model's published design for the runtime page (contract §5.4 Config; all strings). */
export const ZOnlineConfig = z.object({
  formData: z.string(),
  columnData: z.string(),
  flowEnCode: z.string(),
  flowId: z.string(),
  flowTemplateJson: z.string(),
  fullName: z.string(),
  webType: z.number(),
});

/** relationForm options of a model (contract §5.1 FieldDataSelect): records showing one field, paged. */
export const ZFieldDataSelectQuery = z.object({
  /** The field shown as each record's fullName. */
  field: z.string().trim().min(1).max(64),
  /** Contains, on that field. */
  keyword: z.string().trim().max(100).optional(),
  currentPage: numeric(z.number().int().min(1).max(1_000_000)).default(1),
  pageSize: numeric(z.number().int().min(1).max(500)).default(20),
});

export type TFieldDataSelectQuery = z.infer<typeof ZFieldDataSelectQuery>;

/** One relationForm option: the record id and the shown field's value. */
export const ZFieldDataOption = z.object({ id: z.string(), fullName: z.unknown() });
