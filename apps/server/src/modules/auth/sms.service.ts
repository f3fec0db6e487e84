import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { smsCodes } from './auth.table.ts';

/** Delivers a verification code (the app's is the notify module's configured SMS provider). */
export interface TSmsSender {
  send(mobile: string, code: string): Promise<void>;
}

const COOLDOWN_MS = 60_000;
const TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** SMS verification codes: 6 digits, hashed at rest, expiry, resend cooldown and an attempt limit. */
export class SmsCodeService {
  constructor(
    private readonly db: TDb,
    private readonly sender: TSmsSender,
    private readonly now: () => number,
  ) {}

  /** Issues a code (delivered only when `deliver`, so unknown numbers look the same as known ones). */
  async send(mobile: string, deliver: boolean) {
    const now = this.now();
    const [current] = await this.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    if (current && now - current.sentAt < COOLDOWN_MS) {
      throw new AppError(Code.tooMany, 'auth.smsCooldown', {
        seconds: Math.ceil((COOLDOWN_MS - (now - current.sentAt)) / 1000),
      });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      mobile,
      codeHash: sha256(`${mobile}:${code}`),
      sentAt: now,
      expiresAt: now + TTL_MS,
      attempts: 0,
    };
    await this.db.insert(smsCodes).values(row).onConflictDoUpdate({ target: smsCodes.mobile, set: row });
    if (deliver) await this.sender.send(mobile, code);
    return { cooldownSeconds: COOLDOWN_MS / 1000, expiresInSeconds: TTL_MS / 1000 };
  }

  /** Checks a code; a right code is used up, wrong ones count towards the attempt limit. */
  async verify(mobile: string, code: string): Promise<boolean> {
    const now = this.now();
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.mobile, mobile))
      .returning();
    if (!row || row.expiresAt <= now || row.attempts > MAX_ATTEMPTS) return false;
    if (!safeEqual(row.codeHash, sha256(`${mobile}:${code}`))) return false;
    await this.db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
    return true;
  }
}
