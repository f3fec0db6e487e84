import type { TPortalLayout } from '@app/contracts';
import { PORTAL_CHANGED, PORTAL_COLS } from '@app/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { onRealtime } from '../../../shared/realtime/events.ts';
import { portalKeys } from '../api.ts';
import { PortalCard } from './portal-card.tsx';
import '../portal.css';

/** Height of one grid row in pixels (the designer uses the same). */
export const PORTAL_ROW_HEIGHT = 48;
/** Gap between cards in pixels. */
export const PORTAL_GAP = 12;

/**
 * Cards refetch on a push: to-do and notice cards on a new task or notice (as the default home does), the layout and
 * every card of this portal when its design was saved or it was deleted (`portalChanged`).
 */
function useRefreshOnPush(portalId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const offMessages = onRealtime('messagePush', () => {
      void client.invalidateQueries({ queryKey: portalKeys.todoCounts });
      void client.invalidateQueries({ queryKey: portalKeys.todoList });
      void client.invalidateQueries({ queryKey: ['portal', 'notices'] });
    });
    const offPortal = onRealtime(PORTAL_CHANGED, (frame) => {
      if ((frame as { portalId?: unknown } | null)?.portalId !== portalId) return;
      void client.invalidateQueries({ queryKey: portalKeys.view(portalId) });
      void client.invalidateQueries({ queryKey: ['portal', 'card', portalId] });
    });
    return () => {
      offMessages();
      offPortal();
    };
  }, [client, portalId]);
}

/**
 * A portal's cards at their designed places, as a CSS grid of PORTAL_COLS columns (a narrow screen stacks them);
 * the designer's react-grid-layout is not loaded to show one.
 */
export function PortalGrid(props: {
  portalId: string;
  layout: TPortalLayout;
  isStandalone?: boolean;
}): ReactNode {
  useRefreshOnPush(props.portalId);
  const cards = [...props.layout.cards].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <div
      className="portal-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${PORTAL_COLS}, minmax(0, 1fr))`,
        gridAutoRows: PORTAL_ROW_HEIGHT,
        gap: PORTAL_GAP,
      }}
    >
      {cards.map((card) => (
        <div
          key={card.i}
          className="portal-grid-item"
          style={
            {
              gridColumn: `${card.x + 1} / span ${card.w}`,
              gridRow: `${card.y + 1} / span ${card.h}`,
              minWidth: 0,
              '--portal-h': card.h,
            } as CSSProperties
          }
        >
          <PortalCard portalId={props.portalId} card={card} isStandalone={props.isStandalone} />
        </div>
      ))}
    </div>
  );
}
