import { ZId, isKnownPermission, type TButtonCode, type TPageCode } from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import type { TGuardDeps, TResolveCodes } from '../../lib/route.ts';
import { modules } from '../menu/menu.table.ts';
import { visualDevs } from '../visualdev/visualdev.table.ts';

/** The runtime-model menu type (a low-code page: its propertyJson names the model as `moduleId`). */
const MODEL_MENU_TYPE = 3;

/** The raw body's `id` (resolvers run before validation): a non-empty one means an update. */
function bodyHasId(req: FastifyRequest): boolean {
  const body = req.body;
  return typeof body === 'object' && body !== null && Boolean((body as { id?: unknown }).id);
}

/** The button an `edit` call needs, chosen by the body: btn_add to create (no id), btn_edit to update. */
export function editButton(req: FastifyRequest): TButtonCode {
  return bodyHasId(req) ? 'btn_edit' : 'btn_add';
}

/** Access of an `edit` route of a fixed page: the page (checked first), then btn_add or btn_edit by the body's id. */
export function editButtonAccess(page: TPageCode): { permission: TPageCode; resolve: TResolveCodes } {
  for (const b of ['btn_add', 'btn_edit'])
    if (!isKnownPermission(`${page}:${b}`)) throw new Error(`${page} has no ${b} for its edit route`);
  return { permission: page, resolve: (req) => [`${page}:${editButton(req)}`] };
}

/** A raw path parameter as an id, or null when it is not one (the resolver then admits nobody). */
function rawId(req: FastifyRequest, name: string): string | null {
  const parsed = ZId.safeParse((req.params as Record<string, unknown> | undefined)?.[name]);
  return parsed.success ? parsed.data : null;
}

/** The model a menu's propertyJson names (text or an already parsed object), or null. */
export function menuModelId(propertyJson: unknown): string | null {
  try {
    const p: unknown = typeof propertyJson === 'string' ? JSON.parse(propertyJson) : propertyJson;
    const id = typeof p === 'object' && p !== null ? (p as { moduleId?: unknown }).moduleId : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The live type-3 menus whose propertyJson may name the model (the caller checks the id exactly), each with the
 * model's published row (release version, name, web type; null when the model is unpublished or deleted): the
 * runtime's access check and its model cache read both in one round trip, a prepared statement (every runtime
 * request runs it: parsing and planning it each time cost about as much as running it).
 */
export async function findModelMenus(db: TDbOrTx, modelId: string): Promise<TModelMenuRow[]> {
  const id = sql.placeholder('modelId');
  return prepareOnce(db, 'authorize.modelMenus', () =>
    db
      .select({
        enCode: modules.enCode,
        propertyJson: modules.propertyJson,
        version: visualDevs.releaseVersion,
        fullName: visualDevs.fullName,
        webType: visualDevs.webType,
      })
      .from(modules)
      .leftJoin(
        visualDevs,
        and(sql`${visualDevs.id} = ${id}`, eq(visualDevs.state, 1), isNull(visualDevs.deleteTime)),
      )
      .where(
        and(
          eq(modules.type, MODEL_MENU_TYPE),
          eq(modules.enabledMark, 1),
          isNull(modules.deleteTime),
          sql`strpos(${modules.propertyJson}::text, ${id}::text) > 0`,
        ),
      ),
  ).execute({ modelId });
}

/** A live type-3 menu that may name a model, with the model's published row (nulls: unpublished or deleted). */
export interface TModelMenuRow {
  enCode: string;
  propertyJson: unknown;
  version: number | null;
  fullName: string | null;
  webType: number | null;
}

/**
 * The process's cache of `findModelMenus` by model id (`BusKeyedCache`, built by the composition root and dropped on
 * `menus.changed` and `visualdev.changed`): every runtime request needs it, and menus and models rarely change.
 */
export interface TModelMenuSource {
  get(modelId: string): Promise<TModelMenuRow[]>;
}

/** The model's menus from the cache when there is one, else from the database. */
function modelMenusFrom(deps: TGuardDeps, modelId: string): Promise<TModelMenuRow[]> {
  return deps.modelMenus ? deps.modelMenus.get(modelId) : findModelMenus(deps.db, modelId);
}

/** The enCodes (pages) of the live type-3 menus bound to model `modelId`. */
export async function modelMenuPages(deps: TGuardDeps, modelId: string): Promise<string[]> {
  const rows = await modelMenusFrom(deps, modelId);
  return rows.filter((r) => menuModelId(r.propertyJson) === modelId).map((r) => r.enCode);
}

/** The model menus each request found: its access check and its handler (the model's pages) read them once. */
const modelMenusOf = new WeakMap<FastifyRequest, Promise<TModelMenuRow[]>>();

/**
 * Resolves the codes of a runtime model's page: the `modelId` path parameter → its live type-3 menus (propertyJson
 * `{moduleId}`) → `menuEnCode:button` of each; `button` 'edit' picks btn_add or btn_edit by the body's id.
 * No menu for the model admits nobody.
 */
export function modelMenuAccess(button: TButtonCode | 'edit'): TResolveCodes {
  return async (req, deps) => {
    const modelId = rawId(req, 'modelId');
    if (!modelId) return [];
    let found = modelMenusOf.get(req);
    if (!found) {
      found = modelMenusFrom(deps, modelId);
      modelMenusOf.set(req, found);
    }
    const rows = await found;
    const code = button === 'edit' ? editButton(req) : button;
    return rows.filter((r) => menuModelId(r.propertyJson) === modelId).map((r) => `${r.enCode}:${code}`);
  };
}

/** A published model's live row: its latest release version, name and web type. */
export interface TPublishedModelRow {
  version: number;
  fullName: string;
  webType: number;
}

/**
 * The published row of the request's `modelId` as its access check (`modelMenuAccess`) read it with the model's
 * menus: null when the model is unpublished or deleted, undefined when no check read it (then read it yourself).
 */
export async function publishedModelOf(req: FastifyRequest): Promise<TPublishedModelRow | null | undefined> {
  const found = modelMenusOf.get(req);
  const modelId = rawId(req, 'modelId');
  if (!found || !modelId) return undefined;
  const row = (await found).find((r) => menuModelId(r.propertyJson) === modelId);
  if (!row) return undefined;
  const { version, fullName, webType } = row;
  return version === null || fullName === null || webType === null ? null : { version, fullName, webType };
}

/** The page menu type (a screen at its urlAddress). */
const PAGE_MENU_TYPE = 2;

/**
 * Resolves the codes of a page whose screen is not in the seeded catalogue (a generated module's): the live type-2
 * menus at `urlAddress` → their enCode (`button` null: the page itself) or `enCode:button`. No such menu admits
 * nobody; the administrator grants the menu and its buttons on the authorise screen like any other page.
 */
export function pageMenuAccess(urlAddress: string, button: TButtonCode | null): TResolveCodes {
  return async (_req, { db }) => {
    const rows = await db
      .select({ enCode: modules.enCode })
      .from(modules)
      .where(
        and(
          eq(modules.type, PAGE_MENU_TYPE),
          eq(modules.enabledMark, 1),
          isNull(modules.deleteTime),
          eq(modules.urlAddress, urlAddress),
        ),
      );
    return rows.map((r) => (button ? `${r.enCode}:${button}` : r.enCode));
  };
}
