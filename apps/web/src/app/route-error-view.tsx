import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate } from 'react-router';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The failed navigation's page: the error text or 'Has Error' (spec §8), with a way back home. */
export function RouteErrorView({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={errorText(error) || t('error.hasError')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
