import { ORG_ICONS, ZSelectorNode } from '@app/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import type { TBus } from '../../lib/bus.ts';
import { PreSerialized } from '../../lib/route.ts';
import { buildTree } from '../../lib/tree.ts';
import { scopeWhere, type TScope } from '../authorize/data-scope.ts';
import { TOPIC_ORG_CHANGED } from '../organize/org-tree.cache.ts';
import { ORG_SCOPE_FIELDS } from '../organize/organize.repo.ts';
import { organizes } from '../organize/organize.table.ts';
import { POSITION_SCOPE_FIELDS } from '../position/position.repo.ts';
import { positions } from '../position/position.table.ts';
import { USER_SCOPE_FIELDS } from '../users/user-list.repo.ts';
import { users } from '../users/user.table.ts';

/** The selector trees. */
export type TTreeKind = 'user' | 'company' | 'department' | 'position';

interface TFlatNode {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  icon: string;
}

/** Fallback lifetime of a cached tree, for changes that announce nothing on the bus (e.g. position edits). */
const TTL_MS = 30_000;
const ZTree = z.array(ZSelectorNode);

/**
 * The cached selector trees of spec §3 ("fetched once, then reused"): organisations, with positions or users
 * hung under their organisation. Each is built once per process, validated and kept as JSON; `org.changed`
 * and grant, membership or profile changes on the bus drop them everywhere (a sign-in does not).
 */
export class SelectorTreeService {
  private readonly cache = new Map<TTreeKind, { json: Promise<string>; at: number }>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: TDb,
    bus: TBus,
    private readonly now: () => number,
  ) {
    const clear = () => this.cache.clear();
    this.unsubscribe = (
      [TOPIC_ORG_CHANGED, UserTopic.grants, UserTopic.memberships, UserTopic.profile] as const
    ).map((t) => bus.subscribe(t, clear));
  }

  /** The tree `{list}` as pre-serialised JSON inside the caller's scope (the whole tree is cached, a narrower one not). */
  async get(kind: TTreeKind, scope: TScope): Promise<PreSerialized> {
    if (!scope.all) return new PreSerialized(await this.build(kind, scope));
    const now = this.now();
    let hit = this.cache.get(kind);
    if (!hit || now - hit.at > TTL_MS) {
      const json = this.build(kind, scope);
      hit = { json, at: now };
      this.cache.set(kind, hit);
      json.catch(() => this.cache.delete(kind));
    }
    return new PreSerialized(await hit.json);
  }

  /** Drops every cached tree in this process. */
  clear(): void {
    this.cache.clear();
  }

  /** Stops listening. */
  close(): void {
    for (const u of this.unsubscribe) u();
  }

  private async build(kind: TTreeKind, scope: TScope): Promise<string> {
    const orgs = await this.orgNodes(kind === 'company', scope);
    const leaves =
      kind === 'user'
        ? await this.userNodes(scope)
        : kind === 'position'
          ? await this.positionNodes(scope)
          : [];
    const orgIds = new Set(orgs.map((o) => o.id));
    const tree = buildTree([...orgs, ...leaves.filter((l) => orgIds.has(l.parentId))]);
    return JSON.stringify({ list: ZTree.parse(tree) });
  }

  private async orgNodes(companiesOnly: boolean, scope: TScope): Promise<TFlatNode[]> {
    const rows = await this.db
      .select({
        id: organizes.id,
        parentId: organizes.parentId,
        fullName: organizes.fullName,
        category: organizes.category,
      })
      .from(organizes)
      .where(
        and(
          isNull(organizes.deleteTime),
          companiesOnly ? eq(organizes.category, 'company') : undefined,
          scopeWhere(scope, ORG_SCOPE_FIELDS),
        ),
      )
      .orderBy(asc(organizes.sortCode), desc(organizes.creatorTime));
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      type: r.category,
      icon: r.category === 'company' ? ORG_ICONS.company : ORG_ICONS.department,
    }));
  }

  private async positionNodes(scope: TScope): Promise<TFlatNode[]> {
    const rows = await this.db
      .select({ id: positions.id, parentId: positions.organizeId, fullName: positions.fullName })
      .from(positions)
      .where(
        and(
          isNull(positions.deleteTime),
          eq(positions.enabledMark, 1),
          scopeWhere(scope, POSITION_SCOPE_FIELDS),
        ),
      )
      .orderBy(asc(positions.sortCode), desc(positions.creatorTime));
    return rows.map((r) => ({ ...r, type: 'position', icon: ORG_ICONS.position }));
  }

  private async userNodes(scope: TScope): Promise<TFlatNode[]> {
    const rows = await this.db
      .select({
        id: users.id,
        organizeId: users.organizeId,
        realName: users.realName,
        account: users.account,
      })
      .from(users)
      .where(and(isNull(users.deleteTime), eq(users.enabledMark, 1), scopeWhere(scope, USER_SCOPE_FIELDS)))
      .orderBy(asc(users.sortCode), asc(users.account));
    return rows.map((r) => ({
      id: r.id,
      parentId: r.organizeId ?? '',
      fullName: `${r.realName}/${r.account}`,
      type: 'user',
      icon: ORG_ICONS.user,
    }));
  }
}
