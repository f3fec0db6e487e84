import { ZIdParams, ZNull, type TLogModule, type TLogNoun, type TPageCode } from '@app/contracts';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import type { TDbOrTx } from '../db/client.ts';
import type { TAuth } from '../modules/auth/auth.types.ts';
import { editButtonAccess } from '../modules/authorize/assert-permission.ts';
import { logOperation, toggleAction, type TLogAction } from '../modules/logs/operation-log.ts';
import { newId } from './ids.ts';
import { defineRoute } from './route.ts';
import { refusingDuplicates } from './unique.ts';
import { takeVersion, updateVersioned } from './versioned.ts';

// The admin records' writes, once: audited create-or-update, soft delete and the enable toggle in the services,
// and the edit / del / enabled routes that call them and write the operation log.

/** The columns of `auditColumns()` (db/columns.ts) that these helpers stamp, as a row reads them. */
type TStamps = {
  creatorTime: number;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
  deleteTime: number | null;
  deleteUserId: string | null;
};
/** A table with a text id, enabledMark and the audit stamps. */
export type TAuditedTable = PgTable & {
  id: PgColumn;
  $inferSelect: { id: string; enabledMark: number } & TStamps;
};
/**
 * The business columns of a row of `T`: what a service writes, the id and the stamps left to these helpers; `version`
 * is the row version an update is based on (absent or null: the last write wins; a create ignores it).
 */
export type TAuditedValues<T extends TAuditedTable> = Omit<
  T['$inferInsert'],
  'id' | 'version' | keyof TStamps
> & {
  version?: number | null;
};
/** Where the writes go and the clock that stamps them (a transaction goes as `{ ...c, db: tx }`). */
export type TWriteCtx = { db: TDbOrTx; now: () => number };

// Drizzle cannot check values against the columns of a generic table; the exported signatures check them instead.
const rowOf = <T extends TAuditedTable>(_table: T, row: object) => row as PgInsertValue<T>;

/**
 * UPDATE … SET `set` WHERE id = `id`; a table with a row version gets version + 1, and with `expected` the row must
 * still be at that version (else 409 record.stale, lib/versioned.ts). Answers the new version (null: none).
 */
function updateRow<T extends TAuditedTable>(
  c: TWriteCtx,
  table: T,
  id: string,
  set: object,
  expected?: number,
) {
  return updateVersioned(c.db, table, id, set, expected);
}

/** Inserts `values` under a new id stamped with creator and time; answers the row as written. */
export async function insertAudited<T extends TAuditedTable, V extends TAuditedValues<T>>(
  c: TWriteCtx,
  table: T,
  auth: TAuth,
  values: V,
) {
  const row = { id: newId(), ...takeVersion(values).rest, creatorTime: c.now(), creatorUserId: auth.userId };
  await c.db.insert(table).values(rowOf(table, row));
  return row;
}

/** Inserts like `insertAudited`; answers the row as stored, column defaults included. */
export async function insertAuditedReturning<T extends TAuditedTable, V extends TAuditedValues<T>>(
  c: TWriteCtx,
  table: T,
  auth: TAuth,
  values: V,
): Promise<T['$inferSelect']> {
  const row = { id: newId(), ...takeVersion(values).rest, creatorTime: c.now(), creatorUserId: auth.userId };
  const [stored] = (await c.db.insert(table).values(rowOf(table, row)).returning()) as T['$inferSelect'][];
  return stored;
}

/**
 * Updates row `id` with `values` stamped with modifier and time; answers what was written, with the new row version
 * when the table has one. `values.version`, when given, is the version the edit was based on (else last write wins).
 */
export async function updateAudited<T extends TAuditedTable, V extends Partial<TAuditedValues<T>>>(
  c: TWriteCtx,
  table: T,
  auth: TAuth,
  id: string,
  values: V,
) {
  const { expected, rest } = takeVersion(values);
  const changes = { ...rest, lastModifyTime: c.now(), lastModifyUserId: auth.userId };
  const version = await updateRow(c, table, id, changes, expected);
  return version === null ? changes : { ...changes, version };
}

/**
 * Creates (no `before`) or updates (`before`) a record with `values`, for the operation log: the row as inserted,
 * or the record before and with `values` over it. A unique index the write violates (a concurrent create with
 * the same code) answers its refusal (`uniqueRefusal`), the same as the service's own check.
 */
export async function saveAudited<
  T extends TAuditedTable,
  V extends TAuditedValues<T>,
  B extends { id: string },
>(c: TWriteCtx, table: T, auth: TAuth, before: B | null, values: V) {
  return refusingDuplicates(async () => {
    if (before) {
      const written = (await updateAudited(c, table, auth, before.id, values)) as { version?: number };
      const after = { ...before, ...takeVersion(values).rest };
      return {
        before,
        after: written.version === undefined ? after : { ...after, version: written.version },
      };
    }
    return { before: null, after: await insertAudited(c, table, auth, values) };
  });
}

/** Soft-deletes row `id`: stamps deleteTime and deleteUserId, the row stays. */
export async function softDelete<T extends TAuditedTable>(c: TWriteCtx, table: T, auth: TAuth, id: string) {
  await updateRow(c, table, id, { deleteTime: c.now(), deleteUserId: auth.userId });
}

