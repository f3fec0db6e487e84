import type { TPublishResult } from '@app/contracts';
import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';

/** What a publish did to the model's table: version, table, added, retyped and kept columns. */
export function PublishAnswer({
  result,
  onClose,
}: {
  result: TPublishResult;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const list = (items: string[]) => (items.length ? items.join(', ') : t('nothing'));
  return (
    <Modal
      open
      title={t('publishTitle')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <div className="publish-answer">
        <Typography.Paragraph>
          {t('publishVersion', { version: result.version, table: result.table })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('publishAdded', { list: list(result.added) })}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('publishRetyped', { list: list(result.retyped.map((r) => `${r.field} (${r.from} → ${r.to})`)) })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('publishKept', { list: list(result.kept) })}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
