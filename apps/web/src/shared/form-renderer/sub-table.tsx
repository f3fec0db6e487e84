import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFormField } from '@app/contracts';
import { Button, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldWidget } from './field-widget.tsx';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import { sumColumns } from './form-values.ts';

type TRow = Record<string, unknown>;

interface TSubTableProps {
  field: TFormField;
  value?: TRow[];
  onChange?: (rows: TRow[]) => void;
  isReadOnly?: boolean;
}

/** The input table (`table` kind): one row per record line, add and remove rows, required cells, 合计 row. */
export function SubTable({ field, value, onChange, isReadOnly }: TSubTableProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const rows = Array.isArray(value) ? value : [];
  const columns = field.__config__.children ?? [];
  const setCell = (i: number, key: string, v: unknown): void =>
    onChange?.(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const tableColumns: TableColumnType<TRow>[] = [
    { key: '#', title: t('index'), width: 60, render: (_, __, i) => i + 1 },
    ...columns.map((c) => {
      const key = c.__vModel__ ?? '';
      return {
        key,
        title: c.__config__.required ? (
          <span className="required-mark">{c.__config__.label}</span>
        ) : (
          c.__config__.label
        ),
        render: (_: unknown, row: TRow, i: number) => (
          <FieldWidget
            field={c}
            value={row[key]}
            isReadOnly={isReadOnly}
            onChange={(v) => setCell(i, key, v)}
          />
        ),
      };
    }),
  ];
  if (!isReadOnly) {
    tableColumns.push({
      key: 'actions',
      width: 60,
      render: (_, __, i) => (
        <Button
          type="text"
          danger
          aria-label={t('removeRow')}
          icon={<DeleteOutlined />}
          onClick={() => onChange?.(rows.filter((_, j) => j !== i))}
        />
      ),
    });
  }
  const sums = sumColumns(rows, columns);
  const showSummary = field.summary !== false;
  return (
    <div className="form-renderer-sub-table">
      <Table<TRow>
        size="small"
        rowKey={(_, i) => String(i)}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        summary={() =>
          showSummary ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('summary')}</Table.Summary.Cell>
              {columns.map((c, i) => (
                <Table.Summary.Cell key={c.__vModel__ ?? i} index={i + 1}>
                  {(c.__vModel__ ?? '') in sums ? sums[c.__vModel__ ?? ''] : ''}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {isReadOnly ? null : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange?.([...rows, {}])}>
          {typeof field.actionText === 'string' && field.actionText ? field.actionText : t('addRow')}
        </Button>
      )}
    </div>
  );
}
