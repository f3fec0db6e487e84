import type { TAuth } from '../auth/auth.types.ts';

/**
 * The caller as a job's payload keeps it (JSON): the job acts with the rights the caller had when queuing it. The
 * session is left out: a job outlives it, and its id is not kept at rest.
 */
export type TAuthSnapshot = Omit<TAuth, 'codes' | 'sessionId'> & { codes: string[] | null };

/** The caller, ready for a job's payload. */
export function toAuthSnapshot(auth: TAuth): TAuthSnapshot {
  const { sessionId: _session, ...rest } = auth;
  return { ...rest, codes: auth.codes ? [...auth.codes] : null };
}

/** The caller a job's payload kept (with no session). */
export function fromAuthSnapshot(s: TAuthSnapshot): TAuth {
  return { ...s, sessionId: '', codes: s.codes ? new Set(s.codes) : null };
}
