import { Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_CATEGORIES, type TLogCategory } from '../api.ts';
import { LogTable } from '../components/log-table.tsx';
import { LOG_NS } from '../log-i18n.ts';

/**
 * System logs (`system/log`): login, request, exception and operation logs, one tab each. The tabs head a card of
 * their own above the chosen category's search and list cards (issue 12: they sat outside any card).
 */
export function LogPage(): ReactNode {
  const { t } = useTranslation(LOG_NS);
  const [category, setCategory] = useState<TLogCategory>(LOG_CATEGORIES[0]);
  return (
    <>
      <Card
        size="small"
        className="log-tabs-card"
        tabList={LOG_CATEGORIES.map((c) => ({ key: String(c), label: t(`categories.${c}`) }))}
        activeTabKey={String(category)}
        onTabChange={(key) => setCategory(Number(key) as TLogCategory)}
        styles={{ body: { display: 'none' } }}
      />
      <LogTable key={category} category={category} />
    </>
  );
}
