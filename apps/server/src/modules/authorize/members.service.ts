import { Code } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { AppError } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { PositionService } from '../position/position.service.ts';
import type { RoleService } from '../role/role.service.ts';
import { findVisibleUserIds } from '../users/user-list.repo.ts';
import { changeMembers, findMembers, type TRelationType } from '../users/user-relation.repo.ts';
import { assertCanActOn, assertCanHandOver } from './grant-guard.ts';

type TDeps = Pick<
  TAppContext,
  'db' | 'relationNames' | 'now' | 'sessions' | 'scopes' | 'orgs' | 'config' | 'settings'
>;

/**
 * Members of roles and positions. The caller sees and changes only members inside their user data scope (others
 * are kept as they are), and may add members only to a role or position whose grants they hold themselves.
 */
export class MembersService {
  private readonly roles: RoleService;
  private readonly positions: PositionService;

  constructor(
    private readonly c: TDeps,
    peers: { roles: RoleService; positions: PositionService },
  ) {
    this.roles = peers.roles;
    this.positions = peers.positions;
  }

  private async visibleUsers(auth: TAuth, ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    return findVisibleUserIds(this.c.db, ids, await this.c.scopes.forPage(auth, 'permission.user'));
  }

  private async assertObject(auth: TAuth, type: TRelationType, id: string) {
    if (type === 'Role') await this.roles.info(id);
    else await this.positions.info(auth, id);
  }

  /** Member ids the caller may see. */
  async list(auth: TAuth, type: TRelationType, objectId: string): Promise<string[]> {
    await this.assertObject(auth, type, objectId);
    const all = await findMembers(this.c.db, type, objectId);
    const visible = await this.visibleUsers(auth, all);
    return all.filter((id) => visible.has(id));
  }

  /** Sets the visible members to `userIds`; returns what changed. */
  async replace(auth: TAuth, type: TRelationType, objectId: string, userIds: readonly string[]) {
    await this.assertObject(auth, type, objectId);
    const wanted = [...new Set(userIds)];
    const visibleWanted = await this.visibleUsers(auth, wanted);
    if (visibleWanted.size !== wanted.length) throw new AppError(Code.forbidden, 'org.outOfScope');
    const current = await this.list(auth, type, objectId);
    const add = wanted.filter((id) => !current.includes(id));
    const remove = current.filter((id) => !wanted.includes(id));
    await assertCanActOn(this.c.db, auth, [...add, ...remove]);
    if (add.length) await assertCanHandOver(this.c.db, auth, type, [objectId]);
    await changeMembers(this.c.db, type, objectId, add, remove, this.c.now());
    await this.c.sessions.invalidateUsers([...add, ...remove], UserTopic.memberships);
    return { add, remove };
  }
}
