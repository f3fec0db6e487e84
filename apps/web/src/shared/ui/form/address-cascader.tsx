import type { TAreaItem } from '@app/contracts';
import { Cascader } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http.ts';

/** The option shape of the cascader. */
export interface TAreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: TAreaOption[];
}

/** Areas under a node (-1 is the root). */
export async function fetchAreas(nodeId: string): Promise<TAreaOption[]> {
  const data = await http.get<{ list: TAreaItem[] }>(
    '/api/system/base/area/list',
    { nodeId },
    { silent: true },
  );
  return data.list.map((a) => ({ value: a.id, label: a.fullName, isLeaf: a.isLeaf }));
}

interface TAddressCascaderProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/** Province / city / district cascader that loads each level on demand. */
export function AddressCascader({ value, onChange }: TAddressCascaderProps): ReactNode {
  const { t } = useTranslation();
  const [options, setOptions] = useState<TAreaOption[]>([]);
  useEffect(() => {
    fetchAreas('-1').then(setOptions, () => setOptions([]));
  }, []);
  const loadData = async (path: TAreaOption[]): Promise<void> => {
    const target = path.at(-1);
    if (!target) return;
    try {
      target.children = await fetchAreas(target.value);
    } catch {
      target.children = [];
    }
    setOptions((o) => [...o]);
  };
  return (
    <Cascader<TAreaOption>
      aria-label={t('ui.pleaseSelect')}
      placeholder={t('ui.pleaseSelect')}
      options={options}
      loadData={(path) => void loadData(path)}
      value={value}
      onChange={(ids) => onChange?.((ids ?? []).map(String))}
      changeOnSelect
      notFoundContent={t('ui.noData')}
      style={{ width: '100%' }}
    />
  );
}
