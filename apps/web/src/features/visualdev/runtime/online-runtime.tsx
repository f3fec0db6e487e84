import { defaultColumnData, flattenFields, type TColumnData } from '@app/contracts';
import { App, Result, Spin } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { columnStateKey, type TFieldStates } from '../../../shared/form-renderer/form-renderer-types.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { useDeleteConfirm } from '../../../shared/ui/use-row-actions.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { ListTreePane } from './list-tree-pane.tsx';
import { PrintTable } from './print-table.tsx';
import { RecordDetailDialog } from './record-detail-dialog.tsx';
import { RecordFormDialog } from './record-form-dialog.tsx';
import {
  fetchRecords,
  runtimeKeys,
  useRecordMutations,
  useRuntimeConfig,
  type TListParams,
  type TRecordPage,
  type TRecordRow,
  type TRuntimeConfig,
} from './runtime-api.ts';
import { buildColumnSpecs, cellText, namesLookup, toSort } from './runtime-columns.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';
import { RuntimeSearchBar } from './runtime-search-bar.tsx';
import { useRuntimeToolbar } from './runtime-toolbar.tsx';
import { toSearchFields } from './search-query.ts';
import { useRuntimeColumns } from './use-runtime-columns.tsx';

type TFilters = Pick<TListParams, 'json' | 'sidx' | 'sort'>;

/** Rows a list without a pager (grouped, or designed unpaged) reads at once (contract §5.4). */
const ALL_ROWS = 10_000;

/** How the design lists: the tree's relation field (type 2), grouped (type 3), paged or not and the page size. */
function listShape(d: TColumnData) {
  const relation = d.type === 2 && d.treeDbTableFieldRelation ? d.treeDbTableFieldRelation : undefined;
  const isGrouped = d.type === 3 && Boolean(d.groupField);
  const isUnpaged = isGrouped || d.hasPage === false;
  return { relation, isGrouped, isUnpaged, pageSize: isUnpaged ? ALL_ROWS : (d.pageSize ?? 20) };
}

/** The open groups of a grouped list: all, but those the user folded. */
function useGroupsOpen(rows: readonly TRecordRow[] | undefined) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  return {
    expandedRowKeys: (rows ?? []).filter((r) => r.top === true && !folded.has(r.id)).map((r) => r.id),
    onExpand: (isOpen: boolean, r: TRecordRow) =>
      setFolded((f) => new Set([...f].filter((id) => id !== r.id).concat(isOpen ? [] : [r.id]))),
  };
}

/** Hidden for the fields and sub-table columns the menu's form permissions do not grant, when the design turns them on. */
function useFieldStates(config: TRuntimeConfig, columnData: TColumnData, isPreview: boolean): TFieldStates {
  const grants = usePageGrants();
  return useMemo(() => {
    if (isPreview || columnData.useFormPermission !== true) return {};
    // A sub-table's columns by their own codes (`<table>-<column>`), as the server checks them.
    const keys = flattenFields(config.formData.fields).flatMap((f) => [
      f.key,
      ...(f.children ?? []).map((c) => columnStateKey(f.key, c.key)),
    ]);
    return Object.fromEntries(keys.map((k) => [k, grants.hasForm(k) ? undefined : ('hidden' as const)]));
  }, [config, columnData, grants, isPreview]);
}

function useDialogs() {
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [detail, setDetail] = useState<string>();
  const [isExporting, setExporting] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  return {
    editing,
    setEditing,
    detail,
    setDetail,
    isExporting,
    setExporting,
    isImporting,
    setImporting,
    selected,
    setSelected,
  };
}

