import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_CATEGORIES } from '../api.ts';
import { LogTable } from '../components/log-table.tsx';
import { LOG_NS } from '../log-i18n.ts';

/** System logs (`system/log`): login, request, exception and operation logs, one tab each. */
export function LogPage(): ReactNode {
  const { t } = useTranslation(LOG_NS);
  return (
    <Tabs
      destroyOnHidden
      items={LOG_CATEGORIES.map((c) => ({
        key: String(c),
        label: t(`categories.${c}`),
        children: <LogTable category={c} />,
      }))}
    />
  );
}
