import { createHash } from 'node:crypto';

/** What drizzle's node-postgres prepared query holds (PGlite's has no query configs and ignores names). */
type TBuilt = {
  queryString?: string;
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
};
type TPreparable = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> } };

/** The statement name of a query text: a hash, so one shape is prepared once per connection whatever its values. */
export const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** Builds the query once and names it after its SQL text, so node-postgres prepares it per connection. */
function buildNamed<Q extends TPreparable>(query: Q): ReturnType<Q['prepare']> {
  const built = query.prepare('') as TBuilt & ReturnType<Q['prepare']>;
  if (built.queryString && built.rawQueryConfig && built.queryConfig) {
    const name = statementName(built.queryString);
    built.rawQueryConfig.name = name;
    built.queryConfig.name = name;
  }
  return built;
}

const onceCache = new WeakMap<object, Map<string, unknown>>();
const unnamedCache = new WeakMap<object, Map<string, unknown>>();

/** The query built once per handle and key into `cache`, by `finish`. */
function once<Q extends TPreparable>(
  cache: WeakMap<object, Map<string, unknown>>,
  db: object,
  key: string,
  build: () => Q,
  finish: (query: Q) => ReturnType<Q['prepare']>,
): ReturnType<Q['prepare']> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map<string, unknown>()));
  let hit = perDb.get(key) as ReturnType<Q['prepare']> | undefined;
  if (!hit) perDb.set(key, (hit = finish(build())));
  return hit;
}

/**
 * A query with `sql.placeholder` values, built once per handle and key (not per request) and run as a named
 * prepared statement: PostgreSQL parses it once per connection and can reuse its plan, which takes about a third
 * off the database's cost of a small query (pgbench on the users page: 2,390 → 3,720 transactions/s), and the
 * server skips building the SQL, which had become its largest share of a request. The name is a hash of the SQL
 * text, so each shape is prepared once per connection; keep the shapes bounded (lists as one array placeholder,
 * `= any(...)`). On PGlite the name is not used. Run it with `.execute({ name: value })`.
 */
export function prepareOnce<Q extends TPreparable>(
  db: object,
  key: string,
  build: () => Q,
): ReturnType<Q['prepare']> {
  return once(onceCache, db, key, build, buildNamed);
}

/**
 * A query with `sql.placeholder` values built once per handle and key, like `prepareOnce`, but run unnamed: the
 * server skips building the SQL (drizzle's building was a fifth of a search page's server time), while PostgreSQL
 * still parses and plans each run with its values. For searches, whose generic plan (what a named statement turns
 * to after five runs) can be far worse than the plan for the values at hand (bench/README, "Workflow", "Low-code
 * runtime"). Run it with `.execute({ name: value })`.
 */
export function buildOnce<Q extends TPreparable>(
  db: object,
  key: string,
  build: () => Q,
): ReturnType<Q['prepare']> {
  return once(unnamedCache, db, key, build, (query) => query.prepare('') as ReturnType<Q['prepare']>);
}

const scopedKeys = new WeakMap<object, WeakMap<object, object>>();

/**
 * `prepareOnce` for a query that embeds a caller's data-scope condition: one prepared query per handle, scope and
 * key. `scope` is the object the condition is built from (the DataScopeService's cached scope): while it lives the
 * query is reused, and a changed scope (grants, the organisation) is a new object, so a new query. The scope's
 * values stay bound parameters; the statement name still follows the SQL text, so callers with scopes of one shape
 * share the statement on each connection.
 */
export function prepareScoped<Q extends TPreparable>(
  db: object,
  scope: object,
  key: string,
  build: () => Q,
): ReturnType<Q['prepare']> {
  let perScope = scopedKeys.get(db);
  if (!perScope) scopedKeys.set(db, (perScope = new WeakMap()));
  let handle = perScope.get(scope);
  if (!handle) perScope.set(scope, (handle = {}));
  return prepareOnce(handle, key, build);
}
