import { Button } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TToolbarButton } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { useOpenTask } from '../task/index.ts';
import { dailyKeys, fetchFlowPage, type TFlowFilters, type TFlowRowItem, type TListKind } from './api.ts';
import { DAILY_NS } from './daily-i18n.ts';
import { flowColumns, openOf } from './flow-columns.tsx';
import { FlowFilters } from './flow-filters.tsx';

/** A daily list's paged state: filters, page and the server query. */
export function useFlowList(kind: TListKind) {
  return usePagedQuery<TFlowRowItem, TFlowFilters>(dailyKeys.list(kind), (p) => fetchFlowPage(kind, p), {});
}

/** What a daily list screen adds to the shared one. */
interface TFlowListViewProps {
  kind: TListKind;
  /** The row's actions beside the default open button. */
  actions?: (row: TFlowRowItem, open: () => void) => ReactNode;
  toolbar?: readonly TToolbarButton[];
  selection?: { keys: readonly Key[]; onChange: (keys: Key[]) => void };
  /** The page's dialogs. */
  children?: ReactNode;
}

/** One daily list: filters, the columns of its kind, server paging and the open action. */
export function FlowListView(props: TFlowListViewProps): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const list = useFlowList(props.kind);
  const openTask = useOpenTask();
  const open = (r: TFlowRowItem) => openTask(openOf(props.kind, r));
  const openLabel = props.kind === 'todo' ? t('approve') : t('view');
  const actions = (r: TFlowRowItem) =>
    props.actions ? (
      props.actions(r, () => open(r))
    ) : (
      <Button
        type="link"
        size="small"
        aria-label={t('rowActions', { action: openLabel, title: r.fullName })}
        onClick={() => open(r)}
      >
        {openLabel}
      </Button>
    );
  return (
    <>
      <ListPage<TFlowRowItem>
        rowKey="id"
        columns={flowColumns(t, props.kind, open, actions)}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        searchBar={<FlowFilters onSearch={list.search} hasStatus={props.kind !== 'todo'} />}
        toolbar={props.toolbar}
        selection={props.selection}
      />
      {props.children}
    </>
  );
}

/** 工作流程 › 待办事宜: the caller's pending steps (and those entrusted to the caller). */
export function FlowTodoPage(): ReactNode {
  return <FlowListView kind="todo" />;
}

/** 工作流程 › 已办事宜: the caller's approvals and rejections. */
export function FlowDonePage(): ReactNode {
  return <FlowListView kind="done" />;
}

/** 工作流程 › 抄送事宜: tasks copied to the caller. */
export function FlowCirculatePage(): ReactNode {
  return <FlowListView kind="circulate" />;
}
