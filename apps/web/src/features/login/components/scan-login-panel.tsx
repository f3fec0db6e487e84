import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrLogin } from '../hooks/use-qr-login.ts';

/** Scan sign-in: the QR code, its state, and a refresh offer once it has expired. */
export function ScanLoginPanel(): ReactNode {
  const { t } = useTranslation();
  const { phase, image, refresh } = useQrLogin();
  const isExpired = phase === 'expired';
  return (
    <div style={{ textAlign: 'center', padding: '8px 0 16px' }}>
      <div style={{ position: 'relative', width: 200, height: 200, margin: '0 auto' }}>
        {phase === 'loading' ? (
          <Spin style={{ marginTop: 90 }} />
        ) : (
          image && (
            <img
              src={image}
              alt={t('login.scanQrAlt')}
              width={200}
              height={200}
              style={{ opacity: isExpired ? 0.15 : 1 }}
            />
          )
        )}
        {isExpired && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', gap: 8 }}>
            <Typography.Text strong>{t('login.expired')}</Typography.Text>
            <Button type="primary" icon={<ReloadOutlined />} onClick={refresh}>
              {t('login.refresh')}
            </Button>
          </div>
        )}
      </div>
      <Typography.Paragraph
        type={phase === 'scanned' ? 'success' : 'secondary'}
        style={{ marginTop: 16 }}
        role="status"
      >
        {phase === 'scanned' ? t('login.scanned') : t('login.scanTip')}
      </Typography.Paragraph>
    </div>
  );
}
