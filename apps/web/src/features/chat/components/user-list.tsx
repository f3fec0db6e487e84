import { UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Empty, Input } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChatListUser } from '../chat-store.ts';
import { CHAT_NS } from '../chat-i18n.ts';

/** Avatar URL of a user's headIcon file name (spec §7 Files). */
function avatarUrl(headIcon: string): string | undefined {
  return headIcon ? `/api/file/preview/userAvatar/${encodeURIComponent(headIcon)}` : undefined;
}

/** The searchable user list: avatar, name or account, department, unread badge, online state. */
export function UserList(props: {
  users: TChatListUser[];
  openUserId: string | null;
  onOpen: (id: string) => void;
}): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    if (!k) return props.users;
    return props.users.filter((u) =>
      [u.realName, u.account, u.quickQuery, u.department].some((v) => v.toLowerCase().includes(k)),
    );
  }, [keyword, props.users]);
  return (
    <div className="chat-users">
      <div style={{ padding: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="chat-users-list" role="listbox" aria-label={t('title')}>
        {!shown.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noUsers')} />}
        {shown.map((u) => (
          <div
            key={u.id}
            role="option"
            tabIndex={0}
            className="chat-user"
            aria-selected={u.id === props.openUserId}
            data-online={u.isOnline ? 'true' : 'false'}
            data-user-id={u.id}
            onClick={() => props.onOpen(u.id)}
            onKeyDown={(e) => e.key === 'Enter' && props.onOpen(u.id)}
          >
            <Badge count={u.unreadNum} size="small">
              <Avatar src={avatarUrl(u.headIcon)} icon={<UserOutlined />} />
            </Badge>
            <div className="chat-user-text">
              <div>{u.realName || u.account}</div>
              <div className="chat-user-dept">
                {u.department} · {u.isOnline ? t('online') : t('offline')}
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
