import type { AnyColumn, SQL } from 'drizzle-orm';
import { scopeWhere, type TScope, type TScopeFields } from './data-scope.ts';

/** A column of a table: a Drizzle column, or `sql` naming one of a table created at runtime. */
type TColumnRef = AnyColumn | SQL;

/**
 * The system columns a table created at runtime (a low-code model's table) carries, as the model's runtime reads
 * them: `sql.identifier('f_organize_id')`, `` sql`${sql.identifier('t')}.${sql.identifier('f_creator_user_id')}` ``
 * or a Drizzle column. Any of them may be missing; a condition naming a missing column matches nothing.
 */
export interface TSystemColumns {
  /** The record's id. */
  id?: TColumnRef;
  /** The company the record belongs to (the creator's company when it was created). */
  companyId?: TColumnRef;
  /** The department the record belongs to (the creator's department when it was created). */
  organizeId?: TColumnRef;
  /** Who created the record. */
  creatorUserId?: TColumnRef;
}

/**
 * The WHERE condition of a caller's scope over a runtime table's system columns (undefined = no restriction),
 * for the low-code runtime's lists, info, exports and field selects: the standard schemes name `organizeId`
 * (company and below, department and below, department: the department column, or the company column when the
 * table has no department) and `creatorUserId` (self); custom schemes may also name `companyId`, `id` and the
 * model's own `fields` (its columns by field name, which never replace a system column).
 */
export function systemColumnScope(
  scope: TScope,
  cols: TSystemColumns,
  fields: TScopeFields = {},
): SQL | undefined {
  const system: Record<string, TColumnRef> = {};
  const organize = cols.organizeId ?? cols.companyId;
  if (organize) system.organizeId = organize;
  if (cols.companyId) system.companyId = cols.companyId;
  if (cols.creatorUserId) system.creatorUserId = cols.creatorUserId;
  if (cols.id) system.id = cols.id;
  return scopeWhere(scope, { ...fields, ...system });
}
