import { App, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { actionsColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import type { TRowAction } from '../../../shared/ui/use-row-actions.tsx';
import type { TNoticeItem } from '@app/contracts';
import { fetchNoticePage, noticeKeys, useNoticeMutations } from '../api.ts';
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
  const editRemove = useEditRemoveActions(remove.mutateAsync);
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
    const view: TRowAction = {
      key: 'view',
      label: t('view'),
      permission: 'btn_detail',
      onClick: () => open.view(r.id),
    };
    const [edit, remover] = editRemove(r.id, () => open.edit(r.id));
    if (r.enabledMark !== 0) return [view, remover];
    const releaser: TRowAction = {
      key: 'release',
      label: t('release'),
      permission: 'btn_edit',
      onClick: () => void confirmRelease(r),
    };
    return [edit, releaser, view, remover];
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
      title: t('releaseTime'),
      dataIndex: 'releaseTime',
      width: 150,
      render: (v: number | null) => formatTime(v),
    },
    {
      title: t('lastModifyTime'),
      dataIndex: 'lastModifyTime',
      width: 150,
      render: (v: number | null) => formatTime(v),
    },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    actionsColumn(t('actions'), 220, actionsOf),
  ];
}

/** Notices (`system/notice`): paged list; write in the rich-text editor; release with confirmation. */
export function NoticePage(): ReactNode {
  const list = usePagedQuery<TNoticeItem, { keyword?: string }>(noticeKeys.page, fetchNoticePage, {});
  const editing = useEditTarget();
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useNoticeColumns({ edit: (id) => editing.open({ id }), view: setViewing });
  return (
    <KeywordListPage list={list} columns={columns} editing={editing} editDialog={NoticeEditDialog}>
      <NoticeViewDialog id={viewing} onClose={() => setViewing(null)} />
    </KeywordListPage>
  );
}