/** Flips enabledMark (1 → 0, else 1) of the record `before`; answers it before and after. */
export async function toggleEnabled<T extends TAuditedTable, B extends { id: string; enabledMark: number }>(
  c: TWriteCtx,
  table: T,
  auth: TAuth,
  before: B,
) {
  const enabledMark = before.enabledMark === 1 ? 0 : 1;
  await updateRow(c, table, before.id, {
    enabledMark,
    lastModifyTime: c.now(),
    lastModifyUserId: auth.userId,
  });
  return { before, after: { ...before, enabledMark } };
}

/** What one change did to which record (a `noun`), for the operation log. */
export type TLoggedChange = { noun: TLogNoun; before?: object | null; after?: object | null; id?: string };
/** Writes an operation-log row of one module (`auditLog`). */
export type TAuditLog = (req: FastifyRequest, auth: TAuth, action: TLogAction, change: TLoggedChange) => void;

/** The operation-log writer of a module (`module` is the page code; the log page shows its label). */
export function auditLog(c: Pick<TAppContext, 'logs' | 'now'>, module: TLogModule): TAuditLog {
  return (req, auth, action, r) =>
    logOperation(
      c.logs,
      req,
      auth,
      { module, action, noun: r.noun, objectId: r.id, before: r.before, after: r.after },
      c.now(),
    );
}

/** Where an admin record's write routes live and what they declare. */
export interface TRecordRoutes<B extends z.ZodType<{ id?: string }>> {
  /** The record's URL: the routes are `edit`, `del/:id` and `enabled/:id` below it. */
  url: string;
  tags: readonly string[];
  /** `edit` declares the page and checks btn_add or btn_edit; `del` needs btn_remove, `enabled` btn_edit. */
  page: TPageCode;
  audit: TAuditLog;
  /** The body of `edit`. */
  body?: B;
}

/** The routes to register, by their OpenAPI summaries, and the record's name in the operation log. */
export interface TWriteTexts {
  /** What the records are, for the log's summaries (create, update, delete, enable or disable a …). */
  noun: TLogNoun;
  edit?: string;
  del?: string;
  enabled?: string;
}

/** The service calls behind the routes: `edit` saves, `del` answers the record as it was, `enabled` before and after. */
export interface TRecordWrites<B extends z.ZodType> {
  save?: (auth: TAuth, body: z.output<B>) => Promise<{ before: object | null; after: { id: string } }>;
  remove?: (auth: TAuth, id: string) => Promise<object>;
  toggle?: (auth: TAuth, id: string) => Promise<{ before: object; after: object }>;
}

/**
 * Registers the `edit`, `del/{id}` and `enabled/{id}` routes of an admin record, each one `texts` gives a summary
 * for; each calls the service and writes the operation log. Refuses (at start) a route without its service call.
 */
export function defineWriteRoutes<B extends z.ZodType<{ id?: string }>>(
  app: FastifyInstance,
  svc: TRecordWrites<B>,
  record: TRecordRoutes<B>,
  texts: TWriteTexts,
): void {
  // Bound: the calls are the service's methods.
  const [save, remove, toggle] = [svc.save?.bind(svc), svc.remove?.bind(svc), svc.toggle?.bind(svc)];
  const missing = (what: string) => new Error(`${record.url}: ${what} is missing`);
  if (texts.edit) {
    if (!save || !record.body) throw missing('edit: save or body');
    defineRoute(app, {
      method: 'POST',
      url: `${record.url}/edit`,
      summary: texts.edit,
      tags: record.tags,
      access: editButtonAccess(record.page),
      body: record.body,
      response: ZNull,
      handler: async ({ req, auth, body }) => {
        const r = await save(auth, body);
        record.audit(req, auth, body.id ? 'update' : 'create', { ...r, noun: texts.noun, id: r.after.id });
        return null;
      },
    });
  }
  if (texts.del) {
    if (!remove) throw missing('del: remove');
    const run = async (auth: TAuth, id: string) => ({ before: await remove(auth, id) });
    byIdRoute(app, record, { path: 'del', summary: texts.del, noun: texts.noun, run });
  }
  if (texts.enabled) {
    if (!toggle) throw missing('enabled: toggle');
    byIdRoute(app, record, { path: 'enabled', summary: texts.enabled, noun: texts.noun, run: toggle });
  }
}

/** A `del/:id` (btn_remove) or `enabled/:id` (btn_edit) route that logs what `run` did to a `noun`. */
function byIdRoute(
  app: FastifyInstance,
  record: TRecordRoutes<z.ZodType<{ id?: string }>>,
  w: {
    path: 'del' | 'enabled';
    summary: string;
    noun: TLogNoun;
    run(auth: TAuth, id: string): Promise<{ before?: object | null; after?: object | null }>;
  },
): void {
  const isDelete = w.path === 'del';
  defineRoute(app, {
    method: isDelete ? 'DELETE' : 'PUT',
    url: `${record.url}/${w.path}/:id`,
    summary: w.summary,
    tags: record.tags,
    access: { permission: `${record.page}:${isDelete ? 'btn_remove' : 'btn_edit'}` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      const r = await w.run(auth, params.id);
      const action = isDelete ? 'delete' : toggleAction(r.after ?? {});
      record.audit(req, auth, action, { ...r, noun: w.noun, id: params.id });
      return null;
    },
  });
}
