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

/** The options of a field: static, from its dictionary (dicSelect / dataType dictionary) or none yet. */
export function useFieldOptions(field: TFormField): TOption[] {
  const dictType = typeof field.dictionaryType === 'string' ? field.dictionaryType : '';
  const isDict = field.__config__.dataType === 'dictionary' && dictType !== '';
  const dict = useQuery({
    queryKey: ['formRenderer', 'dict', dictType],
    queryFn: async () =>
      (
        await http.get<{ list: TFieldOption[] }>(
          `/api/system/base/dictionary/data/data/ops/${encodeURIComponent(dictType)}`,
          undefined,
          { silent: true },
        )
      ).list,
    enabled: isDict,
    staleTime: 60_000,
  });
  if (isDict) return toOptions(dict.data ?? [], field);
  return staticOptions(field);
}
