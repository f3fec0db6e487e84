import { Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/utils/sanitize-html.ts';
import { useNoticeInfo } from '../api.ts';
import { NOTICE_NS } from '../notice-i18n.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';

/** A notice as its readers will see it (the admin view; reading it here marks nothing). */
export function NoticeViewDialog({ id, onClose }: { id: string | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(NOTICE_NS);
  const info = useNoticeInfo(id ?? undefined);
  const d = info.data;
  return (
    <Modal open={id !== null} title={t('view')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {!d ? (
        <Skeleton active />
      ) : (
        <article>
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {d.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {d.releaseTime ? formatTime(d.releaseTime) : t('draft')} · {d.creatorUser}
          </Typography.Paragraph>
          <div className="message-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(d.bodyText) }} />
        </article>
      )}
    </Modal>
  );
}
