import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportOptions } from '../api.ts';
import { REPORT_NS } from '../report-i18n.ts';

/** The menu dialog's report field of a type-5 menu: a report picked by name, stored as propertyJson `{moduleId}`. */
export function ReportField(): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const reports = useReportOptions();
  const options = (reports.data ?? []).map((r) => ({
    value: r.id,
    label: `${r.fullName} (${r.enCode})${r.state === 1 ? '' : ` · ${t('disabledReport')}`}`,
  }));
  return (
    <Form.Item name="moduleId" label={t('report')} rules={[{ required: true, message: t('pickReport') }]}>
      <Select
        aria-label={t('report')}
        placeholder={t('pickReport')}
        loading={reports.isLoading}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
      />
    </Form.Item>
  );
}
