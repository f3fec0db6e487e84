import { Alert, Card, Select, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { useGrantedPortals, useHomePortalMutation, usePortalView } from '../api.ts';
import { PORTAL_NS } from '../portal-i18n.ts';
import { PortalGrid } from './portal-grid.tsx';

/** Keeps the signed-in user's portalId in step with the server after a change. */
function rememberHome(portalId: string): void {
  useAuthStore.setState((s) => (s.userInfo ? { userInfo: { ...s.userInfo, portalId } } : {}));
}

/** The user's pick of a home portal among the granted ones ("default home" clears it); hidden with none granted. */
export function HomePortalPicker(): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const granted = useGrantedPortals();
  const setHome = useHomePortalMutation();
  const list = granted.data?.list ?? [];
  if (!list.length) return null;
  const pick = async (id: string) => {
    await setHome.mutateAsync(id || null);
    rememberHome(id);
    toastSuccess(t('homeSaved'));
  };
  return (
    <Space className="portal-home-picker">
      <Typography.Text type="secondary">{t('homePortal')}</Typography.Text>
      <Select
        aria-label={t('pickHome')}
        style={{ minWidth: 180 }}
        loading={setHome.isPending}
        value={granted.data?.portalId ?? ''}
        options={[
          { value: '', label: t('defaultHome') },
          ...list.map((p) => ({ value: p.id, label: p.fullName })),
        ]}
        onChange={(v: string) => void pick(v).catch(() => undefined)}
      />
    </Space>
  );
}

/** The home page as the user's portal; the default home (`fallback`) when the portal is gone or no longer granted. */
export function HomePortal(props: { portalId: string; fallback: ReactNode }): ReactNode {
  const view = usePortalView(props.portalId);
  if (view.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!view.data) return props.fallback;
  return (
    <div className="portal-home">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {view.data.fullName}
          </Typography.Title>
          <HomePortalPicker />
        </Space>
      </Card>
      <PortalGrid portalId={view.data.id} layout={view.data.layout} />
    </div>
  );
}

/** A portal's view with its name (the designer's preview). */
export function PortalPreview({ portalId }: { portalId: string }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const view = usePortalView(portalId);
  if (view.isError) return <Alert type="warning" showIcon message={t('loadFailed')} />;
  if (!view.data) return <Spin />;
  return <PortalGrid portalId={view.data.id} layout={view.data.layout} />;
}
