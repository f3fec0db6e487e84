import type { TFieldOption, TFormField } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { optionKeys } from './form-renderer-types.ts';

/** An option as antd selects, cascaders and trees read it. */
export interface TOption {
  value: string;
  label: string;
  title: string;
  children?: TOption[];
}

const scalarText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** Maps JNPF options (`{fullName, id, children}` or the keys of `props.props`) to antd options. */
export function toOptions(list: unknown, field: TFormField): TOption[] {
  if (!Array.isArray(list)) return [];
  const keys = optionKeys(field);
  return (list as TFieldOption[])
    .filter((o) => o && typeof o === 'object')
    .map((o) => {
      const label = scalarText(o[keys.label] ?? o.fullName);
      const kids = o[keys.children];
      return {
        value: scalarText(o[keys.value] ?? o.id),
        label,
        title: label,
        ...(Array.isArray(kids) && kids.length ? { children: toOptions(kids, field) } : {}),
      };
    });
}

/** The static options of a field (`__slot__.options` or `options`). */
export function staticOptions(field: TFormField): TOption[] {
  return toOptions(field.__slot__?.options ?? field.options, field);
}

/** Rows of a data interface answer: the list itself or its `list` / `data` property. */
export function rowsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (answer && typeof answer === 'object') {
    const { list, data } = answer as { list?: unknown; data?: unknown };
    if (Array.isArray(list)) return list;
    if (Array.isArray(data)) return data;
  }
  return [];
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The options of a field: static, from its dictionary (`dictionary`) or its data interface (`dynamic`). */
export function useFieldOptions(field: TFormField): TOption[] {
  const cfg = field.__config__;
  const dataType = cfg.dataType;
  // JNPF keeps the source in __config__ (contract §5.2); drafts of this designer before that fix kept it on the field.
  const dictType = textOf(cfg.dictionaryType) || textOf(field.dictionaryType);
  const propsUrl = textOf(cfg.propsUrl) || textOf(field.propsUrl);
  const source =
    dataType === 'dictionary' && dictType
      ? `/api/system/base/dictionary/data/data/ops/${encodeURIComponent(dictType)}`
      : dataType === 'dynamic' && propsUrl
        ? `/api/system/base/data/interface/actions/${encodeURIComponent(propsUrl)}`
        : null;
  const remote = useQuery({
    queryKey: ['formRenderer', 'options', source],
    queryFn: async () => rowsOf(await http.get<unknown>(source ?? '', undefined, { silent: true })),
    enabled: source !== null,
    staleTime: 60_000,
    retry: false,
  });
  return source ? toOptions(remote.data ?? [], field) : staticOptions(field);
}
