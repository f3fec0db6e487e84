import {
  SELECTOR_USES,
  flattenFields,
  hasPermission,
  type TFormData,
  type TGrantedPermission,
  type TValueField,
} from '@app/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TResolveCodes } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { modules } from '../menu/menu.table.ts';
import { visualDevReleases, visualDevs } from '../visualdev/visualdev.table.ts';
import { menuModelId } from './assert-permission.ts';

/** A shared selector, by its entry in SELECTOR_USES. */
export type TSelectorUse = keyof typeof SELECTOR_USES;

/** What a published form asks of the shared selectors: its field kinds and the dictionary types its options read. */
interface TFormNeeds {
  kinds: ReadonlySet<string>;
  dictionaries: ReadonlySet<string>;
}

/** Whether a form needs selector `use`; `id` is the request's raw `:id` (the dictionary type of an options call). */
type TNeeds = (form: TFormNeeds, id: string | null) => boolean;

const byKind =
  (kind: string): TNeeds =>
  (form) =>
    form.kinds.has(kind);

/**
 * The selectors the runtime form (one FormRenderer) calls for a field kind: the address cascader the area list,
 * the organisation pickers their tree (`tree/{kind}`) and options, dictionary-backed options the entries of their
 * own dictionary type only. A selector missing here admits no model menu.
 */
const FORM_USES: Partial<Record<TSelectorUse, TNeeds>> = {
  areaOptions: byKind('address'),
  userTree: byKind('userSelect'),
  userOptions: byKind('userSelect'),
  departmentTree: byKind('depSelect'),
  departmentOptions: byKind('depSelect'),
  companyTree: byKind('comSelect'),
  companyOptions: byKind('comSelect'),
  positionTree: byKind('posSelect'),
  positionOptions: byKind('posSelect'),
  dictionaryOptions: (form, id) => id !== null && form.dictionaries.has(id),
};

/** The runtime-model menu type (its propertyJson names the model as `moduleId`). */
const MODEL_MENU_TYPE = 3;

/** What each published release needs, by database and `modelId:version` (a release never changes). */
const needsOf = new WeakMap<object, Map<string, Promise<TFormNeeds>>>();

/** The kinds and dictionary types of a form's value fields, sub-table columns included. */
function formNeeds(formData: TFormData): TFormNeeds {
  const kinds = new Set<string>();
  const dictionaries = new Set<string>();
  const visit = (fields: readonly TValueField[]) => {
    for (const f of fields) {
      kinds.add(f.jnpfKey);
      const cfg = f.field.__config__ as { dataType?: unknown; dictionaryType?: unknown };
      // JNPF keeps the dictionary type in __config__; some exports carry it on the field itself.
      const type = cfg.dictionaryType ?? (f.field as { dictionaryType?: unknown }).dictionaryType;
      if (cfg.dataType === 'dictionary' && typeof type === 'string' && type) dictionaries.add(type);
      if (f.children) visit(f.children);
    }
  };
  visit(flattenFields(Array.isArray(formData?.fields) ? formData.fields : []));
  return { kinds, dictionaries };
}

/** A release's needs, read once per process. */
function releaseNeeds(db: TDbOrTx, modelId: string, version: number): Promise<TFormNeeds> {
  let byRelease = needsOf.get(db);
  if (!byRelease) needsOf.set(db, (byRelease = new Map<string, Promise<TFormNeeds>>()));
  const key = `${modelId}:${version}`;
  let hit = byRelease.get(key);
  if (!hit) {
    hit = db
      .select({ formData: visualDevReleases.formData })
      .from(visualDevReleases)
      .where(and(eq(visualDevReleases.modelId, modelId), eq(visualDevReleases.version, version)))
      .then(([r]) => formNeeds((r?.formData ?? { fields: [] }) as TFormData));
    hit.catch(() => byRelease.delete(key));
    byRelease.set(key, hit);
  }
  return hit;
}

/**
 * The pages (enCodes) of the live type-3 menus `auth` holds whose model's published form needs selector `use`
 * (`id`: the dictionary type asked for). Two small queries; the published forms are read once per release.
 */
export async function modelPagesNeeding(
  db: TDbOrTx,
  auth: TAuth,
  use: TSelectorUse,
  id: string | null = null,
): Promise<TGrantedPermission[]> {
  const needs = FORM_USES[use];
  if (!needs || auth.isAdmin) return [];
  const menus = await db
    .select({ enCode: modules.enCode, propertyJson: modules.propertyJson })
    .from(modules)
    .where(and(eq(modules.type, MODEL_MENU_TYPE), eq(modules.enabledMark, 1), isNull(modules.deleteTime)));
  const held = menus.flatMap((m) => {
    const modelId = menuModelId(m.propertyJson);
    return modelId && hasPermission(auth.codes, m.enCode as TGrantedPermission)
      ? [{ page: m.enCode as TGrantedPermission, modelId }]
      : [];
  });
  if (!held.length) return [];
  const models = await db
    .select({ id: visualDevs.id, version: visualDevs.releaseVersion })
    .from(visualDevs)
    .where(
      and(
        inArray(visualDevs.id, [...new Set(held.map((h) => h.modelId))]),
        eq(visualDevs.state, 1),
        isNull(visualDevs.deleteTime),
      ),
    );
  const needing = new Set<string>();
  for (const m of models) if (needs(await releaseNeeds(db, m.id, m.version), id)) needing.add(m.id);
  return held.filter((h) => needing.has(h.modelId)).map((h) => h.page);
}

/** The raw `:id` path parameter, or null. */
function rawIdParam(req: FastifyRequest): string | null {
  const id = (req.params as Record<string, unknown> | undefined)?.id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Access of a shared selector: a holder of one of its pages (SELECTOR_USES), or of a runtime-model menu whose
 * published form has a field that calls it (an address field the area list, a user picker the user tree and
 * options, a dictionary-backed select the entries of its dictionary). The answer follows the caller's scope on
 * those pages (`DataScopeService.forSelector`).
 */
export function selectorAccess(use: TSelectorUse): { resolve: TResolveCodes } {
  const pages: readonly TGrantedPermission[] = SELECTOR_USES[use];
  return {
    resolve: async (req, { db }) => {
      const auth = req.auth;
      if (!auth || auth.isAdmin || pages.some((p) => hasPermission(auth.codes, p))) return pages;
      return [...pages, ...(await modelPagesNeeding(db, auth, use, rawIdParam(req)))];
    },
  };
}
