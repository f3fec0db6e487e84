import { PlusOutlined } from '@ant-design/icons';
import { App, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { formatTime } from '../../organize/common/format.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import {
  RowActions,
  buttonLabel,
  useDeleteConfirm,
  type TRowAction,
} from '../../organize/common/use-row-actions.tsx';
import { fetchNoticePage, noticeKeys, useNoticeMutations, type TNoticeItem } from '../api.ts';
import { NoticeEditDialog } from '../components/notice-edit-dialog.tsx';
import { NoticeViewDialog } from '../components/notice-view-dialog.tsx';
import { NOTICE_NS } from '../notice-i18n.ts';

function useNoticeColumns(open: {
  edit: (id: string) => void;
  view: (id: string) => void;
}): TListColumn<TNoticeItem>[] {
  const { t } = useTranslation(NOTICE_NS);
  const { modal } = App.useApp();
  const { remove, release } = useNoticeMutations();
  const confirmDelete = useDeleteConfirm();
  const confirmRelease = (r: TNoticeItem) =>
    modal.confirm({
      title: t('common.tip', { ns: 'translation' }),
      content: t('releaseConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        await release.mutateAsync(r.id);
        toastSuccess(t('releasedToast'));
      },
    });
  const actionsOf = (r: TNoticeItem): TRowAction[] => {
    const isDraft = r.enabledMark === 0;
    const view: TRowAction = {
      key: 'view',
      label: t('view'),
      permission: 'btn_detail',
      onClick: () => open.view(r.id),
    };
    const remover: TRowAction = {
      key: 'remove',
      label: buttonLabel('btn_remove'),
      permission: 'btn_remove',
      isDanger: true,
      onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
    };
    if (!isDraft) return [view, remover];
    return [
      { key: 'edit', label: buttonLabel('btn_edit'), permission: 'btn_edit', onClick: () => open.edit(r.id) },
      { key: 'release', label: t('release'), permission: 'btn_edit', onClick: () => void confirmRelease(r) },
      view,
      remover,
    ];
  };
  return [
    { title: t('title'), dataIndex: 'title', width: 260, ellipsis: true },
    { title: t('creatorUser'), dataIndex: 'creatorUser', width: 160 },
    {
      title: t('state'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (v: number) => (v === 1 ? <Tag color="success">{t('released')}</Tag> : <Tag>{t('draft')}</Tag>),
    },
    {
      title: t('lastModifyTime'),
      dataIndex: 'lastModifyTime',
      width: 150,
      render: (v: number | null) => formatTime(v),
    },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_: unknown, r) => <RowActions actions={actionsOf(r)} />,
    },
  ];
}

/** Notices (`system/notice`): paged list; write in the rich-text editor; release with confirmation. */
export function NoticePage(): ReactNode {
  const list = usePagedQuery<TNoticeItem, { keyword?: string }>(noticeKeys.page, fetchNoticePage, {});
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useGuardedColumns(useNoticeColumns({ edit: (id) => setEditing({ id }), view: setViewing }));
  return (
    <>
      <ListPage<TNoticeItem>
        rowKey="id"
        columns={columns}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ keyword })} />}
        toolbar={[
          {
            key: 'add',
            label: buttonLabel('btn_add'),
            permission: 'btn_add',
            icon: <PlusOutlined />,
            isPrimary: true,
            onClick: () => setEditing({}),
          },
        ]}
      />
      <NoticeEditDialog open={editing !== null} id={editing?.id} onClose={() => setEditing(null)} />
      <NoticeViewDialog id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
