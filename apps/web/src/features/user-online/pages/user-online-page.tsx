import type { TOnlineUser } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { RowActions } from '../../../shared/ui/use-row-actions.tsx';
import { fetchOnlineUsers, onlineKeys, useForceOffline } from '../api.ts';
import { ONLINE_NS } from '../user-online-i18n.ts';

/** Asks the spec's question (cancel the account's sessions?) before forcing a user offline. */
function useConfirmOffline(): (u: TOnlineUser) => void {
  const { t } = useTranslation(ONLINE_NS);
  const { t: tr } = useTranslation();
  const { modal } = App.useApp();
  const kick = useForceOffline();
  return (u) => {
    modal.confirm({
      title: tr('common.tip'),
      content: t('forceOfflineConfirm', { name: `${u.userName}/${u.userAccount}` }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await kick.mutateAsync(u.userId);
        toastSuccess(t('offlineDone'));
      },
    });
  };
}

/** Online users (`permission/userOnline`): who is signed in, and forced offline after a confirmation. */
export function UserOnlinePage(): ReactNode {
  const { t } = useTranslation(ONLINE_NS);
  const me = useAuthStore((s) => s.userInfo?.userId);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery({
    queryKey: [...onlineKeys.list, keyword],
    queryFn: () => fetchOnlineUsers({ keyword }),
    staleTime: 0,
  });
  const confirmOffline = useConfirmOffline();
  const columns: TListColumn<TOnlineUser>[] = [
    { title: t('account'), dataIndex: 'userAccount', width: 140 },
    { title: t('userName'), dataIndex: 'userName', width: 120 },
    { title: t('loginTime'), dataIndex: 'loginAt', width: 160, render: (v: number) => formatTime(v) },
    { title: t('loginIp'), dataIndex: 'loginIPAddress', width: 140 },
    { title: t('place'), dataIndex: 'loginIPAddressName', width: 120 },
    { title: t('platform'), dataIndex: 'loginPlatForm', width: 100 },
    { title: t('lastActivity'), dataIndex: 'lastActivity', width: 160, render: (v: number) => formatTime(v) },
    { title: t('sessions'), dataIndex: 'sessionCount', width: 80 },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) =>
        r.userId === me ? null : (
          <RowActions
            actions={[
              {
                key: 'kick',
                label: t('forceOffline'),
                permission: 'btn_remove',
                isDanger: true,
                onClick: () => confirmOffline(r),
              },
            ]}
          />
        ),
    },
  ];
  return (
    <ListPage<TOnlineUser>
      rowKey="userId"
      columns={columns}
      query={query}
      page={page}
      onPageChange={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
      searchBar={
        <KeywordSearchBar
          onSearch={(k) => {
            setKeyword(k);
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
        />
      }
    />
  );
}
