import {
  defaultColumnData,
  FIELD_KINDS,
  SearchType,
  ZColumnData,
  type TColumnData,
  type TValueField,
} from '@app/contracts';

/** One designed column (columnList item). */
export interface TListColumn {
  prop: string;
  label: string;
  jnpfKey: string;
  align: 'left' | 'center' | 'right';
  width: number | null;
  sortable: boolean;
  fixed: 'left' | 'right' | 'none';
  [key: string]: unknown;
}

/** One designed search field: the form field's copy with its searchType. */
type TSearchEntry = Record<string, unknown> & {
  __vModel__: string;
  __config__: Record<string, unknown> & { jnpfKey?: string; label?: string };
  searchType: number;
};

/** A head or row button of the design. */
interface TListButton {
  value: string;
  label?: string;
  icon?: string;
}

/** A list design as the designer edits it: columnData (contract §5.3) with its lists always present. */
export interface TListDesign {
  [key: string]: unknown;
  columnList: TListColumn[];
  searchList: TSearchEntry[];
  btnsList: TListButton[];
  columnBtnsList: TListButton[];
  type?: number;
  defaultSidx?: string;
  sort?: 'asc' | 'desc';
  hasPage?: boolean;
  pageSize?: number;
  groupField?: string;
  treeTitle?: string;
  treeDataSource?: string;
  treeDictionary?: string;
  treePropsUrl?: string;
  treePropsValue?: string;
  treePropsLabel?: string;
  treePropsChildren?: string;
  treeDbTableFieldRelation?: string;
  useColumnPermission?: boolean;
  useFormPermission?: boolean;
  useBtnPermission?: boolean;
  useDataPermission?: boolean;
}

const RANGE_KINDS = new Set([
  'numInput',
  'JNPFAmount',
  'calculate',
  'rate',
  'slider',
  'date',
  'time',
  'createTime',
  'modifyTime',
]);

/** The search types a field kind offers: ranges for numbers, dates and times; exact or fuzzy for the rest. */
export function searchTypesOf(jnpfKey: string): number[] {
  return RANGE_KINDS.has(jnpfKey)
    ? [SearchType.range, SearchType.exact]
    : [SearchType.fuzzy, SearchType.exact];
}

/** The value fields a list may show or search: top-level, with a column (no sub-table, no layout). */
export function listableFields(fields: readonly TValueField[]): TValueField[] {
  return fields.filter((f) => !f.children && FIELD_KINDS[f.jnpfKey].column !== 'none');
}

const labelOf = (f: TValueField) => String(f.field.__config__.label ?? f.key);

/** A column for a field with the designer's defaults. */
function newColumn(f: TValueField): TListColumn {
  return {
    prop: f.key,
    label: labelOf(f),
    jnpfKey: f.jnpfKey,
    align: 'left',
    width: null,
    sortable: true,
    fixed: 'none',
  };
}

/** A search entry for a field: its copy with the kind's first search type. */
function newSearch(f: TValueField): TSearchEntry {
  return { ...structuredClone(f.field), __vModel__: f.key, searchType: searchTypesOf(f.jnpfKey)[0] };
}

function normalColumn(c: Record<string, unknown>, f: TValueField): TListColumn {
  const width =
    typeof c.width === 'number' ? c.width : typeof c.width === 'string' ? Number.parseInt(c.width, 10) : NaN;
  const fixed = c.fixed === 'left' || c.fixed === 'right' ? c.fixed : 'none';
  const align = c.align === 'center' || c.align === 'right' ? c.align : 'left';
  return {
    ...c,
    prop: f.key,
    label: typeof c.label === 'string' && c.label ? c.label : labelOf(f),
    jnpfKey: f.jnpfKey,
    align,
    width: Number.isFinite(width) && width > 0 ? width : null,
    sortable: c.sortable !== false,
    fixed,
  };
}

/**
 * The design to edit: the saved columnData over the defaults (a model without one starts with every field as a
 * column, as publishing would give it); columns and search fields naming no current field are dropped.
 */
