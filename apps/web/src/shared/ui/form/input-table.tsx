import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Slider, Table, type TableColumnType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialRows, summarize, type TInputColumn, type TRow } from './input-table-logic.ts';
import { rowRemoveColumn } from './row-remove-column.tsx';

interface TInputTableProps {
  columns: readonly TInputColumn[];
  value?: TRow[];
  onChange?: (rows: TRow[]) => void;
  /** Show the 合计 row. */
  showSummary?: boolean;
}

function Cell({
  column,
  value,
  onChange,
}: {
  column: TInputColumn;
  value: unknown;
  onChange: (v: unknown) => void;
}): ReactNode {
  if (column.kind === 'text') {
    return (
      <Input
        aria-label={column.label}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (column.kind === 'slider') {
    return <Slider aria-label={column.label} value={Number(value ?? 0)} onChange={onChange} />;
  }
  return (
    <InputNumber
      aria-label={column.label}
      value={typeof value === 'number' ? value : null}
      precision={column.kind === 'amount' ? 2 : undefined}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}

/** An editable table of rows: add and remove rows, numeric columns summed in a 合计 row (spec §4). */
export function InputTable({ columns, value, onChange, showSummary = true }: TInputTableProps): ReactNode {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TRow[]>(() => initialRows(value));
  const update = (next: TRow[]): void => {
    setRows(next);
    onChange?.(next);
  };
  const tableColumns: TableColumnType<TRow>[] = [
    { key: '#', title: t('ui.index'), width: 60, render: (_, __, i) => i + 1 },
    ...columns.map((c) => ({
      key: c.key,
      title: c.required ? <span className="required-mark">{c.label}</span> : c.label,
      render: (_: unknown, row: TRow, i: number) => (
        <Cell
          column={c}
          value={row[c.key]}
          onChange={(v) => update(rows.map((r, j) => (j === i ? { ...r, [c.key]: v } : r)))}
        />
      ),
    })),
    rowRemoveColumn<TRow>({
      title: t('ui.actions'),
      label: t('ui.removeRow'),
      width: 70,
      onRemove: (i) => update(rows.filter((_, j) => j !== i)),
    }),
  ];
  const sums = summarize(rows, columns);
  return (
    <div>
      <Table<TRow>
        size="small"
        rowKey={(_, i) => String(i)}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        summary={() =>
          showSummary ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('ui.summary')}</Table.Summary.Cell>
              {columns.map((c, i) => (
                <Table.Summary.Cell key={c.key} index={i + 1}>
                  {c.key in sums ? sums[c.key] : ''}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={columns.length + 1} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => update([...rows, {}])}
        style={{ marginTop: 8 }}
      >
        {t('ui.addRow')}
      </Button>
    </div>
  );
}
