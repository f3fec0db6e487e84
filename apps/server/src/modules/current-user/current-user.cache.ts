import { LANGUAGES, ZCurrentUser, type TLanguage } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { USER_TOPICS, type TUsersChanged } from '../../lib/bus-topics.ts';
import type { TBus } from '../../lib/bus.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { loadCurrentUser } from './current-user.service.ts';

const TTL_MS = 60_000;
/** An entry per user and language (the answer names places in the reader's language). */
const keyOf = (userId: string, lang: TLanguage) => `${userId}:${lang}`;

/**
 * The current-user answer is read on every page load and changes only when the user's grants, memberships,
 * menus or profile change, or at sign-in. It is built once, validated against its schema, and kept as JSON
 * per user and language; any of the user topics on the bus (bus-topics.ts) drops it in every process, the TTL is the fallback.
 */
export class CurrentUserCache {
  private readonly entries = new Map<string, { json: string; at: number }>();
  private readonly building = new Map<string, Promise<string | null>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: TDb,
    bus: TBus,
    private readonly now: () => number,
  ) {
    const drop = ({ userIds }: TUsersChanged) => {
      if (userIds === null) this.entries.clear();
      else for (const id of userIds) for (const lang of LANGUAGES) this.entries.delete(keyOf(id, lang));
    };
    this.unsubscribe = USER_TOPICS.map((t) => bus.subscribe(t, drop));
  }

  /** `{userInfo, menuList, permissionList}` as validated JSON, or null when the user is gone. */
  async getJson(auth: TAuth, lang: TLanguage): Promise<string | null> {
    const key = keyOf(auth.userId, lang);
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < TTL_MS) return hit.json;
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(auth, lang).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Stops listening to the bus. */
  close(): void {
    for (const u of this.unsubscribe) u();
    this.entries.clear();
  }

  private async build(auth: TAuth, lang: TLanguage): Promise<string | null> {
    const at = this.now();
    const data = await loadCurrentUser(this.db, auth, lang);
    if (!data) return null;
    const json = JSON.stringify(ZCurrentUser.parse(data));
    this.entries.set(keyOf(auth.userId, lang), { json, at });
    return json;
  }
}
