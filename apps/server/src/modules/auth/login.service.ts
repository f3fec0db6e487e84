import { Code, LAYOUTS, Rules, type TLayout, type TLoginBody } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { loginLogColumns } from '../logs/log-rows.ts';
import { LogCategory } from '../logs/log.table.ts';
import type { LogWriter } from '../logs/log.writer.ts';
import {
  findUserByAccount,
  findUsersByMobile,
  recordLoginFailure,
  recordLoginSuccess,
  type TUserRow,
} from '../users/user.repo.ts';
import type { SessionService, TSessionMeta } from './session.service.ts';
import type { SmsCodeService } from './sms.service.ts';
import { clearFailures, countBackoffFailure, countFailure, findLock } from './throttle.repo.ts';

interface TLoginDeps {
  db: TDb;
  sessions: SessionService;
  logs: LogWriter;
  sms: SmsCodeService;
  now: () => number;
  /**
   * The sign-in policy now (system settings apply without a restart): an account's failures in a row before its
   * tries are delayed, the longest delay and an address's lock time (and failure window), an address's failures.
   */
  policy: () => {
    maxFailures: number;
    lockMs: number;
    ipMaxFailures: number;
  };
}

interface TLoginResult {
  token: string;
  theme: TLayout;
  userId: string;
}

/** The layout a user signs in to (anything unknown falls back to classic). */
export function layoutOf(theme: string | null): TLayout {
  return (LAYOUTS as readonly string[]).includes(theme ?? '') ? (theme as TLayout) : 'classic';
}

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));
const secondsLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));
/** An account's first delay (doubled by each further failure) and the quiet day after which its count restarts. */
const FIRST_DELAY_MS = 1000;
const FORGET_MS = 24 * 3_600_000;

/** Sign-in rules: password and SMS sign-in, account backoff and address lockout, unlock. */
export class LoginService {
  constructor(private readonly d: TLoginDeps) {}

  /** Password or SMS sign-in; answers the token and layout, or refuses with one message for all unknowns. */
  async login(body: TLoginBody, meta: TSessionMeta): Promise<TLoginResult> {
    if (body.loginType === 'sms') return this.smsLogin(body.account, body.code ?? '', meta);
    if (!body.password)
      throw new AppError(Code.badRequest, 'req.invalid', {
        detail: 'body.password: please enter your password',
      });
    const user = await this.checkPassword(body.account, body.password, meta, body.tenantId);
    return this.openSession(user, meta, 'password');
  }

  /** Lock-screen unlock: the password of the signed-in account, with the same lockout as sign-in. */
  async unlock(account: string, password: string, userId: string, meta: TSessionMeta): Promise<void> {
    const user = await this.checkPassword(account, password, meta);
    if (user.id !== userId) throw new AppError(Code.badRequest, 'auth.badCredentials');
  }

  /** Sends an SMS code to a mobile (silently does nothing for numbers without an account). */
  async sendSmsCode(mobile: string): Promise<{ cooldownSeconds: number; expiresInSeconds: number }> {
    const owners = await findUsersByMobile(this.d.db, mobile);
    return this.d.sms.send(mobile, owners.length === 1);
  }

  private async smsLogin(mobile: string, code: string, meta: TSessionMeta): Promise<TLoginResult> {
    if (!Rules.mobile.test(mobile)) {
      throw new AppError(Code.badRequest, 'req.invalid', {
        detail: 'body.account: please enter the correct mobile number',
      });
    }
    if (!/^\d{4,8}$/.test(code)) {
      throw new AppError(Code.badRequest, 'req.invalid', {
        detail: 'body.code: please enter the verification code',
      });
    }
    await this.assertIpOpen(meta.ip);
    const valid = await this.d.sms.verify(mobile, code);
    if (!valid) {
      await this.countIpFailure(meta.ip);
      throw new AppError(Code.badRequest, 'auth.smsCodeWrong');
    }
    const owners = await findUsersByMobile(this.d.db, mobile);
    if (owners.length !== 1) throw new AppError(Code.badRequest, 'auth.smsCodeWrong');
    this.assertUsable(owners[0]);
    return this.openSession(owners[0], meta, 'sms');
  }

