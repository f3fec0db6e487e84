import { z } from 'zod';
import { FIELD_KINDS, JNPF_KEYS, isJnpfKey, type TJnpfKey } from './field-kinds.ts';
import { fieldKeyProblem } from './field-key.ts';

/**
 * formData and columnData are JNPF's own JSON (contract §5.2, §5.3). The schemas check what the server relies on
 * and keep every other key as it came (loose objects, no defaults, no transforms): a JNPF 3.1 export round-trips.
 */

/** One validation rule of a field: a regular expression source and its message. */
export const ZRegRule = z.looseObject({
  /** Regular expression, JNPF style (`/^\d+$/` or the bare source). */
  pattern: z.string().max(1000),
  /** Message shown when the value does not match. */
  message: z.string().max(500).optional(),
});

/** A static option (`__slot__.options`, `options`): `{fullName, id}` plus children for trees. */
export interface TFieldOption {
  id?: unknown;
  fullName?: unknown;
  children?: TFieldOption[];
  [k: string]: unknown;
}

/** `__config__` of a field. */
export const ZFieldConfig = z.looseObject({
  /** The field kind. */
  jnpfKey: z.enum(JNPF_KEYS as [TJnpfKey, ...TJnpfKey[]]),
  /** Shown label (never an identifier). */
  label: z.string().max(500).optional(),
  /** Required value. */
  required: z.boolean().optional(),
  /** Extra pattern rules. */
  regList: z.array(ZRegRule).max(50).optional(),
  /** static | dictionary | dynamic options. */
  dataType: z.string().max(20).optional(),
  /** Bill rule enCode (billRule). */
  rule: z.string().max(100).optional(),
  /** Layout and sub-table children. */
  get children(): z.ZodOptional<z.ZodArray<typeof ZFormField>> {
    return z.array(ZFormField).max(1000).optional();
  },
});

/** One designer field (value, layout or sub-table). */
export const ZFormField = z
  .looseObject({
    __config__: ZFieldConfig,
    /** Field key: the record's property and the published column name. */
    __vModel__: z.string().max(200).optional(),
    __slot__: z.looseObject({ options: z.array(z.unknown()).optional() }).optional(),
  })
  .superRefine((f, ctx) => {
    const kind = FIELD_KINDS[f.__config__.jnpfKey];
    const needsKey = kind.column !== 'none' || f.__config__.jnpfKey === 'table';
    if (needsKey) {
      const problem = fieldKeyProblem(f.__vModel__);
      if (problem) ctx.addIssue({ code: 'custom', path: ['__vModel__'], message: problem });
    }
    if ('container' in kind && !Array.isArray(f.__config__.children)) {
      ctx.addIssue({
        code: 'custom',
        path: ['__config__', 'children'],
        message: 'is required for a container',
      });
    }
  });
export type TFormField = z.infer<typeof ZFormField>;

/** The whole form (contract §5.2). */
export const ZFormData = z
  .looseObject({
    /** Top-level fields. */
    fields: z.array(ZFormField).max(1000),
  })
  .superRefine((form, ctx) => {
    for (const problem of findKeyClashes(form.fields)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type TFormData = z.infer<typeof ZFormData>;

/** The list design (contract §5.3): loose, only the known lists are checked. */
export { ZColumnData, type TColumnData } from './column-data.ts';

/** A value field of a form, flattened out of its layout containers; a sub-table carries its own columns. */
export interface TValueField {
  key: string;
  jnpfKey: TJnpfKey;
  field: TFormField;
  /** Columns of a sub-table (`table` kind). */
  children?: TValueField[];
}

/** The value fields of a form: layout removed, sub-tables kept with their value columns (contract §5.2). */
export function flattenFields(fields: readonly TFormField[]): TValueField[] {
  const out: TValueField[] = [];
  for (const f of fields) {
    const jnpfKey = f.__config__.jnpfKey;
    const children = f.__config__.children ?? [];
    if (jnpfKey === 'table') {
      out.push({ key: f.__vModel__ ?? '', jnpfKey, field: f, children: flattenFields(children) });
    } else if (FIELD_KINDS[jnpfKey].column !== 'none') {
      out.push({ key: f.__vModel__ ?? '', jnpfKey, field: f });
    } else if (children.length) {
      out.push(...flattenFields(children));
    }
  }
  return out;
}

/** Duplicate keys among the value fields of one level (the form, or one sub-table). */
function findKeyClashes(fields: readonly TFormField[]): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const check = (list: TValueField[], where: string) => {
    const seen = new Set<string>();
    for (const v of list) {
      const lower = v.key.toLowerCase();
      if (seen.has(lower))
        problems.push({ path: ['fields'], message: `${where}duplicate field key ${v.key}` });
      seen.add(lower);
      if (v.children) check(v.children, `${v.key}: `);
    }
  };
  check(flattenFields(fields), '');
  return problems;
}

/** True when `key` is a known kind that stores a value. */
export function isValueKind(key: unknown): boolean {
  return isJnpfKey(key) && FIELD_KINDS[key].column !== 'none';
}
