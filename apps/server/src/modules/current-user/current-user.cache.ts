import { ZCurrentUser } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { TOPIC_AUTH_CHANGED } from '../auth/session.service.ts';
import { loadCurrentUser } from './current-user.service.ts';

const TTL_MS = 60_000;

/**
 * The current-user answer is read on every page load and changes only when the user's grants, memberships,
 * menus or profile change, or at sign-in. It is built once, validated against its schema, and kept as JSON
 * per user; `auth.changed` on the bus drops it in every process, the TTL is the fallback.
 */
export class CurrentUserCache {
  private readonly entries = new Map<string, { json: string; at: number }>();
  private readonly building = new Map<string, Promise<string | null>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: TDb,
    bus: TBus,
    private readonly now: () => number,
  ) {
    this.unsubscribe = bus.subscribe(TOPIC_AUTH_CHANGED, (d) => {
      const ids = (d as { userIds: string[] | null }).userIds;
      if (ids === null) this.entries.clear();
      else for (const id of ids) this.entries.delete(id);
    });
  }

  /** `{userInfo, menuList, permissionList}` as validated JSON, or null when the user is gone. */
  async getJson(auth: TAuth): Promise<string | null> {
    const hit = this.entries.get(auth.userId);
    if (hit && this.now() - hit.at < TTL_MS) return hit.json;
    let pending = this.building.get(auth.userId);
    if (!pending) {
      pending = this.build(auth).finally(() => this.building.delete(auth.userId));
      this.building.set(auth.userId, pending);
    }
    return pending;
  }

  /** Stops listening to the bus. */
  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  private async build(auth: TAuth): Promise<string | null> {
    const at = this.now();
    const data = await loadCurrentUser(this.db, auth);
    if (!data) return null;
    const json = JSON.stringify(ZCurrentUser.parse(data));
    this.entries.set(auth.userId, { json, at });
    return json;
  }
}
