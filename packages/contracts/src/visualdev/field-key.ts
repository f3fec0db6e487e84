/**
 * Field keys (`__vModel__`) become SQL identifiers of a published model's table, so only keys passing this rule
 * ever reach DDL or a query (always quoted as well). Labels never do.
 */

/** Columns every published model table has; a field key may not take one of these names. */
export const SYSTEM_COLUMNS = [
  'id',
  'parent_id',
  'sort_code',
  'creator_user_id',
  'creator_time',
  'last_modify_user_id',
  'last_modify_time',
  'company_id',
  'organize_id',
  'position_id',
  'flow_task_id',
  'delete_time',
  'delete_user_id',
  'version',
] as const;

const reserved = new Set<string>(SYSTEM_COLUMNS);

/** A letter, then letters, digits and single underscores, at most 50 characters (room for a `__<n>` suffix). */
export const FIELD_KEY_PATTERN = /^[A-Za-z](?:[A-Za-z0-9]|_(?!_))*$/;

/** Longest field key (PostgreSQL identifiers hold 63 bytes; suffixes need the rest). */
export const FIELD_KEY_MAX = 50;

/** Why `key` cannot be a field key, or null when it can. */
export function fieldKeyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key === '') return 'is required';
  if (key.length > FIELD_KEY_MAX) return `is longer than ${FIELD_KEY_MAX} characters`;
  if (!FIELD_KEY_PATTERN.test(key))
    return 'must start with a letter and hold only letters, digits and single _';
  if (reserved.has(key.toLowerCase())) return 'is a system column name';
  return null;
}

/** True when `key` may become a column name. */
export function isValidFieldKey(key: unknown): key is string {
  return fieldKeyProblem(key) === null;
}

/** Quotes an identifier that already passed a rule (keys, generated table names); throws on anything else. */
export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe identifier: ${name.slice(0, 80)}`);
  return `"${name}"`;
}
