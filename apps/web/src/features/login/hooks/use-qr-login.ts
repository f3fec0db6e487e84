import QRCode from 'qrcode';
import { useCallback, useEffect, useState } from 'react';
import type { TQrTicket } from '@app/contracts';
import { createQrTicket, pollQrTicket } from '../api.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/** Poll interval of a scan sign-in. */
const QR_POLL_MS = 2000;

type TQrPhase = 'loading' | 'waiting' | 'scanned' | 'expired';

/** The URL a phone opens from the QR code: the confirm page of this app. */
function qrConfirmUrl(ticket: string, origin: string = window.location.origin): string {
  return `${origin}/qr-confirm?ticket=${encodeURIComponent(ticket)}`;
}

/** Scan sign-in: a ticket shown as a QR code, polled every 2 s until confirmed or expired. */
export function useQrLogin(): { phase: TQrPhase; image: string; refresh: () => void } {
  const complete = useCompleteSignIn();
  const [ticket, setTicket] = useState<TQrTicket | null>(null);
  const [image, setImage] = useState('');
  const [phase, setPhase] = useState<TQrPhase>('loading');
  const [round, setRound] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let isLive = true;
    createQrTicket()
      .then(async (t) => {
        const url = await QRCode.toDataURL(qrConfirmUrl(t.ticket), { width: 200, margin: 1 });
        if (!isLive) return;
        setTicket(t);
        setImage(url);
        setPhase('waiting');
      })
      .catch(() => isLive && setPhase('expired'));
    return () => {
      isLive = false;
    };
  }, [round]);

  useEffect(() => {
    if (!ticket || phase === 'expired' || phase === 'loading') return undefined;
    let isLive = true;
    const timer = setTimeout(() => {
      pollQrTicket(ticket)
        .then((r) => {
          if (!isLive) return undefined;
          if (r.status === 'confirmed') return complete({ token: r.token, theme: r.theme });
          setPhase(r.status === 'expired' || Date.now() > ticket.expiresAt ? 'expired' : r.status);
          setTick((n) => n + 1); // schedules the next poll even when the phase is unchanged
          return undefined;
        })
        .catch(() => isLive && setPhase('expired'));
    }, QR_POLL_MS);
    return () => {
      isLive = false;
      clearTimeout(timer);
    };
  }, [ticket, phase, tick, complete]);

  const refresh = useCallback(() => {
    setPhase('loading');
    setRound((r) => r + 1);
  }, []);
  return { phase, image, refresh };
}