/** The records page of a loaded model: search, list, toolbar, row buttons and the dialogs. */
function RuntimeList(props: { modelId: string; config: TRuntimeConfig; isPreview: boolean }): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const { modal, message } = App.useApp();
  const { modelId, config, isPreview } = props;
  const fields = useMemo(() => flattenFields(config.formData.fields), [config]);
  const columnData = config.columnData ?? defaultColumnData(fields);
  const specs = useMemo(() => buildColumnSpecs(columnData, fields), [columnData, fields]);
  const searchFields = useMemo(() => toSearchFields(columnData.searchList), [columnData]);
  const shape = listShape(columnData);
  const list = usePagedQuery<TRecordRow, TFilters>(
    runtimeKeys.list(modelId),
    (p) => fetchRecords(modelId, p),
    {},
    shape.pageSize,
  );
  const [searchJson, setSearchJson] = useState<Record<string, unknown>>({});
  const [node, setNode] = useState<string>();
  const grants = usePageGrants();
  const answer: TRecordPage | undefined = list.query.data;
  const names = useMemo(() => namesLookup(answer?.names), [answer]);
  const groupsOpen = useGroupsOpen(list.query.data?.list);
  // Export and print offer the columns the user sees.
  const shownSpecs =
    columnData.useColumnPermission === true && !isPreview
      ? specs.filter((s) => grants.hasColumn(s.key))
      : specs;
  const d = useDialogs();
  const fieldStates = useFieldStates(config, columnData, isPreview);
  const mutations = useRecordMutations(modelId);
  const confirmDelete = useDeleteConfirm();
  const filters: TFilters = { json: list.params.json, sidx: list.params.sidx, sort: list.params.sort };
  const search = (json: Record<string, unknown>, nodeId: string | undefined): void => {
    setSearchJson(json);
    setNode(nodeId);
    list.search({
      ...filters,
      json: shape.relation && nodeId ? { ...json, [shape.relation]: nodeId } : json,
    });
  };
  const columns = useRuntimeColumns(
    specs,
    columnData,
    {
      edit: (id) => d.setEditing({ id }),
      detail: d.setDetail,
      remove: (id) => confirmDelete(() => mutations.remove.mutateAsync(id)),
    },
    isPreview,
    names,
  );
  const batchRemove = (): void => {
    if (!d.selected.length) return void message.warning(t('pickRows'));
    modal.confirm({
      title: t('batchConfirm', { count: d.selected.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await mutations.batchRemove.mutateAsync(d.selected.map(String));
        d.setSelected([]);
        toastSuccess(t('removed'));
      },
    });
  };
  const actions: Record<string, () => void> = {
    add: () => d.setEditing({}),
    upload: () => d.setImporting(true),
    download: () => d.setExporting(true),
    print: () => window.print(),
    batchRemove,
  };
  const toolbar = useRuntimeToolbar(columnData, actions, isPreview);
  const hasBatch = toolbar.some((b) => b.key === 'batchRemove');
  const page = (
    <ListPage<TRecordRow>
      title={config.fullName}
      rowKey="id"
      columns={columns}
      query={list.query}
      page={list.params}
      onPageChange={list.setPage}
      onSort={(field, order) =>
        list.search({
          ...filters,
          ...toSort(field, order),
          ...(order ? {} : { sidx: undefined, sort: undefined }),
        })
      }
      searchBar={
        searchFields.length > 0 && (
          <RuntimeSearchBar fields={searchFields} onSearch={(json) => search(json, node)} />
        )
      }
      isUnpaged={shape.isUnpaged}
      expandable={shape.isGrouped ? groupsOpen : undefined}
      toolbar={toolbar}
      selection={hasBatch ? { keys: d.selected, onChange: d.setSelected } : undefined}
      columnsKey={`onlineDev:${modelId}`}
    />
  );
  return (
    <>
      {shape.relation ? (
        <div className="runtime-with-tree">
          <ListTreePane
            modelId={modelId}
            // Untitled trees are headed by the field they filter.
            title={
              columnData.treeTitle ||
              String(fields.find((f) => f.key === shape.relation)?.field.__config__.label ?? '')
            }
            selected={node}
            onSelect={(id) => search(searchJson, id)}
          />
          {page}
        </div>
      ) : (
        page
      )}
      {toolbar.some((b) => b.key === 'print') ? (
        <PrintTable
          title={config.fullName}
          columns={shownSpecs.map((s) => ({
            key: s.key,
            title: s.title,
            text: (row) => cellText(s.field, row[s.key], names),
          }))}
          rows={list.query.data?.list ?? []}
        />
      ) : null}
      <RecordFormDialog
        modelId={modelId}
        formData={config.formData}
        target={d.editing}
        fieldStates={fieldStates}
        onClose={() => d.setEditing(null)}
      />
      <RecordDetailDialog
        modelId={modelId}
        formData={config.formData}
        id={d.detail}
        fieldStates={fieldStates}
        onClose={() => d.setDetail(undefined)}
      />
      <ExportDialog
        modelId={modelId}
        name={config.fullName}
        open={d.isExporting}
        columns={shownSpecs}
        params={list.params}
        onClose={() => d.setExporting(false)}
      />
      <ImportDialog
        modelId={modelId}
        name={config.fullName}
        open={d.isImporting}
        onClose={() => d.setImporting(false)}
      />
    </>
  );
}

/**
 * A published model's records (menu type 3, contract §5.4): loads its Config, then the list with the search
 * fields, columns and buttons of its list design. `isPreview` shows the list read-only (no buttons, no codes).
 */
export function OnlineRuntime({
  modelId,
  isPreview = false,
}: {
  modelId: string | undefined;
  isPreview?: boolean;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const config = useRuntimeConfig(modelId);
  if (!modelId) return <Result status="warning" title={t('noModel')} />;
  if (config.isLoading) return <Spin />;
  if (!config.data) return <Result status="warning" title={t('noModel')} />;
  return <RuntimeList key={modelId} modelId={modelId} config={config.data} isPreview={isPreview} />;
}
