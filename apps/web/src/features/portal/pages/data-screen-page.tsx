import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { queryClient } from '../../../shared/query-client.ts';
import { usePortalView } from '../api.ts';
import { PortalGrid } from '../components/portal-grid.tsx';
import { PORTAL_NS } from '../portal-i18n.ts';

/**
 * Spends the one-time ticket of the URL (ADR 0008) for this tab's own session. The token stays in this tab's
 * memory (never written to storage), so the back office's session is neither replaced nor ended by the screen.
 */
function useScreenSession(ticket: string | null) {
  return useQuery({
    queryKey: ['portal', 'screenTicket', ticket],
    queryFn: async () => {
      const { token } = await http.post<{ token: string }>(
        '/api/oauth/ticket/exchange',
        { ticket },
        { silent: true },
      );
      useAuthStore.setState({ token });
      return token;
    },
    enabled: Boolean(ticket),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

function ScreenBody({ portalId }: { portalId: string }): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const view = usePortalView(portalId);
  if (view.isError) return <Alert type="error" showIcon message={view.error.message || t('loadFailed')} />;
  if (!view.data) return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <>
      <Typography.Title level={2} className="data-screen-title">
        {view.data.fullName}
      </Typography.Title>
      <PortalGrid portalId={view.data.id} layout={view.data.layout} isStandalone />
    </>
  );
}

/** The data screen of a type-6 menu (`/dataScreen?moduleId=&ticket=`): its portal, full screen, outside the shell. */
export function DataScreenPage(): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <DataScreen />
    </QueryClientProvider>
  );
}

function DataScreen(): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  // Read once from the address: the screen has its own entry without a router (data-screen-main.tsx).
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const moduleId = params.get('moduleId') ?? '';
  const ticket = params.get('ticket');
  const session = useScreenSession(ticket);
  let body: ReactNode;
  if (!moduleId) body = <Alert type="warning" showIcon message={t('screenNoModule')} />;
  else if (ticket && session.isError) body = <Alert type="error" showIcon message={t('screenFailed')} />;
  else if (ticket && !session.data) body = <Spin size="large" tip={t('screenOpening')} fullscreen />;
  else body = <ScreenBody portalId={moduleId} />;
  return <div className="data-screen">{body}</div>;
}
