import {
  Code,
  PORTAL_CARD_ROWS,
  type TPortalCardData,
  type TPortalEdit,
  type TPortalLayout,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { insertAuditedReturning, softDelete, updateAudited } from '../../lib/crud.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TCaller } from '../data-interface/data-interface.runner.ts';
import {
  clearPortalHomes,
  deletePortalGrants,
  findGrantedPortalIds,
  findLiveRoleIds,
  findPortal,
  findPortalOptions,
  findPortalRoleIds,
  findPortals,
  findUserPortalId,
  portalCodeClashes,
  replacePortalRoles,
  saveUserPortalId,
} from './portal.repo.ts';
import { portals } from './portal.table.ts';

type TRow = typeof portals.$inferSelect;
/** Runs a data interface by id for a caller with the given parameters. */
type TRunInterface = (
  id: string,
  caller: TCaller,
  given: Record<string, string>,
) => Promise<{ data: unknown; truncated?: unknown }>;

/** A portal as the list shows it. */
function presentItem(r: TRow) {
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    category: r.category,
    description: r.description,
    sortCode: r.sortCode,
    enabledMark: r.enabledMark,
    cardCount: r.layout.cards.length,
    creatorTime: r.creatorTime,
    lastModifyTime: r.lastModifyTime,
  };
}

/** The rows of a data interface's answer: an array of objects, or the `list` of an object. */
function toRows(data: unknown): { rows: Record<string, unknown>[]; truncated: boolean } {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)
      ? (data as { list: unknown[] }).list
      : [];
  const rows = list.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object');
  return { rows: rows.slice(0, PORTAL_CARD_ROWS), truncated: rows.length > PORTAL_CARD_ROWS };
}

/** JSON text with object keys sorted (jsonb answers keys in its own order), to tell whether two layouts differ. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (!v || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${sortedJson(x)}`).join(',')}}`;
}

/** Portals: the designer's CRUD, grants to roles, the granted users' view and card data, the home portal. */
export class PortalService {
  constructor(
    private readonly c: Pick<TAppContext, 'bus' | 'db' | 'now' | 'sessions'>,
    /** Runs a data interface under its own checks (DataInterfaceService.run). */
    private readonly runInterface: TRunInterface,
  ) {}

  /** The portals of the designer list. */
  async list(q: { keyword?: string; category?: string }) {
    return (await findPortals(this.c.db, q)).map(presentItem);
  }

  /** One portal with its layout. */
  async info(id: string) {
    const r = await this.get(id);
    return { ...presentItem(r), version: r.version, layout: r.layout };
  }

  /** Creates a portal; answers it as stored (for the operation log). */
  async create(auth: TAuth, input: TPortalEdit): Promise<TRow> {
    await this.assertCodeFree(input.enCode);
    const { version: _v, ...values } = input;
    return refusingDuplicates(() =>
      insertAuditedReturning(this.c, portals, auth, { ...values, description: values.description ?? null }),
    );
  }

  /** Updates a portal (a stale `version` is refused); answers it before and after (for the operation log). */
  async update(auth: TAuth, id: string, input: TPortalEdit) {
    const before = await this.get(id);
    await this.assertCodeFree(input.enCode, id);
    const { version, ...values } = input;
    const written = await refusingDuplicates(() =>
      updateAudited(this.c, portals, auth, id, {
        ...values,
        description: values.description ?? null,
        ...(version == null ? {} : { version }),
      }),
    );
    // An unchanged layout stays out of the log's detail (its stored key order is not the request's).
    const layout = sortedJson(written.layout) === sortedJson(before.layout) ? before.layout : written.layout;
    await this.pushChanged(id);
    return { before, after: { ...before, ...written, layout } };
  }

  /** Deletes a portal, its grants, and the home choice of the users who had it; answers it as it was. */
  async remove(auth: TAuth, id: string) {
    const before = await this.get(id);
    await softDelete(this.c, portals, auth, id);
    await deletePortalGrants(this.c.db, id);
    const homes = await clearPortalHomes(this.c.db, id);
    if (homes.length) await this.c.sessions.invalidateUsers(homes, UserTopic.profile);
    await this.pushChanged(id);
    return before;
  }

  /** Copies a portal (layout included, grants not) under a new code. */
  async copy(auth: TAuth, id: string) {
    const r = await this.get(id);
    const suffix = String(this.c.now()).slice(-5);
    const enCode = `${r.enCode}.copy${suffix}`.slice(0, 50);
    return this.create(auth, {
      fullName: `${r.fullName}.副本${suffix}`.slice(0, 50),
      enCode,
      category: r.category,
      description: r.description,
      sortCode: r.sortCode,
      enabledMark: 0,
      layout: r.layout,
    });
  }

