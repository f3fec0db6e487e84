import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { AccountLoginForm } from '../components/account-login-form.tsx';
import { LoginTabs, type TLoginTab } from '../components/login-tabs.tsx';

/** The product version shown on the sign-in page. */
export const PRODUCT_VERSION = '3.1';

// The SMS and scan methods (and the QR code library) load when their tab is first opened.
const SmsLoginForm = lazy(() =>
  import('../components/sms-login-form.tsx').then((m) => ({ default: m.SmsLoginForm })),
);
const ScanLoginPanel = lazy(() =>
  import('../components/scan-login-panel.tsx').then((m) => ({ default: m.ScanLoginPanel })),
);

function Loading({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{children}</Suspense>
  );
}

/** The sign-in page: account, SMS and scan sign-in, the product title and version, a language switch. */
export function LoginPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const tabs: TLoginTab[] = [
    { key: 'account', label: t('login.accountTab'), children: <AccountLoginForm /> },
    {
      key: 'sms',
      label: t('login.smsTab'),
      children: (
        <Loading>
          <SmsLoginForm />
        </Loading>
      ),
    },
    {
      key: 'scan',
      label: t('login.scanTab'),
      children: (
        <Loading>
          <ScanLoginPanel />
        </Loading>
      ),
      isDestroyedOnHide: true,
    },
  ];
  return (
    <div className="login-page">
      <header className="login-header">
        <div className="login-language">
          <LanguageSwitch />
        </div>
      </header>
      <main className="login-main">
        <section className="login-card" aria-labelledby="login-title">
          <h1 id="login-title" className="login-title">
            {t('common.productTitle')}
          </h1>
          <p className="login-welcome">{t('login.welcome')}</p>
          <LoginTabs tabs={tabs} label={t('login.title')} />
        </section>
      </main>
      <footer className="login-footer">{t('common.version', { version: PRODUCT_VERSION })}</footer>
    </div>
  );
}
