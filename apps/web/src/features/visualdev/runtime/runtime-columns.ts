import {
  displayValue,
  FIELD_KINDS,
  type TColumnData,
  type TNameLookup,
  type TValueField,
} from '@app/contracts';

/** One list column of the model: a field key, its label and how it sorts and aligns. */
export interface TColumnSpec {
  key: string;
  title: string;
  width?: number;
  align: 'left' | 'center' | 'right';
  isSortable: boolean;
  /** Pinned to an edge of the table. */
  fixed?: 'left' | 'right';
  field: TValueField;
}

const ALIGNS = new Set(['left', 'center', 'right']);
const FILE_KINDS = new Set(['uploadFz', 'uploadImg']);

function widthOf(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * The list's columns from columnData.columnList, in its order: only props naming a value field of the form (a
 * sub-table is no column), sortable as the design says.
 */
export function buildColumnSpecs(
  columnData: TColumnData | null,
  fields: readonly TValueField[],
): TColumnSpec[] {
  const byKey = new Map(fields.filter((f) => !f.children).map((f) => [f.key, f]));
  return (columnData?.columnList ?? []).flatMap((c) => {
    const item = c as Record<string, unknown>;
    const field = typeof item.prop === 'string' ? byKey.get(item.prop) : undefined;
    if (!field) return [];
    const align = typeof item.align === 'string' && ALIGNS.has(item.align) ? item.align : 'left';
    return [
      {
        key: field.key,
        title:
          typeof item.label === 'string' && item.label ? item.label : String(field.field.__config__.label),
        width: widthOf(item.width),
        align: align as TColumnSpec['align'],
        isSortable: item.sortable === true,
        ...(item.fixed === 'left' || item.fixed === 'right' ? { fixed: item.fixed } : {}),
        field,
      },
    ];
  });
}

/** The names of uploaded files (`[{name, url}]`). */
function fileNames(v: unknown): string {
  if (!Array.isArray(v)) return '';
  return v
    .map((f: unknown) => (f && typeof f === 'object' && 'name' in f ? String(f.name) : ''))
    .filter(Boolean)
    .join(', ');
}

/** A cell's text: option labels, switch texts, dates, names (through `names`), file names, rich text as text. */
export function cellText(field: TValueField, value: unknown, names: TNameLookup): string {
  if (FILE_KINDS.has(field.jnpfKey)) return fileNames(value);
  if (FIELD_KINDS[field.jnpfKey].options && field.field.__config__.dataType === 'dictionary') {
    // Options from a dictionary: the entries' names (the List answer carries them).
    const ids = [value].flat(2).filter((v): v is string => typeof v === 'string' && v !== '');
    return ids.map((id) => names('dictionary', id) ?? id).join(',');
  }
  if (field.jnpfKey === 'editor' && typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').trim();
  const shown = displayValue(field, value, names);
  if (shown === null || shown === undefined) return '';
  if (typeof shown === 'string' || typeof shown === 'number' || typeof shown === 'boolean')
    return String(shown);
  return JSON.stringify(shown);
}

/** List sort of a table sorter: the field key and asc/desc, or none. */
export function toSort(
  field: unknown,
  order: 'ascend' | 'descend' | null | undefined,
): { sidx?: string; sort?: 'asc' | 'desc' } {
  if (!order || typeof field !== 'string' || !field) return {};
  return { sidx: field, sort: order === 'ascend' ? 'asc' : 'desc' };
}

/** A name lookup over a List answer's `names` (`{"<kind>:<id>": name}`). */
export function namesLookup(names: Readonly<Record<string, string>> | undefined): TNameLookup {
  return (kind, id) => names?.[`${kind}:${id}`];
}

/** The values of a design's button list (btnsList / columnBtnsList: `[{value, icon, label}]`). */
export function buttonValues(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((b: unknown) => {
    const value = b && typeof b === 'object' ? (b as { value?: unknown }).value : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}
