import type { TLoginBody, TLoginResult, TQrStatus, TQrTicket, TSmsCodeResult } from '@app/contracts';
import { SIGN_IN_USER_TYPE } from '../../shared/auth/session-api.ts';
import { http } from '../../shared/http.ts';

// The fixed client query of the JNPF sign-in call (ignored by the server).
const LOGIN_QUERY = { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' };

/** Signs in with account and MD5 password, or with mobile and SMS code. */
export function login(body: TLoginBody): Promise<TLoginResult> {
  return http.post<TLoginResult>(
    '/api/oauth/Login',
    { userType: SIGN_IN_USER_TYPE, ...body },
    { params: LOGIN_QUERY },
  );
}

/** Sends an SMS sign-in code to a mobile number. */
export function sendSmsCode(mobile: string): Promise<TSmsCodeResult> {
  return http.post<TSmsCodeResult>('/api/oauth/sms/code', { mobile });
}

/** Starts a scan sign-in. */
export function createQrTicket(): Promise<TQrTicket> {
  return http.post<TQrTicket>('/api/oauth/qrcode');
}

/** Polls a scan sign-in (silent: an expired or used ticket just shows the refresh offer). */
export function pollQrTicket(ticket: TQrTicket): Promise<TQrStatus> {
  return http.get<TQrStatus>(
    `/api/oauth/qrcode/${encodeURIComponent(ticket.ticket)}`,
    { pollKey: ticket.pollKey },
    {
      silent: true,
    },
  );
}

/** The signed-in user scanned (`scan`) or confirmed (`confirm`) a ticket shown on another screen. */
export function markQrTicket(ticket: string, action: 'scan' | 'confirm'): Promise<null> {
  return http.post<null>(`/api/oauth/qrcode/${encodeURIComponent(ticket)}/${action}`);
}
