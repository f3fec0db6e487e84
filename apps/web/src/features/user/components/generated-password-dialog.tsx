import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_NS } from '../user-i18n.ts';

/** A generated initial password, shown once after the user is created. */
export interface TGeneratedPassword {
  account: string;
  password: string;
}

/** Shows the generated initial password once, with a copy button; it is not kept anywhere after closing. */
export function GeneratedPasswordDialog(props: {
  value: TGeneratedPassword | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(USER_NS);
  return (
    <Modal
      open={Boolean(props.value)}
      title={t('generatedTitle')}
      onOk={props.onClose}
      onCancel={props.onClose}
      okText={t('confirm')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('generatedText')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('account')}: <Typography.Text strong>{props.value?.account}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('password')}:{' '}
        <Typography.Text
          code
          copyable={{ tooltips: [t('copy'), t('copied')] }}
          data-testid="generated-password"
        >
          {props.value?.password}
        </Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
