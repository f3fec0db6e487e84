import { Code, type TAuthorizeEdit, type TGrantNode } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { buildTree, withAncestors } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findEnabledMenus, findMenuItems } from '../menu/menu.repo.ts';
import type { PositionService } from '../position/position.service.ts';
import type { RoleService } from '../role/role.service.ts';
import type { UserService } from '../users/user.service.ts';
import { authorizes } from './authorize.table.ts';
import { ITEM_TYPES, findHeldItems, findObjectGrants, type TItemKind } from './grant-guard.ts';

type TDeps = Pick<
  TAppContext,
  'db' | 'relationNames' | 'now' | 'sessions' | 'scopes' | 'orgs' | 'config' | 'settings'
>;
type TObjectType = 'Role' | 'Position' | 'User';

/**
 * The authorise screen: for a role, position or user, everything the caller may grant (menus, and buttons,
 * columns, forms and data schemes of those menus) with what is granted. Saving replaces grants only inside what
 * the caller may grant; anything outside is refused (nobody grants what they do not hold) and never touched.
 */
export class AuthorizeService {
  constructor(
    private readonly c: TDeps,
    private readonly peers: { roles: RoleService; positions: PositionService; users: UserService },
  ) {}

  private async assertObject(auth: TAuth, type: TObjectType, id: string) {
    if (type === 'Role') await this.peers.roles.info(id);
    else if (type === 'Position') await this.peers.positions.info(auth, id);
    else await this.peers.users.info(auth, id);
  }

  /** Menus and items the caller may grant (= holds), per kind. */
  async grantable(auth: TAuth) {
    const held = await findHeldItems(this.c.db, auth);
    const allMenus = await findEnabledMenus(this.c.db);
    const menus = held ? withAncestors(allMenus, (m) => held.module.has(m.id)) : allMenus;
    const menuNodes = menus.map((m) => ({
      id: m.id,
      parentId: m.parentId,
      fullName: m.fullName,
      enCode: m.enCode,
      icon: m.icon,
      kind: 'menu',
    }));
    const grantableMenuIds = new Set(held ? [...held.module] : menus.map((m) => m.id));
    const kinds = {} as Record<TItemKind, { nodes: typeof menuNodes; ids: Set<string> }>;
    kinds.module = {
      nodes: menuNodes,
      ids: new Set(menuNodes.filter((m) => grantableMenuIds.has(m.id)).map((m) => m.id)),
    };
    for (const kind of ITEM_TYPES.filter((k) => k !== 'module')) {
      const items = (await findMenuItems(this.c.db, kind as 'button', [...grantableMenuIds])).filter(
        (i) => !held || held[kind].has(i.id),
      );
      const owners = new Set(items.map((i) => i.moduleId));
      const parents = withAncestors(menuNodes, (m) => owners.has(m.id));
      const leaves = items.map((i) => ({
        id: i.id,
        parentId: i.moduleId,
        fullName: i.fullName,
        enCode: i.enCode,
        icon: '',
        kind,
      }));
      kinds[kind] = { nodes: [...parents, ...leaves], ids: new Set(items.map((i) => i.id)) };
    }
    return kinds;
  }

  /** The caller's own authorisations as trees per kind (profile "my authorisations"). */
  async mine(auth: TAuth) {
    const kinds = await this.grantable(auth);
    return Object.fromEntries(
      ITEM_TYPES.map((k) => [k, buildTree(kinds[k].nodes) as TGrantNode[]]),
    ) as Record<TItemKind, TGrantNode[]>;
  }

  /** The screen's data for one object. */
  async view(auth: TAuth, type: TObjectType, id: string) {
    await this.assertObject(auth, type, id);
    const [kinds, grants] = await Promise.all([
      this.grantable(auth),
      findObjectGrants(this.c.db, type, [id]),
    ]);
    const out = {} as Record<TItemKind, { list: TGrantNode[]; ids: string[] }>;
    for (const kind of ITEM_TYPES) {
      const k = kinds[kind];
      out[kind] = {
        list: buildTree(k.nodes),
        ids: grants.filter((g) => g.itemType === kind && k.ids.has(g.itemId)).map((g) => g.itemId),
      };
    }
    return out;
  }

  /** Replaces the object's grants within the caller's grantable set; refuses anything beyond it. */
  async save(auth: TAuth, type: TObjectType, id: string, input: TAuthorizeEdit) {
    await this.assertObject(auth, type, id);
    const kinds = await this.grantable(auth);
    for (const kind of ITEM_TYPES) {
      if (input[kind].some((itemId) => !kinds[kind].ids.has(itemId)))
        throw new AppError(Code.forbidden, 'grant.exceeds');
    }
    const before = await findObjectGrants(this.c.db, type, [id]);
    const now = this.c.now();
    await this.c.db.transaction(async (tx) => {
      for (const kind of ITEM_TYPES) {
        const mine = [...kinds[kind].ids];
        if (mine.length) {
          await tx
            .delete(authorizes)
            .where(
              and(
                eq(authorizes.objectType, type),
                eq(authorizes.objectId, id),
                eq(authorizes.itemType, kind),
                inArray(authorizes.itemId, mine),
              ),
            );
        }
        const wanted = [...new Set(input[kind])];
        if (wanted.length) {
          await tx.insert(authorizes).values(
            wanted.map((itemId) => ({
              id: newId(),
              itemType: kind,
              itemId,
              objectType: type,
              objectId: id,
              creatorTime: now,
              creatorUserId: auth.userId,
            })),
          );
        }
      }
    });
    await this.c.sessions.invalidateUsers(null, UserTopic.grants);
    return { before, after: await findObjectGrants(this.c.db, type, [id]) };
  }
}
