import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { markQrTicket } from '../api.ts';

type TPhase = 'scanning' | 'ready' | 'confirming' | 'done' | 'invalid';

/** Marks the ticket as scanned once per page (StrictMode runs effects twice in development). */
function useScanOnOpen(ticket: string, setPhase: (p: TPhase) => void): void {
  const sent = useRef('');
  useEffect(() => {
    if (!ticket) {
      setPhase('invalid');
      return;
    }
    if (sent.current === ticket) return;
    sent.current = ticket;
    markQrTicket(ticket, 'scan')
      .then(() => setPhase('ready'))
      .catch(() => setPhase('invalid'));
  }, [ticket, setPhase]);
}

/** Opened from a sign-in QR code by a signed-in user: confirms the sign-in of the other screen. */
export function QrConfirmPage(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [phase, setPhase] = useState<TPhase>('scanning');
  usePageTitle(t('qrConfirm.title'));
  useScanOnOpen(ticket, setPhase);

  const onConfirm = (): void => {
    setPhase('confirming');
    markQrTicket(ticket, 'confirm')
      .then(() => setPhase('done'))
      .catch(() => setPhase('invalid'));
  };

  let body: ReactNode;
  if (phase === 'scanning') body = <Spin />;
  else if (phase === 'invalid') body = <Result status="warning" title={t('qrConfirm.invalid')} />;
  else if (phase === 'done') body = <Result status="success" title={t('qrConfirm.done')} />;
  else {
    body = (
      <Result
        status="info"
        title={t('qrConfirm.title')}
        subTitle={t('qrConfirm.desc', { product: t('common.productTitle') })}
        extra={
          <Button type="primary" size="large" loading={phase === 'confirming'} onClick={onConfirm}>
            {t('qrConfirm.confirm')}
          </Button>
        }
      />
    );
  }
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: '#f0f2f5',
      }}
    >
      <Card style={{ width: 420, maxWidth: '100%', textAlign: 'center' }}>{body}</Card>
    </div>
  );
}
