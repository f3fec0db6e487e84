import { FIELD_KINDS, type TFormField, type TJnpfKey } from '@app/contracts';
import { usedIds } from './design-tree.ts';

const twoOptions = (text: string) => [
  { fullName: `${text}1`, id: '1' },
  { fullName: `${text}2`, id: '2' },
];

/** The kind-specific attributes a new field starts with (JNPF designer defaults, contract §5.2). */
function extrasOf(kind: TJnpfKey, optionText: string): Record<string, unknown> {
  switch (kind) {
    case 'radio':
    case 'checkbox':
    case 'select':
      return { __slot__: { options: twoOptions(optionText) } };
    case 'cascader':
    case 'treeSelect':
      return { options: twoOptions(optionText), props: { props: { label: 'fullName', value: 'id' } } };
    case 'numInput':
      return { min: 0, max: 1_000_000, step: 1, precision: 0 };
    case 'JNPFAmount':
      return { precision: 2, showChinese: true };
    case 'switch':
      return { activeValue: 1, inactiveValue: 0 };
    case 'rate':
      return { max: 5 };
    case 'slider':
      return { min: 0, max: 100, step: 1 };
    case 'date':
      return { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp' };
    case 'time':
      return { format: 'HH:mm:ss', 'value-format': 'HH:mm:ss' };
    case 'uploadFz':
      return { fileSize: 10, sizeUnit: 'MB', limit: 9 };
    case 'uploadImg':
      return { fileSize: 2, sizeUnit: 'MB', limit: 9, accept: 'image/*' };
    case 'address':
      return { level: 2 };
    case 'calculate':
      return { expression: [] };
    case 'table':
      return { summary: true, showTitle: true };
    case 'divider':
      return { __slot__: { default: '' } };
    default:
      return {};
  }
}

/** A fresh key `<kind>Field<id>` (letters and digits only, unique in the form). */
function freshKey(kind: string, id: number, keys: Set<string>): string {
  const base = kind.replace(/[^A-Za-z0-9]/g, '');
  let key = `${base.charAt(0).toLowerCase()}${base.slice(1)}Field${id}`;
  for (let n = 1; keys.has(key.toLowerCase()); n += 1) key = `${base}Field${id}x${n}`;
  return key;
}

/** The next free formId of a form. */
export function nextId(fields: readonly TFormField[]): number {
  return Math.max(100, ...usedIds(fields).ids) + 1;
}

/** A new field of `kind` with a fresh id and key; tab and collapse start with one pane. */
export function createField(
  kind: TJnpfKey,
  texts: { label: string; option: string },
  fields: readonly TFormField[],
): TFormField {
  const label = texts.label;
  const { keys } = usedIds(fields);
  const id = nextId(fields);
  const meta = FIELD_KINDS[kind];
  const isContainer = 'container' in meta;
  const hasKey = meta.column !== 'none' || kind === 'table';
  const pane = (paneId: number): TFormField => ({
    __config__: { jnpfKey: kind, label: `${label} 1`, formId: paneId, span: 24, children: [] },
  });
  return {
    __config__: {
      jnpfKey: kind,
      label,
      required: false,
      span: 24,
      showLabel: true,
      regList: [],
      layout: isContainer ? 'rowFormItem' : 'colFormItem',
      formId: id,
      renderKey: id,
      ...(isContainer ? { children: kind === 'tab' || kind === 'collapse' ? [pane(id + 1)] : [] } : {}),
    },
    ...(hasKey ? { __vModel__: freshKey(kind, id, keys) } : {}),
    ...extrasOf(kind, texts.option),
  };
}

/** A copy of `field` (and its children) with fresh ids and keys, for "copy" on the canvas. */
export function copyField(field: TFormField, fields: readonly TFormField[]): TFormField {
  const { keys } = usedIds(fields);
  let id = nextId(fields);
  const renew = (f: TFormField): TFormField => {
    const fresh = id++;
    const copy = { ...f, __config__: { ...f.__config__, formId: fresh, renderKey: fresh } };
    if (f.__vModel__) {
      copy.__vModel__ = freshKey(f.__config__.jnpfKey, fresh, keys);
      keys.add(copy.__vModel__.toLowerCase());
    }
    if (f.__config__.children) copy.__config__.children = f.__config__.children.map(renew);
    return copy;
  };
  return renew(structuredClone<TFormField>(field));
}
