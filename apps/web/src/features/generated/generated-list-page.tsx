import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type TRenderableForm } from '../../shared/form-renderer/form-renderer.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { KeywordSearchBar } from '../../shared/ui/keyword-search-bar.tsx';
import { ListPage, type TListColumn } from '../../shared/ui/list-page.tsx';
import { ORG_COMMON_NS } from '../../shared/ui/org-i18n.ts';
import { usePagedQuery } from '../../shared/ui/use-paged-query.ts';
import { RowActions, useDeleteConfirm } from '../../shared/ui/use-row-actions.tsx';
import type { TGeneratedApi, TGeneratedFilters, TGeneratedRecord } from './generated-api.ts';

/** A column of a generated list: a field key, its label, and whether the server sorts by it. */
export interface TGeneratedColumn {
  key: string;
  label: string;
  isSortable?: boolean;
}

/** A stored value as list text: scalars as they are, lists joined, objects as their name or JSON. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(cellText).join(', ');
  if (typeof v === 'object') {
    const name = (v as { name?: unknown; fullName?: unknown }).name ?? (v as { fullName?: unknown }).fullName;
    return typeof name === 'string' ? name : JSON.stringify(v);
  }
  return typeof v === 'string' ? v : JSON.stringify(v);
}

interface TProps {
  title: string;
  api: TGeneratedApi;
  formData: TRenderableForm;
  columns: readonly TGeneratedColumn[];
}

/** The page of a generated module: keyword search, sortable columns, add, edit and delete in the FormRenderer. */
export function GeneratedListPage({ title, api, formData, columns }: TProps): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const qc = useQueryClient();
  const confirmDelete = useDeleteConfirm();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<TGeneratedRecord | 'new' | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { params, query, search, setPage } = usePagedQuery<TGeneratedRecord, TGeneratedFilters>(
    api.key,
    api.page,
    {},
  );
  const refresh = () => qc.invalidateQueries({ queryKey: api.key });
  const openEdit = async (id: string) => setEditing(await api.info(id));
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    setSaving(true);
    try {
      if (editing === 'new') await api.create(values);
      else if (editing) await api.update(editing.id, { ...values, version: editing.version });
      toastSuccess(t('saved'));
      setEditing(null);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const listColumns: TListColumn<TGeneratedRecord>[] = [
    ...columns.map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.label,
      sorter: c.isSortable === true,
      ellipsis: true,
      render: (v: unknown) => cellText(v),
    })),
    {
      key: 'actions',
      title: t('actions'),
      width: 140,
      render: (_: unknown, r: TGeneratedRecord) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('edit'), permission: 'btn_edit', onClick: () => void openEdit(r.id) },
            {
              key: 'remove',
              label: t('remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(async () => (await api.remove([r.id]), await refresh())),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<TGeneratedRecord>
        title={title}
        rowKey="id"
        columns={listColumns}
        query={query}
        page={params}
        onPageChange={setPage}
        searchBar={<KeywordSearchBar onSearch={(keyword) => search({ keyword })} />}
        toolbar={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            isPrimary: true,
            permission: 'btn_add',
            onClick: () => setEditing('new'),
          },
        ]}
        onSort={(field, order) =>
          search({
            keyword: params.keyword,
            sidx: order ? String(field) : undefined,
            sort: order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined,
          })
        }
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('add') : t('edit')}
        width={720}
        destroyOnHidden
        confirmLoading={isSaving}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
      >
        {editing !== null && (
          <FormRenderer form={form} formData={formData} values={editing === 'new' ? undefined : editing} />
        )}
      </Modal>
    </>
  );
}
