import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { useFilterFlows, type TFlowFilters } from './api.ts';
import { DAILY_NS } from './daily-i18n.ts';
import { dayWindow, STATUS_CODES, statusLabel } from './flow-labels.ts';

interface TFilterValues {
  flowId?: string;
  flowCategory?: string;
  range?: [Dayjs, Dayjs] | null;
  status?: number;
}

/** The search bar of the daily lists: keyword, flow, category, launch dates and (where it helps) status. */
export function FlowFilters(props: {
  onSearch: (filters: TFlowFilters) => void;
  hasStatus?: boolean;
}): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const flows = useFilterFlows();
  const groups = flows.data ?? [];
  const flowOptions = groups
    .filter((g) => g.children.length > 0)
    .map((g) => ({
      label: g.fullName,
      title: g.fullName,
      options: g.children.map((f) => ({ value: f.id, label: f.fullName })),
    }));
  return (
    <KeywordSearchBar
      onSearch={(keyword, values) => {
        const v = values as TFilterValues;
        const range = v.range ? ([v.range[0].toDate(), v.range[1].toDate()] as const) : null;
        props.onSearch({
          keyword,
          flowId: v.flowId || undefined,
          flowCategory: v.flowCategory || undefined,
          status: v.status,
          ...dayWindow(range),
        });
      }}
    >
      <Form.Item name="flowCategory">
        <Select
          allowClear
          aria-label={t('pickCategory')}
          placeholder={t('pickCategory')}
          style={{ width: 150 }}
          options={groups.map((g) => ({ value: g.enCode, label: g.fullName }))}
        />
      </Form.Item>
      <Form.Item name="flowId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('pickFlow')}
          placeholder={t('pickFlow')}
          style={{ width: 160 }}
          options={flowOptions}
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker
          aria-label={t('dateRange')}
          placeholder={[t('from'), t('to')]}
          style={{ width: 240 }}
        />
      </Form.Item>
      {props.hasStatus ? (
        <Form.Item name="status">
          <Select
            allowClear
            aria-label={t('pickStatus')}
            placeholder={t('pickStatus')}
            style={{ width: 150 }}
            options={STATUS_CODES.map((s) => ({ value: s, label: t(statusLabel(s).key) }))}
          />
        </Form.Item>
      ) : null}
    </KeywordSearchBar>
  );
}
