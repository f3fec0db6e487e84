import { http } from '../shared/http.ts';
import { DATA_SCREEN_URL, ticketViewUrl, type TMenuRoute } from './menu-routes.ts';

/** The answer of POST /api/oauth/ticket. */
interface TViewTicket {
  ticket: string;
  expiresAt: number;
}

/**
 * Opens an external view (menu type 6) in a new tab with a one-time ticket, never the session token (ADR 0008).
 * The tab is opened during the click (popup blockers allow that), then pointed at the view once the ticket is here.
 */
export async function openTicketView(route: TMenuRoute): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { ticket } = await http.post<TViewTicket>('/api/oauth/ticket');
    const href = ticketViewUrl(
      route.viewUrl ?? DATA_SCREEN_URL,
      route.moduleId,
      ticket,
      window.location.origin,
    );
    if (!tab) {
      window.open(href, '_blank', 'noopener');
      return;
    }
    tab.opener = null;
    tab.location.href = href;
  } catch {
    // The http client has shown the error; do not leave an empty tab behind.
    tab?.close();
  }
}
