import { createHash } from 'node:crypto';

/** What drizzle's node-postgres prepared query holds (PGlite's has no query configs and ignores names). */
type TBuilt<T> = {
  execute(): Promise<T>;
  queryString?: string;
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
};

/** The statement name of a query text: a hash, so one shape is prepared once per connection whatever its values. */
export const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/**
 * Runs a hot query as a named prepared statement: PostgreSQL parses it once per connection and can reuse its plan,
 * which takes about a third off the database's cost of a small query (pgbench on the users page: 2,390 → 3,720
 * transactions/s). The query is built once, as for a plain `await`; the name is a hash of the SQL text (values
 * stay bound parameters). Only for queries with a bounded number of shapes: pass lists as one array parameter
 * (`= any(...)`), not as a variable-length `in (...)`. On PGlite the name is not used.
 */
export function runPrepared<Q extends { prepare(name: string): { execute(): Promise<unknown> } }>(
  query: Q,
): ReturnType<ReturnType<Q['prepare']>['execute']> {
  const built = query.prepare('') as TBuilt<unknown>;
  if (built.queryString && built.rawQueryConfig && built.queryConfig) {
    const name = statementName(built.queryString);
    built.rawQueryConfig.name = name;
    built.queryConfig.name = name;
  }
  return built.execute() as ReturnType<ReturnType<Q['prepare']>['execute']>;
}
