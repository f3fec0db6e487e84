import { REPORT_CHART_TYPES, REPORT_FILTER_KINDS, REPORT_FORMATS } from '@app/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_NS } from '../report-i18n.ts';

type TOption = { value: string; label: string };
type TCell = (f: FormListFieldData) => ReactNode;

/** An editable table of one Form.List: a row per item, the given cells, move and remove per row, an add button. */
function ListTable({
  name,
  addLabel,
  initial,
  cells,
}: {
  name: string;
  addLabel: string;
  initial: () => object;
  cells: { title: string; width?: number; cell: TCell }[];
}): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const actions = (f: FormListFieldData, i: number, count: number, op: FormListOperation) => (
    <Space size={0}>
      <Button
        type="text"
        size="small"
        aria-label={t('moveUp')}
        icon={<ArrowUpOutlined />}
        disabled={i === 0}
        onClick={() => op.move(i, i - 1)}
      />
      <Button
        type="text"
        size="small"
        aria-label={t('moveDown')}
        icon={<ArrowDownOutlined />}
        disabled={i === count - 1}
        onClick={() => op.move(i, i + 1)}
      />
      <Button
        type="text"
        size="small"
        danger
        aria-label={t('remove')}
        icon={<DeleteOutlined />}
        onClick={() => op.remove(f.name)}
      />
    </Space>
  );
  return (
    <Form.List name={name}>
      {(fields, op) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            columns={[
              ...cells.map((c) => ({
                title: c.title,
                width: c.width,
                render: (_: unknown, f: FormListFieldData) => c.cell(f),
              })),
              {
                title: '',
                width: 110,
                render: (_: unknown, f: FormListFieldData, i: number) => actions(f, i, fields.length, op),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => op.add(initial())}
          >
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

const item = (f: FormListFieldData, key: string, node: ReactNode, extra: object = {}) => (
  <Form.Item name={[f.name, key]} noStyle {...extra}>
    {node}
  </Form.Item>
);

/**
 * The designer's tabs: columns (field, title, format, width, align, summed), grouping (field, subtotals, grand
 * total), filters (field, label, kind, dictionary, interface parameters) and charts (type, title, x, y).
 */
export function DesignerTabs({
  fields,
  columnFields,
  isInterface,
  dictionaries,
}: {
  /** The source's fields, offered where a field is typed. */
  fields: readonly TOption[];
  /** The report's columns, offered for grouping and charts. */
  columnFields: readonly TOption[];
  isInterface: boolean;
  dictionaries: readonly TOption[];
}): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  // A field is typed (an interface's result columns are not known before it runs) or picked from the source's.
  const typedField = (label: string) => (
    <AutoComplete options={[...fields]} style={{ width: 150 }} filterOption popupMatchSelectWidth={false}>
      <Input aria-label={label} />
    </AutoComplete>
  );
  const columns = (
    <ListTable
      name="columns"
      addLabel={t('addColumn')}
      initial={() => ({ field: '', title: '', format: 'text', width: 120, align: 'left', isSum: false })}
      cells={[
        { title: t('field'), cell: (f) => item(f, 'field', typedField(t('field'))) },
        {
          title: t('columnTitle'),
          cell: (f) => item(f, 'title', <Input aria-label={t('columnTitle')} style={{ width: 140 }} />),
        },
        {
          title: t('format'),
          cell: (f) =>
            item(
              f,
              'format',
              <Select
                aria-label={t('format')}
                style={{ width: 110 }}
                options={REPORT_FORMATS.map((v) => ({ value: v, label: t(`formats.${v}`) }))}
              />,
            ),
        },
        {
          title: t('width'),
          cell: (f) =>
            item(
              f,
              'width',
              <InputNumber aria-label={t('width')} min={40} max={800} style={{ width: 80 }} />,
            ),
        },
        {
          title: t('align'),
          cell: (f) =>
            item(
              f,
              'align',
              <Select
                aria-label={t('align')}
                style={{ width: 80 }}
                options={(['left', 'center', 'right'] as const).map((v) => ({
                  value: v,
                  label: t(`aligns.${v}`),
                }))}
              />,
            ),
        },
        {
          title: t('isSum'),
          cell: (f) =>
            item(f, 'isSum', <Switch aria-label={t('isSum')} size="small" />, { valuePropName: 'checked' }),
        },
      ]}
    />
  );
  const grouping = (
    <Space direction="vertical">
      <Form.Item name="groupField" label={t('groupField')}>
        <Select
          aria-label={t('groupField')}
          allowClear
          placeholder={t('noGroup')}
          style={{ width: 220 }}
          options={[...columnFields]}
        />
      </Form.Item>
      <Form.Item name="subtotals" label={t('subtotals')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="grandTotal" label={t('grandTotal')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Space>
  );
  const filters = (
    <ListTable
      name="filters"
      addLabel={t('addFilter')}
      initial={() => ({ field: '', label: '', kind: 'text' })}
      cells={[
        { title: t('field'), cell: (f) => item(f, 'field', typedField(t('field'))) },
        {
          title: t('label'),
          cell: (f) => item(f, 'label', <Input aria-label={t('label')} style={{ width: 120 }} />),
        },
        {
          title: t('kind'),
          cell: (f) =>
            item(
              f,
              'kind',
              <Select
                aria-label={t('kind')}
                style={{ width: 150 }}
                options={REPORT_FILTER_KINDS.map((v) => ({ value: v, label: t(`kinds.${v}`) }))}
              />,
            ),
        },
        {
          title: t('dictionary'),
          cell: (f) =>
            item(
              f,
              'dictionaryId',
              <Select
                aria-label={t('dictionary')}
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 140 }}
                options={[...dictionaries]}
              />,
            ),
        },
        ...(isInterface
          ? [
              {
                title: t('param'),
                cell: (f: FormListFieldData) =>
                  item(f, 'param', <Input aria-label={t('param')} style={{ width: 100 }} />),
              },
              {
                title: t('paramEnd'),
                cell: (f: FormListFieldData) =>
                  item(f, 'paramEnd', <Input aria-label={t('paramEnd')} style={{ width: 100 }} />),
              },
            ]
          : []),
      ]}
    />
  );
  const charts = (
    <ListTable
      name="charts"
      addLabel={t('addChart')}
      initial={() => ({ type: 'bar', title: '', x: undefined, y: [] })}
      cells={[
        {
          title: t('chartType'),
          cell: (f) =>
            item(
              f,
              'type',
              <Select
                aria-label={t('chartType')}
                style={{ width: 100 }}
                options={REPORT_CHART_TYPES.map((v) => ({ value: v, label: t(`chartTypes.${v}`) }))}
              />,
            ),
        },
        {
          title: t('chartTitle'),
          cell: (f) => item(f, 'title', <Input aria-label={t('chartTitle')} style={{ width: 130 }} />),
        },
        {
          title: t('x'),
          cell: (f) =>
            item(f, 'x', <Select aria-label={t('x')} style={{ width: 130 }} options={[...columnFields]} />),
        },
        {
          title: t('y'),
          cell: (f) =>
            item(
              f,
              'y',
              <Select
                aria-label={t('y')}
                mode="multiple"
                style={{ width: 180 }}
                options={[...columnFields]}
              />,
            ),
        },
      ]}
    />
  );
  return (
    <Tabs
      size="small"
      items={[
        { key: 'columns', label: t('columns'), children: columns, forceRender: true },
        { key: 'grouping', label: t('grouping'), children: grouping, forceRender: true },
        { key: 'filters', label: t('filters'), children: filters, forceRender: true },
        { key: 'charts', label: t('charts'), children: charts, forceRender: true },
      ]}
    />
  );
}
