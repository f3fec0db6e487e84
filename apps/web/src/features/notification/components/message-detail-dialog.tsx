import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { sanitizeHtml } from '../../../shared/utils/sanitize-html.ts';
import { messageKeys, readMessage } from '../api.ts';

/** 查看消息: title, time, creator and the sanitised HTML body; opening it marks the message read. */
export function MessageDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: [...messageKeys.all, 'detail', id],
    queryFn: () => readMessage(id ?? ''),
    enabled: id !== null,
  });
  return (
    <Modal
      open={id !== null}
      title={t('notice.detail')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <article>
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {data.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {formatTime(data.lastModifyTime)} · {data.creatorUser}
          </Typography.Paragraph>
          <div className="message-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.bodyText) }} />
        </article>
      )}
    </Modal>
  );
}
