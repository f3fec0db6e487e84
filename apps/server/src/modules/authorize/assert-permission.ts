import { ZId, isKnownPermission, type TButtonCode, type TPageCode } from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TResolveCodes } from '../../lib/route.ts';
import { modules } from '../menu/menu.table.ts';

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
function menuModelId(propertyJson: unknown): string | null {
  try {
    const p: unknown = typeof propertyJson === 'string' ? JSON.parse(propertyJson) : propertyJson;
    const id = typeof p === 'object' && p !== null ? (p as { moduleId?: unknown }).moduleId : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Resolves the codes of a runtime model's page: the `modelId` path parameter → its live type-3 menus (propertyJson
 * `{moduleId}`) → `menuEnCode:button` of each; `button` 'edit' picks btn_add or btn_edit by the body's id.
 * No menu for the model admits nobody.
 */
export function modelMenuAccess(button: TButtonCode | 'edit'): TResolveCodes {
  return async (req, { db }) => {
    const modelId = rawId(req, 'modelId');
    if (!modelId) return [];
    const rows = await db
      .select({ enCode: modules.enCode, propertyJson: modules.propertyJson })
      .from(modules)
      .where(
        and(
          eq(modules.type, MODEL_MENU_TYPE),
          eq(modules.enabledMark, 1),
          isNull(modules.deleteTime),
          sql`strpos(${modules.propertyJson}::text, ${modelId}) > 0`,
        ),
      );
    const code = button === 'edit' ? editButton(req) : button;
    return rows.filter((r) => menuModelId(r.propertyJson) === modelId).map((r) => `${r.enCode}:${code}`);
  };
}
