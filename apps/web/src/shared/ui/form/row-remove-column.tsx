import { DeleteOutlined } from '@ant-design/icons';
import { Button, type TableColumnType } from 'antd';

/** The last column of an input table: one delete button per row (`label` names it for screen readers). */
export function rowRemoveColumn<TRow>(options: {
  label: string;
  title?: string;
  width?: number;
  onRemove: (index: number) => void;
}): TableColumnType<TRow> {
  return {
    key: 'actions',
    title: options.title,
    width: options.width ?? 60,
    render: (_: unknown, __: TRow, i: number) => (
      <Button
        type="text"
        danger
        aria-label={options.label}
        icon={<DeleteOutlined />}
        onClick={() => options.onRemove(i)}
      />
    ),
  };
}
