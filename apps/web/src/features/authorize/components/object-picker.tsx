import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { fetchRoles } from '../../role/api.ts';
import type { TGrantObjectType } from '../api.ts';
import { AUTHORIZE_NS } from '../authorize-i18n.ts';

interface TOption {
  value: string;
  label: string;
}

async function fetchOptions(type: TGrantObjectType): Promise<TOption[]> {
  if (type === 'Role') {
    return (await fetchRoles('ops')).map((n) => ({ value: n.id, label: `${n.fullName} (${n.enCode})` }));
  }
  if (type === 'Position') {
    const r = await http.get<{ list: { id: string; fullName: string; enCode: string }[] }>(
      '/api/system/permission/position/list/all',
    );
    return r.list.map((p) => ({ value: p.id, label: `${p.fullName} (${p.enCode})` }));
  }
  const r = await http.get<{ list: { id: string; realName: string; account: string }[] }>(
    '/api/system/permission/users/list/all',
  );
  return r.list.map((u) => ({ value: u.id, label: `${u.realName}/${u.account}` }));
}

/** Chooses the role, position or user to authorise (searchable). */
export function ObjectPicker(props: {
  type: TGrantObjectType;
  value?: string;
  onChange: (id: string, label: string) => void;
}): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const options = useQuery({
    queryKey: ['authorize-objects', props.type],
    queryFn: () => fetchOptions(props.type),
  });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('pickObject')}
      placeholder={t('pickObject')}
      loading={options.isLoading}
      options={options.data ?? []}
      value={props.value}
      onChange={(v: string, o) => props.onChange(v, Array.isArray(o) ? '' : (o?.label ?? ''))}
      style={{ width: 280 }}
      notFoundContent={t('pickObject')}
    />
  );
}
