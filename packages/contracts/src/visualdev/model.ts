import { z } from 'zod';
import { ZId, ZName, ZPageQuery } from '../common.ts';
import { numeric, ZSortCode } from '../lenient.ts';
import { ZEnCode } from '../dictionary.ts';
import type { TText } from '../text.ts';
import { ZColumnData, ZFormData } from './form-data.ts';

/** Model types (contract §5.1): 1 web function design, 2 app design, 3 flow form, 4 web form, 5 app form. */
export const VisualDevType = { webDesign: 1, appDesign: 2, flowForm: 3, webForm: 4, appForm: 5 } as const;

/** A model type, as a number or its digit. */
export const ZVisualDevType = numeric(z.number().int().min(1).max(5));

/** JNPF sends formData/columnData as JSON text; an object is taken too, "" is no value. */
function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return null;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON', input: v });
      return z.NEVER;
    }
  }, schema.nullable());
}

/** Create or update a model (contract §5.1 POST Base / PUT Base/{id}). */
export const ZVisualDevEdit = z.strictObject({
  /** Shown name. */
  fullName: ZName(100),
  /** Code, unique among live models. */
  enCode: ZEnCode,
  /** Category dictionary entry id (webDesign, webForm… dictionaries). */
  category: ZId,
  /** Model type 1–5. */
  type: ZVisualDevType,
  /** The draft form (JNPF formData JSON). */
  formData: jsonText(ZFormData).optional(),
  /** The draft list design (JNPF columnData JSON). */
  columnData: jsonText(ZColumnData).optional(),
  /** JNPF's table binding text (kept as given; this server always stores in its own table). */
  tables: z.string().max(10_000).nullish(),
  /** Database link (kept as given). */
  dbLinkId: z.string().max(64).nullish(),
  /** 3.2: 1 form only, 2 list and form, 3 form with workflow. */
  webType: numeric(z.number().int().min(1).max(3)).nullish(),
  description: z.string().max(500).nullish(),
  sortCode: ZSortCode.nullish(),
  /** The row version the edit was based on (update: 409 when someone saved in between); absent: last write wins. */
  version: numeric(z.number().int().min(1)).optional(),
});
export type TVisualDevEdit = z.infer<typeof ZVisualDevEdit>;

/** The model list query: type and keyword (name or code). */
export const ZVisualDevPageQuery = ZPageQuery.pick({ keyword: true }).extend({
  type: ZVisualDevType.optional(),
});

/** Selector query: published models of a type. */
export const ZVisualDevSelectorQuery = z.object({ type: ZVisualDevType.optional() });

/** A model row of the list tree (contract §5.1). */
export const ZVisualDevItem = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  state: z.number(),
  type: z.number(),
  category: z.string(),
  tables: z.string(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  creatorUser: z.string(),
  lastModifyTime: z.number().nullable(),
  lastModifyUser: z.string(),
  sortCode: z.number(),
});

/** A category group of the list tree with its models. */
export const ZVisualDevGroup = z.object({
  id: z.string(),
  parentId: z.literal('-1'),
  fullName: z.string(),
  num: z.number(),
  hasChildren: z.boolean(),
  children: z.array(ZVisualDevItem),
});

/** One model with its draft (formData and columnData as JSON text, as JNPF's designer reads them). */
export const ZVisualDevInfo = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  state: z.number(),
  type: z.number(),
  category: z.string(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
  tables: z.string(),
  dbLinkId: z.string(),
  webType: z.number(),
  description: z.string().nullable(),
  sortCode: z.number(),
  /** Row version (bumped on every save). */
  version: z.number(),
  /** Latest published version number (0 never published). */
  releaseVersion: z.number(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});

/** A field of FormDataFields: key and label (layout, sub-tables and relationForm left out). */
export const ZFormDataFieldItem = z.object({ vmodel: z.string(), label: z.string() });

/** What a publish changed in the model's table (contract: an incompatible kind change says so). */
export const ZPublishResult = z.object({
  /** Published version number. */
  version: z.number(),
  /** The model's table (see docs: vd_<id>). */
  table: z.string(),
  /** Columns added, as `table.column`. */
  added: z.array(z.string()),
  /** Fields whose kind changed incompatibly: the old column is kept, values go to the new one. */
  retyped: z.array(z.object({ field: z.string(), from: z.string(), to: z.string(), column: z.string() })),
  /** Fields no longer in the form: their columns and data stay. */
  kept: z.array(z.string()),
});
export type TPublishResult = z.infer<typeof ZPublishResult>;

/** The model as an exported JSON file (ExportData / ImportData). */
export const ZVisualDevExport = z.looseObject({
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  type: z.number(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
});

/** Import body: the file's JSON as text (or the object). */
export const ZVisualDevImport = z.strictObject({
  /** The exported model JSON. */
  data: z.union([z.string().max(5_000_000), z.looseObject({})]),
});

/** Messages of the visual-dev module. */
export const VISUALDEV_MESSAGES = {
  'visualdev.codeExists': { zh: '编码已存在', zhtw: '編碼已存在', en: 'This model code already exists' },
  'visualdev.nameExists': { zh: '名称已存在', zhtw: '名稱已存在', en: 'This model name already exists' },
  'visualdev.noForm': {
    zh: '表单为空，无法发布',
    zhtw: '表單為空，無法發佈',
    en: 'The model has no form to publish',
  },
  'visualdev.notPublished': { zh: '功能未发布', zhtw: '功能未發佈', en: 'The model is not published' },
} as const satisfies Record<string, TText>;
