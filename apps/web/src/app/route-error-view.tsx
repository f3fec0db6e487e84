import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The failed navigation's page: the error text or 'Has Error' (spec §8), with a way back home. */
export function RouteErrorView({ text }: { text: string }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={text || t('error.hasError')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
