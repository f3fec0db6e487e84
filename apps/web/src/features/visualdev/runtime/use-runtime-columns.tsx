import type { TColumnData, TNameLookup } from '@app/contracts';
import type { TButtonCode } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { buttonLabel, RowActions, type TRowAction } from '../../../shared/ui/use-row-actions.tsx';
import type { TRecordRow } from './runtime-api.ts';
import { buttonValues, cellText, type TColumnSpec } from './runtime-columns.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

/** Row buttons of the list design (columnBtnsList value → button code). */
const ROW_BUTTONS: Readonly<Record<string, TButtonCode>> = {
  edit: 'btn_edit',
  remove: 'btn_remove',
  detail: 'btn_detail',
};

/** What a row button does. */
interface TRowHandlers {
  edit: (id: string) => void;
  remove: (id: string) => void;
  detail: (id: string) => void;
}

/** The row buttons of the design the user holds (a preview shows only 详情, without a code). */
function rowActionsOf(
  columnData: TColumnData | null,
  row: TRecordRow,
  on: TRowHandlers,
  isPreview: boolean,
): TRowAction[] {
  const listed = buttonValues(columnData?.columnBtnsList);
  return listed.flatMap((value) => {
    const code = ROW_BUTTONS[value];
    if (!code || (isPreview && value !== 'detail')) return [];
    const handler = on[value as keyof TRowHandlers];
    return [
      {
        key: value,
        label: buttonLabel(code),
        permission: isPreview ? undefined : code,
        isDanger: value === 'remove',
        onClick: () => handler(row.id),
      },
    ];
  });
}

/**
 * The list's columns: the design's columns with display texts (names from the List answer), sorters, pinning and
 * column codes, then the row buttons.
 */
export function useRuntimeColumns(
  specs: readonly TColumnSpec[],
  columnData: TColumnData | null,
  on: TRowHandlers,
  isPreview: boolean,
  names: TNameLookup,
): TListColumn<TRecordRow>[] {
  const { t } = useTranslation(RUNTIME_NS);
  const isColumnChecked = columnData?.useColumnPermission === true && !isPreview;
  const columns: TListColumn<TRecordRow>[] = specs.map((s) => ({
    key: s.key,
    dataIndex: s.key,
    title: s.title,
    width: s.width,
    align: s.align,
    fixed: s.fixed,
    sorter: s.isSortable,
    ellipsis: true,
    permission: isColumnChecked ? s.key : undefined,
    render: (_v: unknown, row: TRecordRow): ReactNode => cellText(s.field, row[s.key], names),
  }));
  const hasActions = buttonValues(columnData?.columnBtnsList).length > 0;
  if (hasActions) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_v: unknown, row: TRecordRow) =>
        row.top === true ? null : <RowActions actions={rowActionsOf(columnData, row, on, isPreview)} />,
    });
  }
  return columns;
}
