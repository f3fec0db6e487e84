import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Rules } from '@app/contracts/constants';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsLogin, type TSmsForm } from '../hooks/use-login-submit.ts';

/** SMS sign-in: mobile and the 6-digit code, with "get code" and a resend countdown. */
export function SmsLoginForm(): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm<TSmsForm>();
  const sms = useSmsLogin(form);

  return (
    <Form<TSmsForm> form={form} layout="vertical" size="large" requiredMark={false} onFinish={sms.submit}>
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: Rules.mobile, message: t('login.mobileFormat') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobilePlaceholder')} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('login.code')} htmlFor="sms-code" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
          >
            <Input
              id="sms-code"
              prefix={<SafetyOutlined />}
              placeholder={t('login.codePlaceholder')}
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button disabled={sms.seconds > 0} loading={sms.isSending} onClick={sms.getCode}>
            {sms.seconds > 0 ? t('login.resend', { seconds: sms.seconds }) : t('login.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sms.isLoading}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
