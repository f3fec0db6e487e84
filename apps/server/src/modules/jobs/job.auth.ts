import type { TAuth } from '../auth/auth.types.ts';

/** The caller as a job's payload keeps it (JSON): the job acts with the rights the caller had when queuing it. */
export type TAuthSnapshot = Omit<TAuth, 'codes'> & { codes: string[] | null };

/** The caller, ready for a job's payload. */
export function toAuthSnapshot(auth: TAuth): TAuthSnapshot {
  return { ...auth, codes: auth.codes ? [...auth.codes] : null };
}

/** The caller a job's payload kept. */
export function fromAuthSnapshot(s: TAuthSnapshot): TAuth {
  return { ...s, codes: s.codes ? new Set(s.codes) : null };
}
