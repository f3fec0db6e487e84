import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { unlockScreen } from '../../../shared/auth/session-api.ts';
import { useSignOut } from '../../../shared/auth/use-sign-out.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';

interface TUnlockForm {
  password: string;
}

/** The lock screen: unlock with the password (re-checked by the server) or sign out. */
export function LockScreenPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.userInfo);
  const { signOut } = useSignOut();
  const [isUnlocking, setUnlocking] = useState(false);
  usePageTitle(t('lock.title'));

  const onFinish = async ({ password }: TUnlockForm): Promise<void> => {
    if (!user) return;
    setUnlocking(true);
    try {
      await unlockScreen(user.userAccount, password, user.tenantId || undefined);
      useAuthStore.getState().unlock();
      await navigate('/home', { replace: true });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setUnlocking(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#001529' }}>
      <Card style={{ width: 360, textAlign: 'center' }}>
        <Avatar size={72} src={user?.headIcon || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {user?.realName || user?.userAccount}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('lock.title')}</Typography.Paragraph>
        <Form<TUnlockForm> layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} placeholder={t('lock.passwordPlaceholder')} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isUnlocking}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={() => void signOut()} style={{ marginTop: 8 }}>
          {t('lock.signOut')}
        </Button>
      </Card>
    </div>
  );
}
