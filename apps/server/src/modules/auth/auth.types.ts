/** The signed-in caller, resolved once per session and cached. */
export interface TAuth {
  /** SHA-256 of the token (the session row id). */
  sessionId: string;
  userId: string;
  account: string;
  realName: string;
  isAdmin: boolean;
  organizeId: string | null;
  /** Enabled roles the user belongs to. */
  roleIds: readonly string[];
  /** Enabled positions the user holds. */
  positionIds: readonly string[];
  /** Permission codes held; null for the super administrator (holds everything). */
  codes: ReadonlySet<string> | null;
  language: string | null;
  mustChangePassword: boolean;
}

/** Why a token was not accepted: maps to the envelope session codes. */
export type TSessionFailure = 'missing' | 'expired' | 'kicked' | 'invalid';
