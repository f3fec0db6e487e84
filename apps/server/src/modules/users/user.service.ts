import { randomInt } from 'node:crypto';
import { Code, type TPageQuery, type TUserEdit } from '@app/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { md5 } from '../../lib/crypto.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import { hashPassword } from '../../lib/password.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { scopeAllows } from '../authorize/data-scope.ts';
import { assertCanActOn, assertCanHandOver } from '../authorize/grant-guard.ts';
import { findVisibleColumns, onlyVisible } from '../authorize/column-permission.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { removeUserRelations, replaceUserObjects } from './user-relation.repo.ts';
import {
  USER_DEFAULT_ORDER,
  USER_SEARCH_COLUMNS,
  USER_SORT,
  findScopedUser,
  findUserOptions,
  countLiveUsers,
  findUserPage,
  isAccountTaken,
  managesAnOrganisation,
} from './user-list.repo.ts';
import { users } from './user.table.ts';

const PAGE = 'permission.user' as const;
/** The keyword and the columns it may search: only visible ones; none visible, no keyword. */
export function searchable(keyword: string | undefined, visible: ReadonlySet<string>) {
  const searchIn = USER_SEARCH_COLUMNS.filter((c) => visible.has(c));
  return searchIn.length ? { keyword, searchIn } : {};
}

/** The list's columns (enCodes usable as column permissions). */
export const USER_COLUMNS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'department',
  'position',
  'roleName',
  'enabledMark',
  'sortCode',
  'creatorTime',
  'description',
];
type TDeps = Pick<
  TAppContext,
  'db' | 'relationNames' | 'scopes' | 'orgs' | 'now' | 'sessions' | 'config' | 'settings'
>;

/** A random initial password that satisfies the password rule (letters and digits, both present). */
export function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]);
  return chars.sort(() => randomInt(3) - 1).join('');
}

/** Users administration (contract §3.8) inside the caller's data scope, with the grant-escalation guard. */
export class UserService {
  constructor(private readonly c: TDeps) {}

  private scope(auth: TAuth) {
    return this.c.scopes.forPage(auth, PAGE);
  }

  /** One page; organizeId covers its subtree. */
  async page(auth: TAuth, q: TPageQuery & { organizeId?: string; enabledMark?: number }) {
    const scope = await this.scope(auth);
    const organizeIds = q.organizeId ? await this.c.orgs.subtree(q.organizeId) : undefined;
    const { limit, offset } = pageWindow(q);
    const visible = await findVisibleColumns(this.c.db, auth, PAGE, USER_COLUMNS);
    const order = {
      key: `${q.sidx ?? ''}:${q.sort ?? ''}`,
      sql: orderBy(q, onlyVisible(USER_SORT, visible), USER_DEFAULT_ORDER),
    };
    // The unfiltered list of a company-wide administrator takes its total from a 30 s cache (ADR 0009).
    const isWholeTable = scope.all && !q.keyword && !organizeIds && q.enabledMark === undefined;
    const { rows, total } = await findUserPage(
      this.c.db,
      { orgs: this.c.orgs, relations: this.c.relationNames },
      { scope, organizeIds, ...searchable(q.keyword, visible), enabledMark: q.enabledMark },
      order,
      limit,
      offset,
      !isWholeTable,
    );
    return paged(rows, isWholeTable ? await this.wholeTableTotal(rows.length, limit, offset) : total, q);
  }

  private wholeCount: { n: number; at: number } | null = null;

  /**
   * The whole table's total from a 30 s cache (ADR 0009), dropped when this process adds or deletes a user and
   * never contradicting the page itself: a short page is its own total, and a full one has at least its rows.
   */
  private async wholeTableTotal(rows: number, limit: number, offset: number): Promise<number> {
    if (rows < limit && (rows > 0 || offset === 0)) return offset + rows;
    const now = this.c.now();
    if (!this.wholeCount || now - this.wholeCount.at > 30_000) {
      this.wholeCount = { n: await countLiveUsers(this.c.db), at: now };
    }
    return Math.max(this.wholeCount.n, offset + rows);
  }

  /** Enabled users for selectors, inside the caller's scope on the pages that call them. */
  async options(auth: TAuth) {
    const scope = await this.c.scopes.forSelector(auth, 'userOptions');
    return findUserOptions(this.c.db, scope);
  }

