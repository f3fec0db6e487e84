import {
  reportLineCells,
  reportLines,
  type TReportChart,
  type TReportColumn,
  type TReportFilter,
  type TReportGroup,
  type TReportRunBody,
  type TReportRunResult,
} from '@app/contracts';
import { Alert, Button, Col, DatePicker, Empty, Form, Input, Row, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/utils/route-label.ts';
import { useDictOptions } from '../../dictionary/api.ts';
import { REPORT_NS } from '../report-i18n.ts';
import { ReportChart } from './report-chart.tsx';

/** What the report view draws: the definition's columns, grouping, filters and charts. */
interface TReportLayout {
  columns: readonly TReportColumn[];
  groupBy?: TReportGroup | null;
  filters: readonly TReportFilter[];
  charts: readonly TReportChart[];
}

type TFilterValues = TReportRunBody['filters'];

/** A select of a dictionary's entries (the value is the entry id); its Form.Item passes value and onChange. */
function DictionaryFilter({
  dictionaryId,
  label,
  value,
  onChange,
}: {
  dictionaryId: string;
  label: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
}): ReactNode {
  const options = useDictOptions(dictionaryId);
  return (
    <Select
      aria-label={label}
      allowClear
      placeholder={label}
      style={{ minWidth: 160 }}
      value={value}
      onChange={onChange}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.fullName }))}
    />
  );
}

/** The filter bar: a text box, a dictionary select or a date range per filter; search and reset. */
function FilterBar({
  filters,
  onSearch,
}: {
  filters: readonly TReportFilter[];
  onSearch: (values: TFilterValues) => void;
}): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const [form] = Form.useForm<Record<string, unknown>>();
  if (!filters.length) return null;
  const submit = (values: Record<string, unknown>) => {
    const out: TFilterValues = {};
    for (const f of filters) {
      const v = values[f.field];
      if (f.kind === 'dateRange' && Array.isArray(v) && v.length === 2) {
        const [a, b] = v as [Dayjs, Dayjs];
        out[f.field] = [a.startOf('day').valueOf(), b.endOf('day').valueOf()];
      } else if (typeof v === 'string' && v.trim()) out[f.field] = v.trim();
    }
    onSearch(out);
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 12, rowGap: 8 }}>
      {filters.map((f) => (
        <Form.Item key={f.field} name={f.field} label={f.label}>
          {f.kind === 'dateRange' ? (
            <DatePicker.RangePicker aria-label={f.label} />
          ) : f.kind === 'select' && f.dictionaryId ? (
            <DictionaryFilter dictionaryId={f.dictionaryId} label={f.label} />
          ) : (
            <Input aria-label={f.label} placeholder={f.label} allowClear style={{ width: 160 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('query')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * A report as its page shows it: the filters, the page of rows with a subtotal line after each group that ends on
 * it and the grand total on the last page (the same lines the export writes), server paging, then the charts.
 */
export function ReportView({
  layout,
  result,
  isLoading,
  error,
  body,
  onBodyChange,
  toolbar,
}: {
  layout: TReportLayout;
  result: TReportRunResult | undefined;
  isLoading: boolean;
  error?: string | null;
  body: TReportRunBody;
  onBodyChange: (body: TReportRunBody) => void;
  toolbar?: ReactNode;
}): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const lang = currentLanguage();
  const lines = result ? reportLines(result, layout.groupBy) : [];
  const rows = lines.map((line, i) => ({
    key: i,
    kind: line.kind,
    cells: reportLineCells(line, layout.columns, lang),
  }));
  return (
    <div data-testid="report-view">
      <Row justify="space-between" align="top">
        <Col flex="auto">
          <FilterBar
            filters={layout.filters}
            onSearch={(filters) => onBodyChange({ ...body, filters, currentPage: 1 })}
          />
        </Col>
        <Col>{toolbar}</Col>
      </Row>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table
        size="small"
        bordered
        loading={isLoading}
        dataSource={rows}
        rowClassName={(r) => (r.kind === 'row' ? '' : `report-${r.kind}`)}
        scroll={{ x: 'max-content' }}
        columns={layout.columns.map((c, i) => ({
          key: c.field,
          title: c.title,
          width: c.width,
          align: c.align,
          render: (_: unknown, r: (typeof rows)[number]) =>
            r.kind === 'row' ? r.cells[i] : <strong>{r.cells[i]}</strong>,
        }))}
        pagination={{
          current: body.currentPage,
          pageSize: body.pageSize,
          total: result?.pagination.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (count) => t('total', { count }),
          onChange: (currentPage, pageSize) => onBodyChange({ ...body, currentPage, pageSize }),
        }}
      />
      {layout.charts.length > 0 && result && (
        <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
          {layout.charts.map((c, i) => (
            <Col key={`${i}-${c.type}`} xs={24} lg={12}>
              {result.chartData[i] ? (
                <ReportChart chart={c} data={result.chartData[i]} columns={layout.columns} />
              ) : (
                <Empty />
              )}
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