  /** Enabled portals, for binding menus of type 6. */
  selector() {
    return findPortalOptions(this.c.db);
  }

  /** The portals the caller may open and its home portal. */
  async mine(auth: TAuth) {
    const ids = auth.isAdmin ? undefined : [...(await findGrantedPortalIds(this.c.db, auth))];
    const [list, portalId] = await Promise.all([
      findPortalOptions(this.c.db, ids),
      findUserPortalId(this.c.db, auth.userId),
    ]);
    return { list, portalId: portalId ?? '' };
  }

  /** The roles a portal is granted to. */
  async grants(id: string) {
    await this.get(id);
    return { roleIds: await findPortalRoleIds(this.c.db, id) };
  }

  /** Replaces the roles a portal is granted to (unknown roles refused, naming the field). */
  async saveGrants(auth: TAuth, id: string, roleIds: readonly string[]) {
    await this.get(id);
    const wanted = [...new Set(roleIds)];
    const found = await findLiveRoleIds(this.c.db, wanted);
    const missing = wanted.findIndex((r) => !found.has(r));
    if (missing >= 0) throw badRequest(`body.roleIds.${missing}: no such role`);
    await replacePortalRoles(this.c.db, id, wanted, { userId: auth.userId, now: this.c.now() });
  }

  /** The layout of a portal the caller is granted (enabled portals only). */
  async view(auth: TAuth, id: string) {
    const r = await this.granted(auth, id);
    return { id: r.id, fullName: r.fullName, layout: r.layout };
  }

  /** Sets the caller's home portal to one it is granted. */
  async setHome(auth: TAuth, id: string) {
    await this.granted(auth, id);
    await saveUserPortalId(this.c.db, auth.userId, id);
    await this.c.sessions.invalidateUsers([auth.userId], UserTopic.profile);
  }

  /** Clears the caller's home portal (home shows the default page again). */
  async clearHome(auth: TAuth) {
    await saveUserPortalId(this.c.db, auth.userId, null);
    await this.c.sessions.invalidateUsers([auth.userId], UserTopic.profile);
  }

  /** The rows of a chart or list card of a granted portal, from its data interface under the interface's guards. */
  async cardData(caller: TCaller & { auth: TAuth }, id: string, cardId: string): Promise<TPortalCardData> {
    const r = await this.granted(caller.auth, id);
    const card = r.layout.cards.find((c) => c.i === cardId);
    if (!card) throw notFound();
    const config = card.config;
    if (config.kind !== 'chart' && config.kind !== 'list') {
      throw new AppError(Code.badRequest, 'req.invalid', {
        detail: 'path.cardId: the card has no data source',
      });
    }
    // A report's chart is read from the report's own run, under the report's permission.
    if (config.source !== 'dataInterface') {
      throw new AppError(Code.badRequest, 'req.invalid', {
        detail: 'path.cardId: the card reads its report run',
      });
    }
    const result = await this.runInterface(config.sourceId, caller, {});
    const { rows, truncated } = toRows(result.data);
    return { rows, truncated: truncated || Boolean(result.truncated) };
  }

  /** A live portal (404 otherwise). */
  private async get(id: string): Promise<TRow & { layout: TPortalLayout }> {
    const r = await findPortal(this.c.db, id);
    if (!r) throw notFound();
    return r;
  }

  /** A live, enabled portal the caller is granted (the super administrator: every one); 403 when not granted. */
  private async granted(auth: TAuth, id: string) {
    const r = await this.get(id);
    if (!auth.isAdmin && !(await findGrantedPortalIds(this.c.db, auth)).has(id)) throw forbidden();
    if (r.enabledMark !== 1) throw notFound();
    return r;
  }

  /**
   * Tells every socket the portal changed (ids only: a client showing it refetches, under its grant). Everybody,
   * because who is granted a portal (roles, data-screen menus) is not known without a query per user.
   */
  private pushChanged(portalId: string): Promise<void> {
    return this.c.bus.publish('portal.changed', { portalId });
  }

  private async assertCodeFree(enCode: string, id?: string) {
    if (await portalCodeClashes(this.c.db, { id, enCode })) {
      throw new AppError(Code.conflict, 'portal.codeExists');
    }
  }
}