  /** A user the caller may see (404 otherwise), without secrets. */
  async info(auth: TAuth, id: string) {
    const row = await findScopedUser(this.c.db, id, await this.scope(auth));
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates a user; returns the generated initial password once when one was made. */
  async save(auth: TAuth, input: TUserEdit) {
    const scope = await this.scope(auth);
    const before = input.id ? await this.info(auth, input.id) : null;
    if (before) await assertCanActOn(this.c.db, auth, [before.id]);
    const id = input.id ?? newId();
    if (
      !scopeAllows(scope, {
        organizeId: input.organizeId,
        creatorUserId: before?.creatorUserId ?? auth.userId,
        id,
      })
    ) {
      throw new AppError(Code.forbidden, 'org.outOfScope');
    }
    await this.checkReferences(input, id);
    if (await isAccountTaken(this.c.db, input.account, input.id))
      throw new AppError(Code.conflict, 'user.accountExists');
    const added = (type: 'Role' | 'Position', next: string[]) =>
      next.filter((x) => !(type === 'Role' ? before?.roleIds : before?.positionIds)?.includes(x));
    await assertCanHandOver(this.c.db, auth, 'Role', added('Role', input.roleIds));
    await assertCanHandOver(this.c.db, auth, 'Position', added('Position', input.positionIds));

    const now = this.c.now();
    const { id: _id, password, positionIds, roleIds, version, ...fields } = input;
    const values = {
      ...fields,
      headIcon: fields.headIcon ?? '',
      quickQuery: pinyinInitials(fields.realName),
    };
    let generatedPassword: string | undefined;
    // A concurrent create of the account that passed the check above answers user.accountExists too.
    await refusingDuplicates(() =>
      this.c.db.transaction(async (tx) => {
        if (before) {
          const set = { ...values, lastModifyTime: now, lastModifyUserId: auth.userId };
          await updateVersioned(tx, users, id, set, version ?? undefined);
        } else {
          if (!password) generatedPassword = generatePassword();
          const digest = password ?? md5(generatedPassword!);
          await tx.insert(users).values({
            ...values,
            id,
            passwordHash: await hashPassword(digest),
            mustChangePassword: this.c.settings.forcePasswordChange(),
            creatorTime: now,
            creatorUserId: auth.userId,
          });
        }
        await replaceUserObjects(tx, id, 'Role', roleIds, now);
        await replaceUserObjects(tx, id, 'Position', positionIds, now);
      }),
    );
    if (!before) this.wholeCount = null;
    await this.c.sessions.invalidateUsers([id]);
    return { id, generatedPassword, before, after: { ...values, id, positionIds, roleIds } };
  }

  private async checkReferences(input: TUserEdit, id: string) {
    if (!(await this.c.orgs.exists(input.organizeId)))
      throw badRequest('body.organizeId: no such organisation');
    if (input.managerId) {
      if (input.managerId === id) throw new AppError(Code.badRequest, 'user.managerSelf');
      const [m] = await this.c.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.managerId), isNull(users.deleteTime)));
      if (!m) throw badRequest('body.managerId: no such user');
    }
    for (const [ids, t, field] of [
      [input.roleIds, roles, 'roleIds'],
      [input.positionIds, positions, 'positionIds'],
    ] as const) {
      if (!ids.length) continue;
      const found = await this.c.db
        .select({ id: t.id })
        .from(t)
        .where(and(inArray(t.id, ids), isNull(t.deleteTime)));
      if (found.length !== new Set(ids).size) throw badRequest(`body.${field}: contains an unknown id`);
    }
  }

  /** Soft-deletes a user (never yourself, the super administrator, or an organisation's manager). */
  async remove(auth: TAuth, id: string) {
    const before = await this.guardTarget(auth, id, 'user.cannotDeleteSelf');
    if (await managesAnOrganisation(this.c.db, id)) throw new AppError(Code.conflict, 'user.isManager');
    await this.c.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ deleteTime: this.c.now(), deleteUserId: auth.userId })
        .where(eq(users.id, id));
      await removeUserRelations(tx, id);
    });
    this.wholeCount = null;
    await this.c.sessions.revokeUser(id, 'disabled');
    return before;
  }

  /** Enables or disables a user; disabling ends their sessions at once. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.guardTarget(auth, id, 'user.cannotDisableSelf');
    const enabledMark = before.enabledMark === 1 ? 0 : 1;
    const set = { enabledMark, lastModifyTime: this.c.now(), lastModifyUserId: auth.userId };
    await updateVersioned(this.c.db, users, id, set);
    if (enabledMark === 0) await this.c.sessions.revokeUser(id, 'disabled');
    return { before, after: { ...before, enabledMark } };
  }

  /** Administrator's reset: both MD5s must match; the user's sessions end. */
  async resetPassword(auth: TAuth, id: string, userPassword: string, validatePassword: string) {
    if (userPassword.toLowerCase() !== validatePassword.toLowerCase())
      throw new AppError(Code.badRequest, 'user.passwordMismatch');
    const target = await this.info(auth, id);
    await assertCanActOn(this.c.db, auth, [target.id]);
    await this.c.db
      .update(users)
      .set({
        passwordHash: await hashPassword(userPassword),
        changePasswordDate: this.c.now(),
        mustChangePassword: this.c.settings.forcePasswordChange(),
      })
      .where(eq(users.id, id));
    await this.c.sessions.revokeUser(id, 'password');
    return target;
  }

  /** Unbinds a user's third-party account (none are bound in this product: a checked no-op). */
  async unbind(auth: TAuth, id: string) {
    await assertCanActOn(this.c.db, auth, [(await this.info(auth, id)).id]);
  }

  private async guardTarget(
    auth: TAuth,
    id: string,
    selfKey: 'user.cannotDeleteSelf' | 'user.cannotDisableSelf',
  ) {
    if (id === auth.userId) throw new AppError(Code.badRequest, selfKey);
    const before = await this.info(auth, id);
    await assertCanActOn(this.c.db, auth, [before.id]);
    return before;
  }
}
