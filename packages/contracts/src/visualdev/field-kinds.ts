/**
 * The field kinds of JNPF's form designer (contract §5.2): one row per `jnpfKey`, with its palette group, how its
 * value is stored in a published model's table and how the list searches it. Server (DDL, validation) and web
 * (palette, renderer) read this one table.
 */

/** How a value is stored in a published model's table (`none`: layout, no value). */
export type TColumnKind = 'text' | 'numeric' | 'bigint' | 'boolean' | 'jsonb' | 'none';

/** The designer palette group of a kind. */
export type TKindGroup = 'basic' | 'advanced' | 'system' | 'layout';

/** What one kind is. */
export interface TFieldKind {
  /** Palette group. */
  readonly group: TKindGroup;
  /** Storage column kind (`none` for layout and display-only kinds). */
  readonly column: TColumnKind;
  /** Holds `__config__.children` (containers and the sub-table). */
  readonly container?: boolean;
  /** Filled by the server (system fields, bill numbers); the client's value is ignored. */
  readonly system?: boolean;
  /** Picks from options (`__slot__.options`, `options`, dictionary or data interface). */
  readonly options?: boolean;
}

const k = (group: TKindGroup, column: TColumnKind, more: Partial<TFieldKind> = {}): TFieldKind => ({
  group,
  column,
  ...more,
});

/** Every jnpfKey of contract §5.2 (3.1 designer + 3.2 server). */
export const FIELD_KINDS = {
  comInput: k('basic', 'text'),
  textarea: k('basic', 'text'),
  numInput: k('basic', 'numeric'),
  JNPFAmount: k('basic', 'numeric'),
  PsdInput: k('basic', 'text'),
  switch: k('basic', 'boolean'),
  radio: k('basic', 'text', { options: true }),
  checkbox: k('basic', 'jsonb', { options: true }),
  select: k('basic', 'jsonb', { options: true }),
  cascader: k('basic', 'jsonb', { options: true }),
  time: k('basic', 'text'),
  timeRange: k('basic', 'jsonb'),
  date: k('basic', 'bigint'),
  dateRange: k('basic', 'jsonb'),
  uploadFz: k('basic', 'jsonb'),
  uploadImg: k('basic', 'jsonb'),
  colorPicker: k('basic', 'text'),
  rate: k('basic', 'numeric'),
  slider: k('basic', 'numeric'),
  divider: k('basic', 'none'),
  JNPFText: k('basic', 'none'),
  editor: k('basic', 'text'),
  comSelect: k('advanced', 'jsonb'),
  depSelect: k('advanced', 'jsonb'),
  posSelect: k('advanced', 'jsonb'),
  userSelect: k('advanced', 'jsonb'),
  dicSelect: k('advanced', 'jsonb', { options: true }),
  treeSelect: k('advanced', 'jsonb', { options: true }),
  address: k('advanced', 'jsonb'),
  billRule: k('advanced', 'text', { system: true }),
  table: k('advanced', 'none', { container: true }),
  relationForm: k('advanced', 'text'),
  relationFormAttr: k('advanced', 'none'),
  relationFlow: k('advanced', 'text'),
  relationFlowAttr: k('advanced', 'none'),
  calculate: k('advanced', 'numeric'),
  popupSelect: k('advanced', 'text'),
  createUser: k('system', 'text', { system: true }),
  createTime: k('system', 'bigint', { system: true }),
  modifyUser: k('system', 'text', { system: true }),
  modifyTime: k('system', 'bigint', { system: true }),
  currOrganize: k('system', 'text', { system: true }),
  currDept: k('system', 'text', { system: true }),
  currPosition: k('system', 'text', { system: true }),
  groupTitle: k('layout', 'none'),
  card: k('layout', 'none', { container: true }),
  row: k('layout', 'none', { container: true }),
  tab: k('layout', 'none', { container: true }),
  collapse: k('layout', 'none', { container: true }),
} as const satisfies Readonly<Record<string, TFieldKind>>;

/** A known jnpfKey. */
export type TJnpfKey = keyof typeof FIELD_KINDS;

/** Every known jnpfKey, in palette order. */
export const JNPF_KEYS = Object.keys(FIELD_KINDS) as TJnpfKey[];

/** True when `key` is a jnpfKey of the catalogue. */
export function isJnpfKey(key: unknown): key is TJnpfKey {
  return typeof key === 'string' && Object.hasOwn(FIELD_KINDS, key);
}

/** The PostgreSQL type of each storage kind (epoch ms for instants, jsonb for arrays and files). */
export const SQL_COLUMN_TYPES: Readonly<Record<Exclude<TColumnKind, 'none'>, string>> = {
  text: 'text',
  numeric: 'numeric',
  bigint: 'bigint',
  boolean: 'boolean',
  jsonb: 'jsonb',
};

/** The storage column kind of a jnpfKey (`none` for layout kinds and unknown keys). */
export function columnKindOf(key: string): TColumnKind {
  return isJnpfKey(key) ? FIELD_KINDS[key].column : 'none';
}
