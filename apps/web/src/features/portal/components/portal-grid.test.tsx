import type { TPortalLayout } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitRealtime } from '../../../shared/realtime/events.ts';
import { http } from '../../../shared/http.ts';
import { PortalGrid } from './portal-grid.tsx';

const layout: TPortalLayout = {
  cards: [
    {
      i: 'c1',
      x: 0,
      y: 0,
      w: 12,
      h: 6,
      title: '销售',
      kind: 'list',
      refreshSeconds: 0,
      config: { kind: 'list', source: 'dataInterface', sourceId: 'di1', columns: [], rows: 10 },
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('portal grid push refresh', () => {
  it("refetches a card's rows when its portal's change is pushed, not another portal's", async () => {
    let amount = 10;
    const get = vi
      .spyOn(http, 'get')
      .mockImplementation(() => Promise.resolve({ rows: [{ amount: amount++ }], truncated: false }));
    const cardCalls = () =>
      get.mock.calls.filter(([url]) => url === '/api/visualdev/Portal/p1/Card/c1').length;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PortalGrid portalId="p1" layout={layout} isStandalone />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('10', {}, { timeout: 10_000 })).toBeTruthy();
    expect(cardCalls()).toBe(1);
    emitRealtime('portalChanged', { method: 'portalChanged', portalId: 'other' });
    emitRealtime('portalChanged', { method: 'portalChanged', portalId: 'p1' });
    expect(await screen.findByText('11', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(cardCalls()).toBe(2));
  }, 30_000);
});
