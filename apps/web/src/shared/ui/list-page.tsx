import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, type TableColumnType, type TableProps } from 'antd';
import { useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageGrants } from '../auth/permission.tsx';
import { scrollToTop } from '../utils/scroll-to.ts';
import { shownColumns, useColumnChoice, type TChoosable } from './column-choice.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { useGuardedColumns } from './column-guard.ts';
import { filterByGrants, type TGuarded } from './list-permissions.ts';
import { PAGE_SIZES, type TPaged } from './use-paged-query.ts';

/** A toolbar button; `permission` is its button enCode (btn_add…). */
export interface TToolbarButton extends TGuarded {
  key: string;
  label: string;
  icon?: ReactNode;
  isPrimary?: boolean;
  isDanger?: boolean;
  isDisabled?: boolean;
  onClick: () => void;
}

/**
 * A column; `permission` is its column enCode. Its `key` (or plain `dataIndex`) is its stable id: column
 * permissions and the column chooser's remembered choices go by it. `isHiddenByDefault` leaves it out of the
 * default view (the default columns fit a 1,440 px screen); the column chooser shows it on request.
 */
export type TListColumn<T> = TableColumnType<T> & TGuarded & TChoosable;

/** What a list page gives the scaffold. */
export interface TListPageProps<T> {
  title?: ReactNode;
  rowKey: keyof T & string;
  columns: readonly TListColumn<T>[];
  query: UseQueryResult<TPaged<T>>;
  page: { currentPage: number; pageSize: number };
  onPageChange: (currentPage: number, pageSize: number) => void;
  /** The search bar's fields and buttons. */
  searchBar?: ReactNode;
  toolbar?: readonly TToolbarButton[];
  /** Per toolbar: turn permission checks off (spec §6). */
  checkPermission?: boolean;
  emptyText?: ReactNode;
  /** Check boxes on the rows (batch actions): the checked row keys and their setter. */
  selection?: { keys: readonly Key[]; onChange: (keys: Key[]) => void };
  /** Where the column choices are remembered; by default the page's path (one list per page). */
  columnsKey?: string;
  /** Server sorting: called with the sorted column's key (or dataIndex) and order when a sortable header is clicked. */
  onSort?: (field: unknown, order: 'ascend' | 'descend' | null | undefined) => void;
  /** How rows with `children` (groups, trees) open; by default antd's (closed). */
  expandable?: TableProps<T>['expandable'];
  /** Without a pager (every row on one page). */
  isUnpaged?: boolean;
}

/** A list column as antd's Table takes it (without the scaffold's own fields). */
function toTableColumn<T>(column: TListColumn<T>): TableColumnType<T> {
  const { permission: _permission, isHiddenByDefault: _hidden, ...rest } = column;
  return rest;
}

/**
 * The list-page scaffold every admin screen shares: search bar, permission-aware toolbar and columns (a column
 * whose page column code is not granted is neither shown nor offered by the column chooser), paged table.
 */
export function ListPage<T extends object>(props: TListPageProps<T>): ReactNode {
  const { t } = useTranslation();
  const grants = usePageGrants();
  const top = useRef<HTMLDivElement>(null);
  const { buttons, columns } = filterByGrants(
    grants,
    props.toolbar ?? [],
    useGuardedColumns(props.columns),
    props.checkPermission ?? true,
  );
  const { pathname } = useLocation();
  const columnChoice = useColumnChoice(props.columnsKey ?? pathname);
  const { data, isFetching, isError, refetch } = props.query;
  const onChange = (current: number, size: number): void => {
    props.onPageChange(current, size);
    scrollToTop();
  };
  return (
    <div ref={top} className="list-page">
      {props.searchBar && (
        <Card size="small" className="list-search">
          {props.searchBar}
        </Card>
      )}
      <Card size="small" title={props.title}>
        <div className="list-toolbar">
          <Space wrap>
            {buttons.map((b) => (
              <Button
                key={b.key}
                type={b.isPrimary ? 'primary' : 'default'}
                danger={b.isDanger}
                disabled={b.isDisabled}
                icon={b.icon}
                onClick={b.onClick}
              >
                {b.label}
              </Button>
            ))}
          </Space>
          <div className="list-toolbar-tools">
            <ColumnChooser
              columns={columns}
              choice={columnChoice.choice}
              onChange={columnChoice.setShown}
              onReset={columnChoice.reset}
            />
            <Button
              type="text"
              aria-label={t('ui.refresh')}
              icon={<ReloadOutlined />}
              onClick={() => void refetch()}
            />
          </div>
        </div>
        <Table<T>
          rowKey={props.rowKey}
          columns={shownColumns(columns, columnChoice.choice).map(toTableColumn)}
          dataSource={data?.list ?? []}
          loading={isFetching}
          locale={{ emptyText: <Empty description={isError ? props.emptyText : t('ui.noData')} /> }}
          scroll={{ x: 'max-content' }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort' || !props.onSort) return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            props.onSort(one?.columnKey ?? one?.field, one?.order);
          }}
          expandable={props.expandable}
          rowSelection={
            props.selection && {
              selectedRowKeys: [...props.selection.keys],
              onChange: (keys) => props.selection?.onChange(keys),
            }
          }
          pagination={
            !props.isUnpaged && {
              className: 'list-pagination',
              current: props.page.currentPage,
              pageSize: props.page.pageSize,
              total: data?.pagination.total ?? 0,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              // A list that counts only up to a cap (ADR 0017) says its total is at least that.
              showTotal: (total) =>
                t(data?.pagination.isTotalCapped ? 'ui.totalCapped' : 'ui.total', { total }),
              onChange,
            }
          }
        />
      </Card>
    </div>
  );
}
