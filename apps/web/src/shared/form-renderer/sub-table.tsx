import { PlusOutlined } from '@ant-design/icons';
import type { TFormField } from '@app/contracts';
import { Button, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowRemoveColumn } from '../ui/form/row-remove-column.tsx';
import { FieldWidget } from './field-widget.tsx';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import { columnStateKey, type TFieldStates } from './form-renderer-types.ts';
import { sumColumns } from './form-values.ts';

type TRow = Record<string, unknown>;

/** From this many rows the table is virtual: it scrolls inside LONG_TABLE_HEIGHT pixels. */
const VIRTUAL_FROM = 30;
const LONG_TABLE_HEIGHT = 480;
/** A virtual table needs a width in pixels: the index and action columns and 180 per value column. */
const tableWidth = (columnCount: number): number => 120 + columnCount * 180;

interface TSubTableProps {
  field: TFormField;
  value?: TRow[];
  onChange?: (rows: TRow[]) => void;
  isReadOnly?: boolean;
  /** Field states: a column whose `columnStateKey` is hidden is not shown. */
  states?: TFieldStates;
}

/** The input table (`table` kind): one row per record line, add and remove rows, required cells, 合计 row. */
export function SubTable({ field, value, onChange, isReadOnly, states = {} }: TSubTableProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const rows = Array.isArray(value) ? value : [];
  const columns = (field.__config__.children ?? []).filter(
    (c) => states[columnStateKey(field.__vModel__ ?? '', c.__vModel__ ?? '')] !== 'hidden',
  );
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
    tableColumns.push(
      rowRemoveColumn<TRow>({
        label: t('removeRow'),
        onRemove: (i) => onChange?.(rows.filter((_, j) => j !== i)),
      }),
    );
  }
  const sums = sumColumns(rows, columns);
  const isLong = rows.length > VIRTUAL_FROM;
  const showSummary = field.summary !== false;
  return (
    <div className="form-renderer-sub-table">
      <Table<TRow>
        size="small"
        rowKey={(_, i) => String(i)}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        // A long table renders only the rows in view (a 500-row record opens in one frame, not 500 rows of inputs).
        virtual={isLong}
        scroll={isLong ? { x: tableWidth(columns.length), y: LONG_TABLE_HEIGHT } : { x: true }}
        summary={() =>
          showSummary ? (
            // A virtual table draws its summary only as a fixed footer: the 合计 row stays under the scrolled rows.
            <Table.Summary fixed={isLong ? 'bottom' : undefined}>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('summary')}</Table.Summary.Cell>
                {columns.map((c, i) => (
                  <Table.Summary.Cell key={c.__vModel__ ?? i} index={i + 1}>
                    {(c.__vModel__ ?? '') in sums ? sums[c.__vModel__ ?? ''] : ''}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
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
