import { PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TListColumn, TToolbarButton } from './list-page.tsx';
import { formatTime } from '../utils/format-time.ts';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
  type TRowAction,
} from './use-row-actions.tsx';

/** What the shared columns read of a row: its id, name and 0/1 enabled mark. */
export interface TRecordRow {
  id: string;
  fullName: string;
  enabledMark: number;
}

/** The enable-switch column: toggles the row through `toggle` (PUT enabled/{id}). */
export function statusColumn<T extends TRecordRow>(
  title: string,
  toggle: (id: string) => Promise<unknown>,
  width = 100,
): TListColumn<T> {
  const render = (_: number, r: T): ReactNode => (
    <EnabledSwitch isOn={r.enabledMark === 1} name={r.fullName} onToggle={() => toggle(r.id)} />
  );
  return { title, dataIndex: 'enabledMark', width, render };
}

/** The row-actions column, right-fixed unless `isFixed` is false. */
export function actionsColumn<T>(
  title: string,
  width: number,
  actionsOf: (r: T) => TRowAction[],
  isFixed = true,
): TListColumn<T> {
  const render = (_: unknown, r: T): ReactNode => <RowActions actions={actionsOf(r)} />;
  return { title, key: 'actions', width, render, ...(isFixed ? { fixed: 'right' as const } : {}) };
}

/**
 * The sort, created-time and description columns that close a record list (`t` of the screen); sort and created
 * time wait in the column chooser so the default columns fit a 1,440 px screen.
 */
export function trailingColumns<T>(t: TFunction): TListColumn<T>[] {
  return [
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80, isHiddenByDefault: true },
    {
      title: t('creatorTime'),
      dataIndex: 'creatorTime',
      width: 160,
      isHiddenByDefault: true,
      render: (v: number | null) => formatTime(v),
    },
    { title: t('description'), dataIndex: 'description', ellipsis: true },
  ];
}

/** The "add" of a row (a child below it) or of a toolbar, under btn_add. */
export function addAction(onClick: () => void): TRowAction & TToolbarButton {
  return { key: 'add', label: buttonLabel('btn_add'), permission: 'btn_add', onClick };
}

/** The primary "add" button of a list toolbar, under btn_add. */
export function addButton(onClick: () => void): TToolbarButton {
  return { ...addAction(onClick), icon: <PlusOutlined />, isPrimary: true };
}

/**
 * Edit and delete of a row, under btn_edit and btn_remove: `remove` runs after the delete confirmation.
 * Answers the two actions of one row, given its id and what editing it opens.
 */
export function useEditRemoveActions(
  remove: (id: string) => Promise<unknown>,
): (id: string, edit: () => void) => TRowAction[] {
  const confirmDelete = useDeleteConfirm();
  return (id, edit) => [
    { key: 'edit', label: buttonLabel('btn_edit'), permission: 'btn_edit', onClick: edit },
    {
      key: 'remove',
      label: buttonLabel('btn_remove'),
      permission: 'btn_remove',
      isDanger: true,
      onClick: () => confirmDelete(() => remove(id)),
    },
  ];
}
