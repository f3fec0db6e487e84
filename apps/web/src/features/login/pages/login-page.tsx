import { Card, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { AccountLoginForm } from '../components/account-login-form.tsx';
import { ScanLoginPanel } from '../components/scan-login-panel.tsx';
import { SmsLoginForm } from '../components/sms-login-form.tsx';

/** The product version shown on the sign-in page. */
export const PRODUCT_VERSION = '3.1';

/** The sign-in page: account, SMS and scan sign-in, the product title and version, a language switch. */
export function LoginPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const tabs = [
    { key: 'account', label: t('login.accountTab'), children: <AccountLoginForm /> },
    { key: 'sms', label: t('login.smsTab'), children: <SmsLoginForm /> },
    { key: 'scan', label: t('login.scanTab'), children: <ScanLoginPanel />, destroyOnHidden: true },
  ];
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #0b2a4a 0%, #1890ff 100%)',
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <div style={{ background: 'rgba(255,255,255,0.9)', borderRadius: 6 }}>
          <LanguageSwitch />
        </div>
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 16 }}>
        <Card style={{ width: 400, maxWidth: '100%' }}>
          <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
            {t('common.productTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('login.welcome')}
          </Typography.Paragraph>
          <Tabs items={tabs} centered />
        </Card>
      </main>
      <footer style={{ textAlign: 'center', color: 'rgba(255,255,255,0.85)', padding: 16 }}>
        {t('common.version', { version: PRODUCT_VERSION })}
      </footer>
    </div>
  );
}