  /**
   * Resolves the account (account, mobile, or `mobile@account` sub-account), checks the address lock and the
   * account's delay, verifies the password in constant time for unknown accounts, and counts a failure for the
   * account (growing delays) and for the address (a lock) separately.
   */
  private async checkPassword(
    input: string,
    password: string,
    meta: TSessionMeta,
    tenantId?: string,
  ): Promise<TUserRow> {
    const now = this.d.now();
    const account = input.trim().toLowerCase();
    const acctKey = `acct:${account}`;
    const [, waiting] = await Promise.all([this.assertIpOpen(meta.ip), findLock(this.d.db, acctKey, now)]);
    if (waiting) throw new AppError(Code.tooMany, 'auth.retryIn', { seconds: secondsLeft(waiting, now) });

    const user = await this.findAccount(account, tenantId);
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) {
      const p = this.d.policy();
      await countBackoffFailure(this.d.db, acctKey, now, {
        free: p.maxFailures,
        baseMs: FIRST_DELAY_MS,
        capMs: p.lockMs,
        forgetMs: FORGET_MS,
      });
      await this.countIpFailure(meta.ip);
      if (user) await recordLoginFailure(this.d.db, user.id);
      this.logLogin(user, input, meta, false, 'auth.badCredentials');
      throw new AppError(Code.badRequest, 'auth.badCredentials');
    }
    this.assertUsable(user);
    await clearFailures(this.d.db, acctKey);
    return user;
  }

  private async findAccount(account: string, tenantId?: string): Promise<TUserRow | undefined> {
    const at = account.indexOf('@');
    if (at > 0 && Rules.mobile.test(account.slice(0, at))) {
      // Sub-account `mobile@account`: the mobile names the tenant's main account (single tenant: an administrator).
      const [main] = await findUsersByMobile(this.d.db, account.slice(0, at));
      if (!main?.isAdministrator) return undefined;
      return findUserByAccount(this.d.db, account.slice(at + 1));
    }
    void tenantId; // single tenant: tenantId is accepted and ignored
    const byAccount = await findUserByAccount(this.d.db, account);
    if (byAccount || !Rules.mobile.test(account)) return byAccount;
    const byMobile = await findUsersByMobile(this.d.db, account);
    return byMobile.length === 1 ? byMobile[0] : undefined;
  }

  private assertUsable(user: TUserRow): void {
    if (user.deleteTime) throw new AppError(Code.forbidden, 'auth.deleted');
    if (user.enabledMark === 0) throw new AppError(Code.forbidden, 'auth.disabled');
    if (user.enabledMark !== 1) throw new AppError(Code.forbidden, 'auth.notActivated');
  }

  private async assertIpOpen(ip: string): Promise<void> {
    const now = this.d.now();
    const locked = await findLock(this.d.db, `ip:${ip}`, now);
    if (locked) throw new AppError(Code.tooMany, 'auth.ipLocked', { minutes: minutesLeft(locked, now) });
  }

  private async countIpFailure(ip: string): Promise<void> {
    const p = this.d.policy();
    await countFailure(this.d.db, `ip:${ip}`, this.d.now(), {
      max: p.ipMaxFailures,
      windowMs: p.lockMs,
      lockMs: p.lockMs,
    });
  }

  /**
   * Opens a session for a verified user and records the sign-in. The address's failures stay counted: one account's
   * success must not buy another account's guesses more tries.
   */
  async openSession(user: TUserRow, meta: TSessionMeta, how: string): Promise<TLoginResult> {
    const [{ token }] = await Promise.all([
      this.d.sessions.create(user.id, meta),
      recordLoginSuccess(this.d.db, user, this.d.now(), meta.ip, meta.ipPlace),
    ]);
    // The previous-login details in the cached current-user answer are now stale.
    await this.d.sessions.invalidateUsers([user.id], UserTopic.signedIn);
    this.logLogin(user, user.account, meta, true, how);
    return { token, theme: layoutOf(user.theme), userId: user.id };
  }

  private logLogin(
    user: TUserRow | undefined,
    account: string,
    meta: TSessionMeta,
    success: boolean,
    note: string,
  ): void {
    this.d.logs.write({
      category: LogCategory.login,
      userId: user?.id ?? null,
      userName: user ? `${user.realName}/${user.account}` : account.slice(0, 100),
      ipAddress: meta.ip,
      ipAddressName: meta.ipPlace,
      platForm: meta.platform,
      ...loginLogColumns(success, note, meta.userAgent),
      statusCode: success ? 200 : 400,
      creatorTime: this.d.now(),
    });
  }
}
