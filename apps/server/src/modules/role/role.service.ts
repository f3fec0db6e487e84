import { Code, ROLE_GROUP_OTHER, type TLanguage, type TRoleEdit, type TRoleItem } from '@app/contracts';
import { and, asc, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { saveAudited, softDelete, toggleEnabled } from '../../lib/crud.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { keywordWhere } from '../authorize/column-permission.ts';
import { findEntryLabels } from '../dictionary/dictionary.repo.ts';
import { userRelations } from '../users/user-relation.table.ts';
import { roles } from './role.table.ts';

type TDeps = Pick<TAppContext, 'db' | 'now' | 'sessions' | 'relationNames'>;
const live = isNull(roles.deleteTime);

/** Roles (contract §3.9): typed by the RoleType dictionary; unique codes and names; guarded deletes. */
export class RoleService {
  constructor(private readonly c: TDeps) {}

  /** Roles as a flat list, `type` the RoleType enCode, ordered type by type (keyword on name and code; enabledOnly for selectors). */
  async list(
    keyword: string | undefined,
    enabledOnly: boolean,
    lang: TLanguage,
    hiddenColumns?: ReadonlySet<string>,
  ): Promise<TRoleItem[]> {
    const [rows, types] = await Promise.all([
      this.c.db
        .select()
        .from(roles)
        .where(
          and(
            live,
            enabledOnly ? eq(roles.enabledMark, 1) : undefined,
            keywordWhere(keyword, { fullName: roles.fullName, enCode: roles.enCode }, hiddenColumns),
          ),
        )
        .orderBy(asc(roles.sortCode), desc(roles.creatorTime)),
      findEntryLabels(this.c.db, 'RoleType', lang),
    ]);
    const order = new Map(types.map((t, i) => [t.enCode, i]));
    const nameOf = (type: string) => {
      const entry = types.find((t) => t.enCode === type);
      return entry ? entry.label : ROLE_GROUP_OTHER[lang];
    };
    const rank = (type: string | null) => order.get(type ?? '') ?? types.length;
    return [...rows]
      .sort((a, b) => rank(a.type) - rank(b.type)) // stable: sortCode order within a type
      .map((r) => ({
        id: r.id,
        fullName: r.fullName,
        enCode: r.enCode,
        type: r.type ?? '',
        typeName: nameOf(r.type ?? ''),
        description: r.description,
        enabledMark: r.enabledMark,
        sortCode: r.sortCode,
        creatorTime: r.creatorTime,
      }));
  }

  /** One live role, else 404. */
  async info(id: string) {
    const [row] = await this.c.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), live));
    if (!row) throw notFound();
    return row;
  }

  /** Creates or updates a role; codes and names are unique. */
  async save(auth: TAuth, input: TRoleEdit) {
    const before = input.id ? await this.info(input.id) : null;
    const clash = await this.c.db
      .select({ fullName: roles.fullName, enCode: roles.enCode })
      .from(roles)
      .where(
        and(
          live,
          or(eq(roles.enCode, input.enCode), eq(roles.fullName, input.fullName)),
          input.id ? ne(roles.id, input.id) : undefined,
        ),
      );
    if (clash.some((r) => r.enCode === input.enCode)) throw new AppError(Code.conflict, 'role.codeExists');
    if (clash.length) throw new AppError(Code.conflict, 'role.nameExists');
    const { id: _id, ...values } = { ...input, description: input.description ?? null };
    const saved = await saveAudited(this.c, roles, auth, before, values);
    await this.c.relationNames.changed(); // user lists name roles from memory
    if (before && before.enabledMark !== values.enabledMark) await this.c.sessions.invalidateUsers(null);
    return saved;
  }

  /** Deletes a role with no members and no grants. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(id);
    const [[members], [grants]] = await Promise.all([
      this.c.db
        .select({ n: count() })
        .from(userRelations)
        .where(and(eq(userRelations.objectType, 'Role'), eq(userRelations.objectId, id))),
      this.c.db
        .select({ n: count() })
        .from(authorizes)
        .where(and(eq(authorizes.objectType, 'Role'), eq(authorizes.objectId, id))),
    ]);
    if (members.n) throw new AppError(Code.conflict, 'role.hasUsers');
    if (grants.n) throw new AppError(Code.conflict, 'role.hasGrants');
    await softDelete(this.c, roles, auth, id);
    await this.c.relationNames.changed();
    return before;
  }

  /** Flips enabledMark; members' permissions follow at once. */
  async toggle(auth: TAuth, id: string) {
    const before = await this.info(id);
    const toggled = await toggleEnabled(this.c, roles, auth, before);
    await this.c.sessions.invalidateUsers(null);
    return toggled;
  }
}
