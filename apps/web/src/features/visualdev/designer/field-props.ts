import { FIELD_KINDS, type TFormField, type TJnpfKey } from '@app/contracts';

/** How one property is edited. */
export type TPropEditor =
  | 'text'
  | 'number'
  | 'bool'
  | 'span'
  | 'select'
  | 'options'
  | 'regList'
  | 'expression'
  | 'billRule'
  | 'model'
  | 'modelField';

/** One property of the property panel: its path in the field JSON, text key and editor. */
export interface TPropDef {
  name: (string | number)[];
  label: string;
  editor: TPropEditor;
  /** Choices of a `select` editor: value and text key. */
  choices?: readonly (readonly [string | number, string])[];
}

const p = (
  name: TPropDef['name'],
  label: string,
  editor: TPropEditor,
  choices?: TPropDef['choices'],
): TPropDef => ({
  name,
  label,
  editor,
  ...(choices ? { choices } : {}),
});

const has = (list: readonly TJnpfKey[], k: TJnpfKey) => list.includes(k);
const INPUTS: readonly TJnpfKey[] = ['comInput', 'textarea', 'PsdInput'];
const OPTION_KINDS: readonly TJnpfKey[] = [
  'radio',
  'checkbox',
  'select',
  'dicSelect',
  'cascader',
  'treeSelect',
];
const MULTI: readonly TJnpfKey[] = [
  'select',
  'treeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'address',
];
const NUMBERS: readonly TJnpfKey[] = ['numInput', 'JNPFAmount', 'rate', 'slider'];
const DATA_TYPES = [
  ['static', 'p.static'],
  ['dictionary', 'p.dictionary'],
  ['dynamic', 'p.dynamic'],
] as const;

/** The properties the panel offers for a field of `kind` (contract §5.2 attributes). */
export function propsOf(field: TFormField): TPropDef[] {
  const k = field.__config__.jnpfKey;
  const meta = FIELD_KINDS[k];
  const isValue = meta.column !== 'none' || k === 'table';
  const out: TPropDef[] = [p(['__config__', 'label'], 'p.label', 'text')];
  if (isValue) out.push(p(['__vModel__'], 'p.key', 'text'));
  out.push(p(['__config__', 'span'], 'p.span', 'span'));
  if (isValue && !('system' in meta) && k !== 'calculate')
    out.push(p(['__config__', 'required'], 'p.required', 'bool'));
  if (has([...INPUTS, ...OPTION_KINDS, 'date', 'time', 'address', 'relationForm', 'numInput'], k))
    out.push(p(['placeholder'], 'p.placeholder', 'text'));
  if (has(['comInput', 'textarea'], k)) out.push(p(['__config__', 'defaultValue'], 'p.defaultValue', 'text'));
  if (has(NUMBERS, k)) out.push(p(['__config__', 'defaultValue'], 'p.defaultValue', 'number'));
  if (has(INPUTS, k)) out.push(p(['__config__', 'regList'], 'p.regList', 'regList'));
  if (has(OPTION_KINDS, k)) {
    out.push(p(['__config__', 'dataType'], 'p.dataType', 'select', DATA_TYPES));
    const list = k === 'cascader' || k === 'treeSelect' ? ['options'] : ['__slot__', 'options'];
    out.push(p(list, 'p.options', 'options'));
    // JNPF keeps both in __config__ (contract §5.2), where the server reads them.
    out.push(
      p(['__config__', 'dictionaryType'], 'p.dictionaryType', 'text'),
      p(['__config__', 'propsUrl'], 'p.propsUrl', 'text'),
    );
  }
  if (has(MULTI, k)) out.push(p(['multiple'], 'p.multiple', 'bool'));
  if (has(['date', 'time'], k)) out.push(p(['format'], 'p.format', 'text'));
  if (has(['numInput', 'slider'], k)) out.push(p(['min'], 'p.min', 'number'));
  if (has(['numInput', 'slider', 'rate'], k)) out.push(p(['max'], 'p.max', 'number'));
  if (has(['numInput', 'JNPFAmount'], k)) out.push(p(['precision'], 'p.precision', 'number'));
  if (has(['numInput', 'slider'], k)) out.push(p(['step'], 'p.step', 'number'));
  if (k === 'JNPFAmount') out.push(p(['showChinese'], 'p.showChinese', 'bool'));
  if (k === 'uploadFz' || k === 'uploadImg') {
    out.push(
      p(['fileSize'], 'p.fileSize', 'number'),
      p(['sizeUnit'], 'p.sizeUnit', 'select', [
        ['KB', 'KB'],
        ['MB', 'MB'],
      ]),
      p(['limit'], 'p.limit', 'number'),
      p(['accept'], 'p.accept', 'text'),
    );
  }
  if (k === 'billRule') out.push(p(['__config__', 'rule'], 'p.rule', 'billRule'));
  if (k === 'relationForm')
    out.push(p(['modelId'], 'p.modelId', 'model'), p(['relationField'], 'p.relationField', 'modelField'));
  if (k === 'relationFormAttr')
    out.push(p(['relationField'], 'p.relationField', 'text'), p(['showField'], 'p.showField', 'text'));
  if (k === 'calculate') out.push(p(['expression'], 'p.expression', 'expression'));
  if (k === 'address')
    out.push(
      p(['level'], 'p.level', 'select', [
        [0, 'p.levels.p'],
        [1, 'p.levels.c'],
        [2, 'p.levels.d'],
        [3, 'p.levels.s'],
      ]),
    );
  if (k === 'table') out.push(p(['summary'], 'p.summary', 'bool'));
  if (k === 'card') out.push(p(['header'], 'p.header', 'text'));
  if (k === 'groupTitle') out.push(p(['content'], 'p.content', 'text'));
  if (k === 'JNPFText') out.push(p(['__config__', 'defaultValue'], 'p.content', 'text'));
  if (k === 'divider') out.push(p(['__slot__', 'default'], 'p.content', 'text'));
  return out;
}

/** `base` with `patch` laid over it: objects merged key by key, arrays and scalars replaced. */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlain(base) || !isPlain(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeDeep(out[key], value);
  return out as T;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
