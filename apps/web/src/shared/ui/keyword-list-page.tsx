import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { ListPage, type TListColumn } from './list-page.tsx';
import type { TPaged } from './use-paged-query.ts';
import { KeywordSearchBar } from './keyword-search-bar.tsx';
import { addButton } from './record-columns.tsx';
import type { TEditTarget } from './use-edit-target.ts';
import type { TRecordDialogState } from './use-record-dialog.ts';

type TPage = { currentPage: number; pageSize: number };

/** A list's state as the paged (`params`) and tree (`page`) list hooks give it. */
export type TListState<T> = {
  query: UseQueryResult<TPaged<T>>;
  setPage: (currentPage: number, pageSize: number) => void;
} & ({ page: TPage } | { params: TPage });

type TOnSearch = (keyword: string | undefined, values: Record<string, unknown>) => void;

/** The search: the page's own, or else the keyword alone through the list's `search`. */
type TSearchProps<T> =
  | { list: TListState<T>; onSearch: TOnSearch }
  | { list: TListState<T> & { search: (filters: { keyword?: string }) => void }; onSearch?: undefined };

type TKeywordListPageProps<T, E extends object> = TSearchProps<T> & {
  title?: ReactNode;
  /** The columns, before the page's column permissions (the list scaffold applies them). */
  columns: readonly TListColumn<T>[];
  searchPlaceholder?: string;
  /** The page's own search fields, before the buttons. */
  searchFields?: ReactNode;
  /** The record the page's create/edit dialog is open on (useEditTarget). */
  editing?: { open: (target: TEditTarget<E>) => void; dialog: TRecordDialogState & Partial<E> };
  /** That dialog, rendered with `editing.dialog`. */
  editDialog?: ComponentType<TRecordDialogState & Partial<E>>;
  /** What the add button (under btn_add) does; by default it opens the edit dialog to create. */
  onAdd?: () => void;
  /** The page's other dialogs. */
  children?: ReactNode;
};

function searchOf<T>(props: TSearchProps<T>): TOnSearch {
  if (props.onSearch) return props.onSearch;
  const { list } = props;
  return (keyword) => list.search({ keyword });
}

/**
 * An admin list of records keyed by id: keyword search bar, add button, guarded columns, the create/edit
 * dialog and the page's other dialogs.
 */
export function KeywordListPage<T extends { id: string }, E extends object = object>(
  props: TKeywordListPageProps<T, E>,
): ReactNode {
  const { list, editing, editDialog: EditDialog } = props;
  const onAdd = props.onAdd ?? (() => editing?.open({}));
  return (
    <>
      <ListPage<T>
        title={props.title}
        rowKey="id"
        columns={props.columns}
        query={list.query}
        page={'page' in list ? list.page : list.params}
        onPageChange={list.setPage}
        searchBar={
          <KeywordSearchBar placeholder={props.searchPlaceholder} onSearch={searchOf(props)}>
            {props.searchFields}
          </KeywordSearchBar>
        }
        toolbar={[addButton(onAdd)]}
      />
      {editing && EditDialog && <EditDialog {...editing.dialog} />}
      {props.children}
    </>
  );
}
