import { SMS_PROVIDERS, type TNotifySettingsUpdate } from '@app/contracts';
import { Button, Card, Divider, Form, Input, InputNumber, Select, Spin, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { useNotifySettings, useSaveNotifySettings } from '../api.ts';
import { NOTIFY_SETTINGS_NS } from '../notify-i18n.ts';

/** 邮件与短信: the SMTP and SMS provider settings; secrets are write-only (empty keeps the saved one). */
export function NotifySettingsCard(): ReactNode {
  const { t } = useTranslation(NOTIFY_SETTINGS_NS);
  const settings = useNotifySettings();
  const save = useSaveNotifySettings();
  const canEdit = usePageGrants().hasButton('btn_edit');
  if (!settings.data) return <Spin spinning={settings.isLoading} />;
  const { hasEmailPassword, hasSmsAccessKeySecret, ...values } = settings.data;
  const onFinish = async (v: TNotifySettingsUpdate): Promise<void> => {
    await save.mutateAsync(v);
    toastSuccess(t('saved'));
  };
  const secret = (isSaved: boolean) => (isSaved ? t('secretSaved') : t('secretEmpty'));
  return (
    <Card size="small" title={t('title')} style={{ marginTop: 12 }}>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Form<TNotifySettingsUpdate>
        layout="vertical"
        initialValues={{ ...values, emailPassword: '', smsAccessKeySecret: '' }}
        disabled={!canEdit}
        onFinish={(v) => void onFinish(v).catch(() => undefined)}
        style={{ maxWidth: 560 }}
      >
        <Divider titlePlacement="start">{t('email')}</Divider>
        <Form.Item name="emailSmtpHost" label={t('emailSmtpHost')}>
          <Input maxLength={200} placeholder="smtp.example.com" />
        </Form.Item>
        <Form.Item name="emailSmtpPort" label={t('emailSmtpPort')}>
          <InputNumber min={1} max={65535} precision={0} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="emailSsl" label={t('emailSsl')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="emailAccount" label={t('emailAccount')}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="emailPassword" label={t('emailPassword')}>
          <Input.Password
            maxLength={200}
            placeholder={secret(hasEmailPassword)}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="emailSenderName" label={t('emailSenderName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Divider titlePlacement="start">{t('sms')}</Divider>
        <Form.Item name="smsProvider" label={t('smsProvider')}>
          <Select
            style={{ width: 220 }}
            options={[
              { value: '', label: t('none') },
              ...SMS_PROVIDERS.map((p) => ({ value: p, label: t(p) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="smsAccessKeyId" label={t('smsAccessKeyId')}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="smsAccessKeySecret" label={t('smsAccessKeySecret')}>
          <Input.Password
            maxLength={200}
            placeholder={secret(hasSmsAccessKeySecret)}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="smsSignName" label={t('smsSignName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="smsTemplateCode" label={t('smsTemplateCode')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="smsLoginTemplateCode" label={t('smsLoginTemplateCode')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="smsEndpoint" label={t('smsEndpoint')}>
          <Input maxLength={200} placeholder="dysmsapi.aliyuncs.com" />
        </Form.Item>
        <Form.Item name="smsProtocol" label={t('smsProtocol')}>
          <Select style={{ width: 220 }} options={['https', 'http'].map((p) => ({ value: p, label: p }))} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
