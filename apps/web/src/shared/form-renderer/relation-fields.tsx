import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http.ts';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import type { TWidgetProps } from './form-renderer-types.ts';

type TRecord = Record<string, unknown>;

/** The related records picked in this form, by relationForm field key (their attributes show beside them). */
interface TRelationRecords {
  get: (key: string) => TRecord | undefined;
  set: (key: string, record: TRecord | undefined) => void;
}

const RelationRecordsContext = createContext<TRelationRecords>({
  get: () => undefined,
  set: () => undefined,
});

const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The related records of the form being rendered. */
export function useRelationRecords(): TRelationRecords {
  return useContext(RelationRecordsContext);
}

/** Holds the related records picked in one form. */
export function RelationRecordsProvider({ children }: { children: ReactNode }): ReactNode {
  const [records, setRecords] = useState<Readonly<Record<string, TRecord | undefined>>>({});
  const value = useMemo<TRelationRecords>(
    () => ({ get: (k) => records[k], set: (k, r) => setRecords((all) => ({ ...all, [k]: r })) }),
    [records],
  );
  return <RelationRecordsContext.Provider value={value}>{children}</RelationRecordsContext.Provider>;
}

/** The related model's records (`FieldDataSelect`) as a searchable select; the id is stored. */
export function RelationFormField({ field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const [keyword, setKeyword] = useState('');
  const modelId = str(field.modelId);
  const shown = str(field.relationField, 'id');
  const data = useQuery({
    queryKey: ['formRenderer', 'relation', modelId, shown, keyword],
    queryFn: () =>
      http.get<{ list: Record<string, unknown>[] }>(
        `/api/visualdev/Base/${encodeURIComponent(modelId)}/FieldDataSelect`,
        { field: shown, keyword, currentPage: 1, pageSize: 20 },
        { silent: true },
      ),
    enabled: modelId !== '' && !isReadOnly,
    // Records are added while forms are open: each opening asks again.
    staleTime: 0,
    retry: false,
  });
  const rows = data.data?.list ?? [];
  const records = useContext(RelationRecordsContext);
  // FieldDataSelect answers `{id, fullName}` (the shown field's value as fullName, contract §5.1).
  const options = rows.map((r) => ({
    value: text(r.id),
    label: text(r[shown]) || text(r.fullName) || text(r.id),
  }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      disabled={isReadOnly}
      placeholder={str(field.placeholder) || t('pleaseSelect')}
      options={options}
      notFoundContent={t('relationNone')}
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(v: string | undefined) => {
        records.set(
          field.__vModel__ ?? '',
          rows.find((r) => text(r.id) === v),
        );
        onChange?.(v ?? '');
      }}
      style={{ width: '100%' }}
    />
  );
}

/** relationFormAttr: one attribute (`showField`) of the record picked in its relationForm field (`relationField`). */
export function RelationAttrField({ field }: TWidgetProps): ReactNode {
  const record = useContext(RelationRecordsContext).get(str(field.relationField));
  const value = record ? text(record[str(field.showField)]) : '';
  return <Typography.Text type={value ? undefined : 'secondary'}>{value || '—'}</Typography.Text>;
}
