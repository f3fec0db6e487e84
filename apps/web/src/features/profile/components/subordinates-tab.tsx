import { Avatar, Empty, List } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubordinates } from '../api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

/** The users you manage. */
export function SubordinatesTab(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const list = useSubordinates();
  if (!list.isLoading && !list.data?.length) return <Empty description={t('noSubordinates')} />;
  return (
    <List
      loading={list.isLoading}
      dataSource={list.data ?? []}
      renderItem={(u) => (
        <List.Item key={u.id}>
          <List.Item.Meta
            avatar={<Avatar src={u.avatar || undefined}>{u.userName.slice(0, 1)}</Avatar>}
            title={u.userName}
            description={u.department}
          />
        </List.Item>
      )}
    />
  );
}
