import { Code, MenuType, type TMenuEdit } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { insertAuditedReturning, toggleEnabled, updateAudited } from '../../lib/crud.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildTree, withAncestors } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { keywordMatches } from '../authorize/column-permission.ts';
import {
  countMenuChildren,
  deleteMenuCascade,
  findMenu,
  findMenuClash,
  findMenus,
  isBuiltInMenu,
  type TMenuRow,
} from './menu-admin.repo.ts';
import { menuPropertiesText } from './menu.repo.ts';
import { modules } from './menu.table.ts';

type TDeps = Pick<TAppContext, 'db' | 'now' | 'sessions'>;

/** The admin view of a menu row (every column but the audit trail). */
function toNode(m: TMenuRow) {
  return {
    id: m.id,
    parentId: m.parentId,
    type: m.type,
    fullName: m.fullName,
    enCode: m.enCode,
    icon: m.icon,
    urlAddress: m.urlAddress,
    linkTarget: m.linkTarget,
    category: m.category,
    propertyJson: menuPropertiesText(m.propertyJson),
    isButtonAuthorize: m.isButtonAuthorize,
    isColumnAuthorize: m.isColumnAuthorize,
    isFormAuthorize: m.isFormAuthorize,
    isDataAuthorize: m.isDataAuthorize,
    enabledMark: m.enabledMark,
    sortCode: m.sortCode,
    description: m.description,
    creatorTime: m.creatorTime,
    version: m.version,
  };
}

/** The ids of a row and everything below it (by parentId). */
export function subtreeOf(rows: readonly { id: string; parentId: string }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * Menus admin (spec §2 Dynamic routes, contract §3.11): the tree, edit, delete and enable. Every change drops
 * cached permissions and current-user answers everywhere (menus show after the next sign-in or refresh).
 */
export class MenuService {
  constructor(private readonly c: TDeps) {}

  /** Called after a type-3 (model) menu is saved with the model it names (the low-code list's permission items). */
  onModelMenuSaved?: (auth: TAuth, modelId: string) => Promise<void>;

  /** The menus as a tree; a keyword keeps matches and their ancestors. */
  async list(q: { keyword?: string; category?: string; hiddenColumns?: ReadonlySet<string> }) {
    const rows = await findMenus(this.c.db, q.category);
    // enCode is no column of the page: it is always searched.
    const keep = keywordMatches(
      q.keyword,
      { fullName: (m: TMenuRow) => m.fullName, code: (m: TMenuRow) => m.enCode },
      q.hiddenColumns,
    );
    return buildTree(withAncestors(rows, keep).map(toNode));
  }

  /** Directories a menu may be put under, leaving out `excludeId` and everything below it. */
  async options(excludeId?: string) {
    const rows = await findMenus(this.c.db);
    const excluded = excludeId ? subtreeOf(rows, excludeId) : new Set<string>();
    return buildTree(
      rows
        .filter((m) => m.type === 1 && !excluded.has(m.id))
        .map((m) => ({
          id: m.id,
          parentId: m.parentId,
          fullName: m.fullName,
          enCode: m.enCode,
          type: m.type,
          icon: m.icon,
        })),
    );
  }

  /** One live menu, else 404. */
  async info(id: string) {
    const row = await findMenu(this.c.db, id);
    if (!row) throw notFound();
    return toNode(row);
  }

  private async checkParent(input: TMenuEdit, before: TMenuRow | null) {
    if (input.parentId === '-1') return;
    const parent = await findMenu(this.c.db, input.parentId);
    let bad = !parent || parent.type !== 1 || parent.category !== input.category;
    if (!bad && before) bad = subtreeOf(await findMenus(this.c.db), before.id).has(input.parentId);
    if (bad) throw new AppError(Code.badRequest, 'menu.parentInvalid');
  }

  /** Creates or updates; codes are unique everywhere, names among siblings; built-in codes and types stay. */
  async save(auth: TAuth, input: TMenuEdit): Promise<{ before: TMenuRow | null; after: TMenuRow }> {
    const before = input.id ? await findMenu(this.c.db, input.id) : null;
    if (input.id && !before) throw notFound();
    if (
      before &&
      isBuiltInMenu(before.enCode) &&
      (before.enCode !== input.enCode || before.type !== input.type)
    ) {
      throw new AppError(Code.conflict, 'menu.builtIn');
    }
    await this.checkParent(input, before ?? null);
    const clash = await findMenuClash(this.c.db, input);
    if (clash.code) throw new AppError(Code.conflict, 'menu.codeExists');
    if (clash.name) throw new AppError(Code.conflict, 'menu.nameExists');
    const { id: _id, description, propertyJson, ...rest } = input;
    const values = { ...rest, description: description ?? null, propertyJson };
    // A concurrent write of the code that passed the check above answers menu.codeExists too.
    const after: TMenuRow = await refusingDuplicates(async () =>
      before
        ? { ...before, ...(await updateAudited(this.c, modules, auth, before.id, values)) }
        : await insertAuditedReturning(this.c, modules, auth, values),
    );
    const modelId = after.type === MenuType.model ? after.propertyJson.moduleId : undefined;
    if (typeof modelId === 'string' && this.onModelMenuSaved) await this.onModelMenuSaved(auth, modelId);
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return { before: before ?? null, after };
  }

  /** Deletes a menu without children, its items and every grant referring to any of them. */
  async remove(auth: TAuth, id: string): Promise<TMenuRow> {
    const before = await findMenu(this.c.db, id);
    if (!before) throw notFound();
    if (isBuiltInMenu(before.enCode)) throw new AppError(Code.conflict, 'menu.builtIn');
    if (await countMenuChildren(this.c.db, id)) throw new AppError(Code.conflict, 'menu.hasChildren');
    await this.c.db.transaction((tx) => deleteMenuCascade(tx, id, this.c.now(), auth.userId));
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return before;
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, id: string) {
    const before = await findMenu(this.c.db, id);
    if (!before) throw notFound();
    const toggled = await toggleEnabled(this.c, modules, auth, before);
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return toggled;
  }
}
