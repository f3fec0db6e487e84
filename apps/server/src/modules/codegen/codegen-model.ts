import {
  FIELD_KINDS,
  type TCodegenOptions,
  type TColumnKind,
  type TFormData,
  type TJnpfKey,
  type TValueField,
} from '@app/contracts';
import type { TTableLayout, TTableRef } from '../visualdev/publish/layout.ts';

/** A stored kind (every value field has a column of one of these). */
type TStoredKind = Exclude<TColumnKind, 'none'>;

/** One value field as the templates write it: its key, the TS property, its column and how it is filled. */
export interface TGenField {
  key: string;
  /** Property name in the generated table and schemas (the key; the generator refuses keys of system properties). */
  prop: string;
  column: string;
  kind: TStoredKind;
  jnpfKey: TJnpfKey;
  label: string;
  required: boolean;
  /** Filled by the server (creator, times, organisation, bill numbers), never taken from the form. */
  isSystem: boolean;
  /** The bill rule of a billRule field. */
  billRule?: string;
  /** A switch's values. */
  switchValues?: { active: string | number | boolean; inactive: string | number | boolean };
  /** Most characters of a text value (the field's maxlength, else a generous bound). */
  maxLength: number;
}

/** A sub-table (`table` kind): its key, the property and class names, its physical table and columns. */
export interface TGenSubTable {
  key: string;
  prop: string;
  className: string;
  table: string;
  fields: TGenField[];
}

/** Everything the templates need, read off a published model and the options. */
export interface TGenModel {
  modelId: string;
  fullName: string;
  version: number;
  /** kebab-case folder and URL segment. */
  module: string;
  className: string;
  /** camelCase of the class name. */
  camel: string;
  /** UPPER_SNAKE of the class name. */
  upper: string;
  description: string;
  table: string;
  fields: TGenField[];
  subTables: TGenSubTable[];
  /** Text fields the keyword searches. */
  keywordProps: string[];
  formData: TFormData;
  layout: TTableLayout;
  /** The page's path and the menu's enCode. */
  urlAddress: string;
  menuEnCode: string;
}

/** The property names of the system columns in a generated table (a field with one of these keys is renamed). */
const SYSTEM_PROPS = [
  'id',
  'parentId',
  'sortCode',
  'creatorUserId',
  'creatorTime',
  'lastModifyUserId',
  'lastModifyTime',
  'companyId',
  'organizeId',
  'positionId',
  'flowTaskId',
  'deleteTime',
  'deleteUserId',
  'version',
] as const;

const TEXT_MAX = 5000;

function genField(f: TValueField, t: TTableRef): TGenField | null {
  const col = t.columns[f.key];
  if (!col) return null;
  const config = f.field.__config__;
  const raw = f.field as Record<string, unknown>;
  const isSwitch = f.jnpfKey === 'switch';
  const maxlength = typeof raw.maxlength === 'number' && raw.maxlength > 0 ? raw.maxlength : TEXT_MAX;
  return {
    key: f.key,
    prop: f.key,
    column: col.column,
    kind: col.kind,
    jnpfKey: f.jnpfKey,
    label: typeof config.label === 'string' ? config.label : f.key,
    required: config.required === true,
    isSystem: 'system' in FIELD_KINDS[f.jnpfKey] || f.jnpfKey === 'billRule',
    billRule: f.jnpfKey === 'billRule' && typeof config.rule === 'string' ? config.rule : undefined,
    switchValues: isSwitch
      ? {
          active: (raw.activeValue as string | number | boolean | undefined) ?? 1,
          inactive: (raw.inactiveValue as string | number | boolean | undefined) ?? 0,
        }
      : undefined,
    maxLength: Math.min(maxlength, TEXT_MAX),
  };
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The field keys that would meet a system property of the generated table (the generator refuses them). */
export function systemPropClashes(fields: readonly TValueField[]): string[] {
  const all = fields.flatMap((f) => [f, ...(f.children ?? [])]);
  return all.filter((f) => (SYSTEM_PROPS as readonly string[]).includes(f.key)).map((f) => f.key);
}

/** The generation model of a published model (fields without a column, e.g. never published, are left out). */
export function buildGenModel(
  m: { id: string; fullName: string; version: number; formData: TFormData; layout: TTableLayout },
  fields: readonly TValueField[],
  searchKeys: readonly string[],
  o: TCodegenOptions,
): TGenModel {
  const main = fields.filter((f) => !f.children).flatMap((f) => genField(f, m.layout) ?? []);
  const subPrefix = o.subClassName || o.className;
  const subTables = fields
    .filter((f) => f.children && m.layout.children[f.key])
    .map((f) => {
      const child = m.layout.children[f.key];
      return {
        key: f.key,
        prop: f.key,
        className: `${subPrefix}${pascal(f.key)}`,
        table: child.table,
        fields: (f.children ?? []).flatMap((c) => genField(c, child) ?? []),
      };
    });
  const texts = main.filter((f) => f.kind === 'text' && !f.isSystem);
  const searched = texts.filter((f) => searchKeys.includes(f.key));
  const camel = o.className.charAt(0).toLowerCase() + o.className.slice(1);
  return {
    modelId: m.id,
    fullName: m.fullName,
    version: m.version,
    module: o.module,
    className: o.className,
    camel,
    upper: o.className.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase(),
    description: o.description || m.fullName,
    table: m.layout.table,
    fields: main,
    subTables,
    keywordProps: (searched.length ? searched : texts).slice(0, 8).map((f) => f.prop),
    formData: m.formData,
    layout: m.layout,
    urlAddress: `generated/${o.module}`,
    menuEnCode: `gen${o.className}`,
  };
}
