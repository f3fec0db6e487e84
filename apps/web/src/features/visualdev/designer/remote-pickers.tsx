import { flattenFields, FIELD_KINDS, type TFormField } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';

type TOption = { value: string; label: string };

function useOptions(key: string[], url: string | null, map: (row: Record<string, unknown>) => TOption[]) {
  return useQuery({
    queryKey: ['visualdev', 'picker', ...key],
    queryFn: async () =>
      (
        await http.get<{ list: Record<string, unknown>[] }>(url ?? '', undefined, { silent: true })
      ).list.flatMap(map),
    enabled: url !== null,
    retry: false,
  });
}

type TPickerQuery = ReturnType<typeof useOptions>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

interface TPickerProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
}

/** A searchable select over a picker query. */
function PickerSelect({ value, onChange, query }: TPickerProps & { query: TPickerQuery }): ReactNode {
  return (
    <Select
      showSearch
      allowClear
      options={query.data ?? []}
      loading={query.isLoading}
      value={value}
      onChange={onChange}
    />
  );
}

/** The enabled bill rules (stored by enCode in `__config__.rule`). */
export function BillRulePicker(props: TPickerProps): ReactNode {
  const q = useOptions(['billRule'], '/api/system/base/bill/rule/ops', (r) => [
    { value: text(r.enCode), label: `${text(r.fullName)} (${text(r.enCode)})` },
  ]);
  return <PickerSelect {...props} query={q} />;
}

/** The published models a relationForm may point at (Selector). */
export function ModelPicker(props: TPickerProps): ReactNode {
  const q = useOptions(['models'], '/api/visualdev/Base/Selector', (group) =>
    (Array.isArray(group.children) ? (group.children as Record<string, unknown>[]) : []).map((m) => ({
      value: text(m.id),
      label: text(m.fullName),
    })),
  );
  return <PickerSelect {...props} query={q} />;
}

/** A field of the model chosen in the same panel (`modelId`): the field shown for the related record. */
export function ModelFieldPicker(props: TPickerProps): ReactNode {
  const modelId = text(Form.useWatch('modelId'));
  const q = useOptions(
    ['fields', modelId],
    modelId ? `/api/visualdev/Base/${encodeURIComponent(modelId)}/FormDataFields` : null,
    (f) => [{ value: text(f.vmodel), label: text(f.label) }],
  );
  return <PickerSelect {...props} query={q} />;
}

/** Appends a numeric field of this form (or a sub-table column, as `table.column`) to the expression. */
export function ExpressionFieldPicker({
  fields,
  onAppend,
}: {
  fields: readonly TFormField[];
  onAppend: (expression: string[]) => void;
}): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const form = Form.useFormInstance();
  const numeric = (key: string) => FIELD_KINDS[key as keyof typeof FIELD_KINDS]?.column === 'numeric';
  const options = flattenFields(fields).flatMap((v) =>
    v.children
      ? v.children
          .filter((c) => numeric(c.jnpfKey))
          .map((c) => ({
            value: `${v.key}.${c.key}`,
            label: `${v.field.__config__.label ?? v.key}.${c.field.__config__.label ?? c.key}`,
          }))
      : numeric(v.jnpfKey) && v.jnpfKey !== 'calculate'
        ? [{ value: v.key, label: v.field.__config__.label ?? v.key }]
        : [],
  );
  return (
    <Select
      aria-label={t('p.insertField')}
      placeholder={t('p.insertField')}
      options={options}
      value={null}
      onChange={(key: string) => {
        const current = form.getFieldValue('expression') as unknown;
        const next = [...(Array.isArray(current) ? current.map(String) : []), key];
        form.setFieldValue('expression', next);
        // setFieldValue does not fire onValuesChange: the panel takes the edit from here.
        onAppend(next);
      }}
      style={{ width: '100%', marginBottom: 12 }}
    />
  );
}
