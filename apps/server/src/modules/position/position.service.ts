import { Code, type TLanguage, type TPageQuery, type TPositionEdit } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TColumnQuery } from '../authorize/column-permission.ts';
import { findEntryLabels } from '../dictionary/dictionary.repo.ts';
import { scopeAllows } from '../authorize/data-scope.ts';
import {
  POSITION_DEFAULT_ORDER,
  POSITION_SORT,
  countPositionUsers,
  findPosition,
  findPositionClash,
  findPositionOptions,
  findPositionPage,
  positions,
} from './position.repo.ts';

const PAGE = 'permission.position' as const;

/** Positions (contract §3.7): paged list, selectors, edit, delete and enable, inside the caller's data scope. */
export class PositionService {
  constructor(
    private readonly c: Pick<TAppContext, 'db' | 'scopes' | 'orgs' | 'now' | 'sessions' | 'relationNames'>,
  ) {}

  private scope(auth: TAuth) {
    return this.c.scopes.forPage(auth, PAGE);
  }

  /** One page; organizeId covers its whole subtree. */
  async page(auth: TAuth, q: TColumnQuery<TPageQuery & { organizeId?: string }>, lang: TLanguage) {
    const scope = await this.scope(auth);
    const organizeIds = q.organizeId ? await this.c.orgs.subtree(q.organizeId) : undefined;
    const filter = { scope, organizeIds, keyword: q.keyword, hiddenColumns: q.hiddenColumns };
    const { limit, offset } = pageWindow(q);
    const [{ rows, total }, types] = await Promise.all([
      findPositionPage(this.c.db, filter, orderBy(q, POSITION_SORT, POSITION_DEFAULT_ORDER), limit, offset),
      findEntryLabels(this.c.db, 'PositionType', lang),
    ]);
    // Lists show the PositionType label (contract §3.7); info keeps the code the form edits.
    const labelOf = (type: string | null) => types.find((e) => e.enCode === type)?.label ?? type;
    return paged(
      rows.map((r) => ({ ...r, type: labelOf(r.type) })),
      total,
      q,
    );
  }

  /** Enabled positions for selectors, inside the caller's scope on the pages that call them. */
  async options(auth: TAuth) {
    const scope = await this.c.scopes.forSelector(auth, 'positionOptions');
    return findPositionOptions(this.c.db, scope);
  }

  /** One position the caller may see, else 404 (a hidden record looks like a missing one). */
  async info(auth: TAuth, id: string) {
    const row = await findPosition(this.c.db, id, await this.scope(auth));
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates; the target organisation must be inside the caller's scope; names and codes unique there. */
  async save(auth: TAuth, input: TPositionEdit) {
    const scope = await this.scope(auth);
    const before = input.id ? await this.info(auth, input.id) : null;
    if (
      !scopeAllows(scope, {
        organizeId: input.organizeId,
        creatorUserId: before?.creatorUserId ?? auth.userId,
        id: input.id ?? '',
      })
    ) {
      throw new AppError(Code.forbidden, 'org.outOfScope');
    }
    if (!(await this.c.orgs.exists(input.organizeId))) {
      throw new AppError(Code.badRequest, 'req.invalid', { detail: 'body.organizeId: no such organisation' });
    }
    const clash = await findPositionClash(this.c.db, input);
    if (clash.code) throw new AppError(Code.conflict, 'position.codeExists');
    if (clash.name) throw new AppError(Code.conflict, 'position.nameExists');
    const values = {
      fullName: input.fullName,
      enCode: input.enCode,
      type: input.type ?? null,
      organizeId: input.organizeId,
      enabledMark: input.enabledMark,
      sortCode: input.sortCode,
      description: input.description ?? null,
      version: input.version,
    };
    const saved = await saveAudited(this.c, positions, auth, before, values);
    await this.c.relationNames.changed(); // user lists name positions from memory
    await this.c.sessions.invalidateUsers(null, UserTopic.memberships, UserTopic.grants); // selector trees and holders' grants follow
    return saved;
  }

  /** Soft-deletes a position nobody holds. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(auth, id);
    if (await countPositionUsers(this.c.db, id)) throw new AppError(Code.conflict, 'position.hasUsers');
    await softDelete(this.c, positions, auth, id);
    await this.c.relationNames.changed();
    await this.c.sessions.invalidateUsers(null, UserTopic.memberships, UserTopic.grants);
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.info(auth, id);
    const toggled = await toggleEnabled(this.c, positions, auth, before);
    await this.c.sessions.invalidateUsers(null, UserTopic.memberships, UserTopic.grants); // grants held through this position change for its holders
    return toggled;
  }
}
