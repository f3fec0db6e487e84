import { LANGUAGES, ZCurrentUser, type TLanguage } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { TOPIC_AUTH_CHANGED } from '../auth/session.service.ts';
import { loadCurrentUser } from './current-user.service.ts';

const TTL_MS = 60_000;
/** An entry per user and language (the answer names places in the reader's language). */
const keyOf = (userId: string, lang: TLanguage) => `${userId}:${lang}`;

/**
 * The current-user answer is read on every page load and changes only when the user's grants, memberships,
 * menus or profile change, or at sign-in. It is built once, validated against its schema, and kept as JSON
 * per user and language; `auth.changed` on the bus drops it in every process, the TTL is the fallback.
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
      else for (const id of ids) for (const lang of LANGUAGES) this.entries.delete(keyOf(id, lang));
    });
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
    this.unsubscribe();
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
