import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapsLock } from '../hooks/use-caps-lock.ts';
import { useAccountLogin, type TAccountForm } from '../hooks/use-login-submit.ts';

/** Account sign-in: account (or mobile, or mobile@account) and password, with a caps-lock warning. */
export function AccountLoginForm(): ReactNode {
  const { t } = useTranslation();
  const { isLoading, submit } = useAccountLogin();
  const caps = useCapsLock();
  const capsHint = caps.isCapsLock ? (
    <Typography.Text type="warning" role="status">
      {t('login.capsLock')}
    </Typography.Text>
  ) : undefined;

  return (
    <Form<TAccountForm> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
        extra={t('login.subAccountTip')}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
        extra={capsHint}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          onKeyDown={caps.onKeyDown}
          onBlur={caps.onBlur}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
