import {
  SCOPE_TOKENS,
  SELECTOR_USES,
  ZConditionJson,
  hasPermission,
  pageOfPermission,
  type TConditionJson,
  type TPageCode,
  type TGrantedPermission,
} from '@app/contracts';
import { SQL, and, eq, inArray, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import type { TBus } from '../../lib/bus.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { moduleDataSchemes, modules } from '../menu/menu.table.ts';
import { TOPIC_ORG_CHANGED, type OrgTreeCache } from '../organize/org-tree.cache.ts';
import { users } from '../users/user.table.ts';
import { findGrantedItemIds } from './grant.repo.ts';
import { modelPagesNeeding, type TSelectorUse } from './selector-access.ts';

interface TResolved {
  field: string;
  op: string;
  value: string | number | string[];
}
type TScopeValue =
  { all: true } | { all: false; schemes: { logic: 'and' | 'or'; conditions: TResolved[] }[][] };
declare const SCOPED: unique symbol;

/**
 * A caller's data scope on one page: everything, or the OR of granted schemes (none granted = nothing). Branded:
 * only `DataScopeService` (`forPage`, `forUses`) and `systemScope(reason)` make one, so a repo read that requires
 * a `TScope` cannot be called with a forgotten or hand-made scope (a type error, not a review comment).
 *
 * Guarded data, read only through a required `TScope` (lists, info by id, exports, import lookups, selectors,
 * trees, members): users (`user-list.repo.ts`), organisations and departments (`organize.repo.ts`), positions
 * (`position.repo.ts`), the selector trees and `{noun}/ops` (`tree.service.ts`), role and position members
 * (`findVisibleUserIds`), the user import's organisation codes (`loadCodeMaps`: where the caller may place a
 * user), and tables created at runtime through their system columns (`systemColumnScope`).
 * Exempt, and why: integrity checks that answer a boolean or a count and must see every row (code and account
 * clashes, dependants, references' existence); the organisation structure the scope itself is resolved from
 * (`findOrgStructure`, `OrgTreeCache`); sign-in and the session's own account (`user.repo.ts`); roles (no
 * organisation column, the role page is not data-authorised; a role's grants limit hand-overs instead); the chat
 * directory and message recipients (everyone, by the contract); online users (sessions, on a page that is not
 * data-authorised; forcing one offline checks the target with `assertCanActOn`); per-user data already bound to
 * the caller (messages, own sessions, files, profile); and configuration that is not organisation data
 * (dictionary, areas, bill rules, data interfaces, menus, logs, feedback, system settings).
 */
export type TScope = TScopeValue & { readonly [SCOPED]: true };

/** Columns (or SQL expressions) of a guarded table that conditions may name (anything else matches nothing). */
export type TScopeFields = Readonly<Record<string, AnyColumn | SQL>>;

const brand = (value: TScopeValue) => value as TScope;
const ALL = brand({ all: true });

/**
 * The whole table for a read that serves no caller's page (a write's parent lookup, a job's internal pass, a
 * test): name the reason, so every unscoped read is one grep away (`systemScope(`).
 */
export function systemScope(reason: string): TScope {
  if (!reason.trim()) throw new Error('systemScope needs a reason');
  return ALL;
}

/**
 * Data permissions (issue 3): the schemes granted to the caller on a page, with their tokens resolved
 * (@userId, @organizeId, subtrees, subordinates), computed once and cached until grants or the organisation change.
 */
export class DataScopeService {
  private readonly cache = new Map<string, Promise<TScope>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: TDb,
    bus: TBus,
    private readonly orgs: OrgTreeCache,
  ) {
    const clear = () => this.cache.clear();
    this.unsubscribe = (
      [UserTopic.grants, UserTopic.memberships, UserTopic.menus, TOPIC_ORG_CHANGED] as const
    ).map((t) => bus.subscribe(t, clear));
  }

  /** The caller's scope on a page. */
  forPage(auth: TAuth, page: TPageCode): Promise<TScope> {
    if (auth.isAdmin) return Promise.resolve(ALL);
    const key = `${auth.sessionId}|${page}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.resolve(auth, page);
      hit.catch(() => this.cache.delete(key));
      this.cache.set(key, hit);
    }
    return hit;
  }

  /**
   * The caller's scope on a shared selector: the union of their scopes on the pages among `uses` they hold (a
   * selector answers what at least one of the pages that call it may show; none held = nothing).
   */
  async forUses(auth: TAuth, uses: readonly TGrantedPermission[]): Promise<TScope> {
    if (auth.isAdmin) return ALL;
    const pages = new Set(uses.filter((u) => hasPermission(auth.codes, u)).map(pageOfPermission));
    const scopes = await Promise.all([...pages].map((p) => this.forPage(auth, p)));
    if (scopes.some((s) => s.all)) return ALL;
    return brand({ all: false, schemes: scopes.flatMap((s) => (s.all ? [] : s.schemes)) });
  }

  /**
   * The caller's scope on shared selector `use`: `forUses` over its pages (SELECTOR_USES) and the runtime-model
   * menus the caller holds whose published form calls it (`selectorAccess` admits those holders too).
   */
  async forSelector(auth: TAuth, use: TSelectorUse): Promise<TScope> {
    if (auth.isAdmin) return ALL;
    const modelPages = await modelPagesNeeding(this.db, auth, use);
    return this.forUses(auth, [...SELECTOR_USES[use], ...modelPages]);
  }

  /** Stops listening. */
  close(): void {
    for (const u of this.unsubscribe) u();
  }

  private async resolve(auth: TAuth, page: TPageCode): Promise<TScope> {
    const [menu] = await this.db
      .select({ id: modules.id, isDataAuthorize: modules.isDataAuthorize })
      .from(modules)
      .where(and(eq(modules.enCode, page), isNull(modules.deleteTime)));
    if (!menu || menu.isDataAuthorize !== 1) return ALL;
    const granted = await findGrantedItemIds(this.db, auth, 'resource');
    const rows = granted.size
      ? await this.db
          .select({ conditionJson: moduleDataSchemes.conditionJson })
          .from(moduleDataSchemes)
          .where(
            and(
              eq(moduleDataSchemes.moduleId, menu.id),
              eq(moduleDataSchemes.enabledMark, 1),
              isNull(moduleDataSchemes.deleteTime),
              inArray(moduleDataSchemes.id, [...granted]),
            ),
          )
      : [];
    const schemes: (TScopeValue & { all: false })['schemes'] = [];
    for (const row of rows) {
      const parsed = ZConditionJson.safeParse(safeJson(row.conditionJson));
      if (!parsed.success) continue; // a broken scheme grants nothing
      if (parsed.data.length === 0) return ALL;
      schemes.push(await this.resolveTokens(auth, parsed.data));
    }
    return brand({ all: false, schemes });
  }

  private async resolveTokens(auth: TAuth, groups: TConditionJson) {
    return Promise.all(
      groups.map(async (g) => ({
        logic: g.logic,
        conditions: await Promise.all(
          g.groups.map(async (c) => ({ ...c, value: await this.token(auth, c.value) })),
        ),
      })),
    );
  }

  private async token(auth: TAuth, value: string | number | string[]): Promise<string | number | string[]> {
    const org = auth.organizeId ?? '';
    switch (value) {
      case SCOPE_TOKENS.userId:
        return auth.userId;
      case SCOPE_TOKENS.organizeId:
        return org;
      case SCOPE_TOKENS.organizeAndBelow:
        return this.orgs.subtree(org);
      case SCOPE_TOKENS.companyAndBelow: {
        const company = await this.orgs.companyOf(org);
        return company ? this.orgs.subtree(company) : [];
      }
      case SCOPE_TOKENS.userAndSubordinates:
        return this.subordinates(auth.userId);
      default:
        return value;
    }
  }

  /** The user and everyone below them through managerId. */
  private async subordinates(userId: string): Promise<string[]> {
    const seen = new Set([userId]);
    let frontier = [userId];
    for (let depth = 0; frontier.length && depth < 20; depth++) {
      const rows = await this.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.managerId, frontier), isNull(users.deleteTime)));
      frontier = rows.map((r) => r.id).filter((id) => !seen.has(id));
      for (const id of frontier) seen.add(id);
    }
    return [...seen];
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const FALSE = sql`false`;

function conditionSql(c: TResolved, fields: TScopeFields): SQL {
  const col = fields[c.field];
  if (!col) return FALSE;
  const list = Array.isArray(c.value) ? c.value : [String(c.value)];
  const inList = () => (!list.length ? FALSE : col instanceof SQL ? inArray(col, list) : inArray(col, list));
  switch (c.op) {
    case 'In':
      return inList();
    case 'Equal':
      return Array.isArray(c.value) ? inList() : col instanceof SQL ? eq(col, c.value) : eq(col, c.value);
    case 'NotEqual': {
      const v = Array.isArray(c.value) ? (list[0] ?? '') : c.value;
      return col instanceof SQL ? ne(col, v) : ne(col, v);
    }
    case 'Contains':
      return sql`${col}::text like ${'%' + String(list[0] ?? '').replace(/[%_\\]/g, '\\$&') + '%'}`;
    case 'LessThan':
      return sql`${col} < ${list[0]}`;
    case 'LessThanOrEqual':
      return sql`${col} <= ${list[0]}`;
    case 'GreaterThan':
      return sql`${col} > ${list[0]}`;
    case 'GreaterThanOrEqual':
      return sql`${col} >= ${list[0]}`;
    default:
      return FALSE;
  }
}

/** The WHERE condition of a scope over a table's allowed fields (undefined = no restriction). */
export function scopeWhere(scope: TScope, fields: TScopeFields): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.schemes.length) return FALSE;
  const schemes = scope.schemes.map((groups) => {
    const parts = groups.map((g) => {
      const conds = g.conditions.map((c) => conditionSql(c, fields));
      return (g.logic === 'or' ? or(...conds) : and(...conds)) ?? FALSE;
    });
    return and(...parts) ?? FALSE;
  });
  return or(...schemes) ?? FALSE;
}

function conditionHolds(c: TResolved, record: Readonly<Record<string, unknown>>): boolean {
  if (!(c.field in record)) return false;
  const raw = record[c.field];
  const v = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const list = Array.isArray(c.value) ? c.value : [String(c.value)];
  switch (c.op) {
    case 'In':
    case 'Equal':
      return list.includes(v);
    case 'NotEqual':
      return !list.includes(v);
    case 'Contains':
      return v.includes(list[0] ?? '');
    default:
      return false; // ordering conditions are only evaluated in SQL
  }
}

/** True when a record with these field values would be inside the scope (checks a create or a move). */
export function scopeAllows(scope: TScope, record: Readonly<Record<string, unknown>>): boolean {
  if (scope.all) return true;
  return scope.schemes.some((groups) =>
    groups.every((g) =>
      g.logic === 'or'
        ? g.conditions.some((c) => conditionHolds(c, record))
        : g.conditions.every((c) => conditionHolds(c, record)),
    ),
  );
}