export function parseListDesign(text: string | null, fields: readonly TValueField[]): TListDesign {
  const usable = listableFields(fields);
  const byKey = new Map(usable.map((f) => [f.key, f]));
  let saved: TColumnData = {};
  try {
    const parsed = JSON.parse(text ?? '') as unknown;
    if (parsed && typeof parsed === 'object') saved = parsed as TColumnData;
  } catch {
    // No design yet: the defaults.
  }
  const defaults = defaultColumnData(usable);
  const merged = { ...defaults, ...saved };
  const hasColumns = Array.isArray(saved.columnList) && saved.columnList.length > 0;
  const columnList = (hasColumns ? (saved.columnList ?? []) : (defaults.columnList ?? [])).flatMap((c) => {
    const f = typeof c.prop === 'string' ? byKey.get(c.prop) : undefined;
    return f ? [normalColumn(c, f)] : [];
  });
  const searchList = (saved.searchList ?? []).flatMap((s) => {
    const f = typeof s.__vModel__ === 'string' ? byKey.get(s.__vModel__) : undefined;
    if (!f) return [];
    const type = Number(s.searchType);
    const searchType = searchTypesOf(f.jnpfKey).includes(type) ? type : searchTypesOf(f.jnpfKey)[0];
    // The field as the form has it now (its label, options…), with the design's search type.
    const entry: TSearchEntry = { ...s, ...newSearch(f), searchType };
    return [entry];
  });
  return {
    ...(merged as Record<string, unknown>),
    columnList,
    searchList,
    btnsList: merged.btnsList ?? [],
    columnBtnsList: merged.columnBtnsList ?? [],
  };
}

/** Shows or hides a field as a column (a new one goes last). */
export function toggleColumn(d: TListDesign, f: TValueField, isOn: boolean): TListDesign {
  const without = d.columnList.filter((c) => c.prop !== f.key);
  return { ...d, columnList: isOn ? [...without, newColumn(f)] : without };
}

/** Moves the column `from` to where `to` is (drag and drop). */
export function moveColumn(d: TListDesign, from: string, to: string): TListDesign {
  const list = [...d.columnList];
  const i = list.findIndex((c) => c.prop === from);
  const j = list.findIndex((c) => c.prop === to);
  if (i < 0 || j < 0 || i === j) return d;
  const [moved] = list.splice(i, 1);
  list.splice(j, 0, moved);
  return { ...d, columnList: list };
}

/** Changes a column's title, width, alignment, sorting or pinning. */
export function updateColumn(d: TListDesign, prop: string, patch: Partial<TListColumn>): TListDesign {
  return { ...d, columnList: d.columnList.map((c) => (c.prop === prop ? { ...c, ...patch, prop } : c)) };
}

/** Adds or removes a field from the search fields. */
export function toggleSearch(d: TListDesign, f: TValueField, isOn: boolean): TListDesign {
  const without = d.searchList.filter((s) => s.__vModel__ !== f.key);
  return { ...d, searchList: isOn ? [...without, newSearch(f)] : without };
}

/** Sets a search field's type (one its kind offers). */
export function setSearchType(d: TListDesign, key: string, searchType: number): TListDesign {
  return {
    ...d,
    searchList: d.searchList.map((s) => {
      const kind = s.__config__.jnpfKey ?? '';
      return s.__vModel__ === key && searchTypesOf(kind).includes(searchType) ? { ...s, searchType } : s;
    }),
  };
}

/** Shows or hides a head (`btnsList`) or row (`columnBtnsList`) button, kept in the offered order. */
export function toggleButton(
  d: TListDesign,
  list: 'btnsList' | 'columnBtnsList',
  value: string,
  isOn: boolean,
  order: readonly string[],
  label: string,
): TListDesign {
  const kept = d[list].filter((b) => b.value !== value);
  const next = isOn ? [...kept, { value, label }] : kept;
  next.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return { ...d, [list]: next };
}

/** The columnData saved: the design as JNPF stores it (widths as numbers or null, settings of other types kept). */
export function toColumnData(d: TListDesign): TColumnData {
  // Every edit keeps the values the schema allows (search types of the kind, known alignments…).
  return ZColumnData.parse(d);
}
