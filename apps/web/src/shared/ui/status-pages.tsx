import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

function HomeButton(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/home')}>
      {t('common.backHome')}
    </Button>
  );
}

/** The 404 page. */
export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('error.notFoundTitle'));
  return (
    <Result
      status="404"
      title={t('error.notFoundTitle')}
      subTitle={t('error.notFoundDesc')}
      extra={<HomeButton />}
    />
  );
}

/** A menu entry whose screen this version does not have yet: a clear notice instead of a crash. */
export function UnavailablePage({ name, path }: { name: string; path: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('error.unavailableTitle')}</h1>}
      subTitle={t('error.unavailableDesc', { name, path })}
      extra={<HomeButton />}
    />
  );
}
