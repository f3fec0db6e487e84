import { Code } from '@app/contracts';
import type * as LibPgQuery from 'libpg-query';
import { AppError } from '../../lib/errors.ts';

/** The views SQL interfaces may read (schema app_interface, migration 0006). */
const READABLE_RELATIONS: ReadonlySet<string> = new Set([
  'base_user',
  'base_organize',
  'base_position',
  'base_role',
  'base_user_relation',
  'base_dictionary_type',
  'base_dictionary_data',
  'base_province',
]);

/** Functions a SQL interface may call: plain scalar and aggregate functions, nothing that reaches outside. */
const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set(
  (
    'count sum avg min max string_agg array_agg json_agg jsonb_agg json_object_agg jsonb_object_agg bool_and bool_or ' +
    'lower upper trim ltrim rtrim btrim length char_length substring substr replace concat concat_ws left right lpad rpad ' +
    'position strpos split_part initcap reverse repeat translate md5 format regexp_replace regexp_match ' +
    'abs ceil ceiling floor round trunc mod power sqrt sign greatest least nullif coalesce ' +
    'now current_date current_timestamp date_trunc date_part extract to_char to_date to_timestamp to_number age make_date ' +
    'json_build_object jsonb_build_object json_build_array jsonb_build_array to_json to_jsonb row_number rank dense_rank ' +
    'lag lead first_value last_value ntile cast btrim overlay date_part timezone'
  ).split(/\s+/),
);

/** A checked statement: the text with `@name` turned into `$n`, and the name of each `$n`. */
interface TPreparedSql {
  text: string;
  names: string[];
}

type TSqlParser = typeof LibPgQuery;
let parser: TSqlParser | null = null;
let loading: Promise<TSqlParser> | null = null;
/**
 * Loads the PostgreSQL parser once, when a SQL interface is first saved or run: its WebAssembly and decoder are
 * ≈ 40 MB of memory that a server nobody writes SQL interfaces on should not carry (issue 6's idle budget).
 */
export function loadSqlParser(): Promise<TSqlParser> {
  loading ??= import('libpg-query').then(async (m) => {
    await m.loadModule();
    parser = m;
    return m;
  });
  return loading;
}

/** The loaded parser; every caller has awaited `loadSqlParser` (prepareSelect does). */
function loadedParser(): TSqlParser {
  if (!parser) throw new Error('the SQL parser is not loaded yet: await loadSqlParser() first');
  return parser;
}

const refuse = (reason: string) => new AppError(Code.badRequest, 'dataInterface.sqlRefused', { reason });

/** Replaces `@name` parameters (names from `known`) with `$1…`, using the PostgreSQL scanner so strings and comments stay intact. */
function bindNames(sql: string, known: ReadonlySet<string>): TPreparedSql {
  const { tokens } = loadedParser().scanSync(sql);
  if (tokens.some((t) => t.tokenName === 'PARAM')) throw refuse('use @name parameters, not $n');
  const names: string[] = [];
  let out = '';
  let at = 0;
  for (let i = 0; i < tokens.length - 1; i++) {
    const op = tokens[i];
    const id = tokens[i + 1];
    if (!op.text.endsWith('@') || op.end !== id.start || op.tokenName === 'SCONST') continue;
    const name = id.text;
    if (!known.has(name)) continue;
    let n = names.indexOf(name) + 1;
    if (!n) n = names.push(name);
    out += `${sql.slice(at, op.end - 1)} $${n}`;
    at = id.end;
  }
  return { text: out + sql.slice(at), names };
}

type TNode = Record<string, unknown>;
/** The CTE names visible at a point of the tree (inner and outer WITHs together: any of them is a checked query). */
type TScope = ReadonlySet<string>;

const nameOf = (parts: unknown): string[] =>
  Array.isArray(parts)
    ? parts.map((p) => String((p as { String?: { sval?: string } }).String?.sval ?? ''))
    : [];

const isNode = (v: unknown): v is TNode => !!v && typeof v === 'object' && !Array.isArray(v);

/** Refuses a relation that is neither an allowed view nor a CTE in scope where it is named. */
function checkRelation(v: TNode, scope: TScope, relations: ReadonlySet<string>): void {
  const rel = typeof v.relname === 'string' ? v.relname : '';
  if (v.schemaname || v.catalogname)
    throw refuse(
      `schema-qualified names are not allowed (${typeof v.schemaname === 'string' ? v.schemaname : ''}.${rel})`,
    );
  if (!relations.has(rel) && !scope.has(rel))
    throw refuse(`table "${rel.slice(0, 60)}" is not readable by data interfaces`);
}

/** Refuses a function outside the allow-list. */
function checkFunction(v: TNode): void {
  const fn = nameOf(v.funcname);
  const name = fn.at(-1)?.toLowerCase() ?? '';
  // SQL-syntax forms (EXTRACT, TRIM, SUBSTRING … FROM) parse as pg_catalog.<name>; a typed schema never does.
  const sqlSyntax = fn.length === 2 && fn[0] === 'pg_catalog' && v.funcformat === 'COERCE_SQL_SYNTAX';
  if ((fn.length > 1 && !sqlSyntax) || !ALLOWED_FUNCTIONS.has(name))
    throw refuse(`function "${fn.join('.').slice(0, 60)}" is not allowed`);
}

/** Walks a node's children with the CTE names in scope, checking statements, relations and functions. */
function checkNode(node: unknown, scope: TScope, relations: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    for (const n of node) checkNode(n, scope, relations);
    return;
  }
  if (!isNode(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (!isNode(value)) {
      checkNode(value, scope, relations);
      continue;
    }
    if (key === 'SelectStmt') {
      checkSelect(value, scope, relations);
      continue;
    }
    if (key.endsWith('Stmt')) throw refuse(`only SELECT is allowed (found ${key.replace('Stmt', '')})`);
    if (key === 'RangeVar') checkRelation(value, scope, relations);
    if (key === 'FuncCall') checkFunction(value);
    checkNode(value, scope, relations);
  }
}

/**
 * Checks one SELECT as PostgreSQL scopes its WITH (parse_cte.c): the names are visible in the query's own body,
 * set-operation arms and sub-queries; a CTE sees the earlier ones of its list, or all of them under RECURSIVE;
 * nothing outside the query sees them. (`larg`/`rarg` are SELECT bodies without their `SelectStmt` key.)
 */
function checkSelect(stmt: TNode, outer: TScope, relations: ReadonlySet<string>): void {
  if (stmt.intoClause || stmt.lockingClause) throw refuse('SELECT INTO and FOR UPDATE are not allowed');
  const withClause = isNode(stmt.withClause) ? stmt.withClause : null;
  const ctes = Array.isArray(withClause?.ctes) ? (withClause.ctes as unknown[]) : [];
  const defs = ctes.map((c) => (isNode(c) && isNode(c.CommonTableExpr) ? c.CommonTableExpr : {}));
  const names = defs.map((d) => (typeof d.ctename === 'string' ? d.ctename : ''));
  defs.forEach((d, i) => {
    const visible = withClause?.recursive === true ? names : names.slice(0, i);
    checkNode(d, new Set([...outer, ...visible]), relations);
  });
  const inner = new Set([...outer, ...names]);
  for (const [key, value] of Object.entries(stmt)) {
    if (key === 'withClause') continue;
    if ((key === 'larg' || key === 'rarg') && isNode(value)) checkSelect(value, inner, relations);
    else checkNode(value, inner, relations);
  }
}

/**
 * Checks a data-interface SQL text: exactly one SELECT (parsed by PostgreSQL's own parser), reading only the
 * allowed views through allowed functions, with `@name` parameters bound as `$n`. Anything else is a 400.
 */
export async function prepareSelect(
  sql: string,
  paramNames: readonly string[],
  relations: ReadonlySet<string> = READABLE_RELATIONS,
): Promise<TPreparedSql> {
  const { parseSync } = await loadSqlParser();
  let bound: TPreparedSql;
  let tree: ReturnType<typeof parseSync>;
  try {
    bound = bindNames(sql, new Set(paramNames));
    tree = parseSync(bound.text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(`syntax error: ${String((err as Error).message).slice(0, 200)}`);
  }
  const stmts = tree.stmts ?? [];
  if (stmts.length !== 1) throw refuse('exactly one statement is allowed');
  if (!stmts[0].stmt || !('SelectStmt' in stmts[0].stmt)) throw refuse('only SELECT is allowed');
  checkNode(tree, new Set(), relations);
  return bound;
}

/** Helper columns of the capped wrapper: the running byte total, and "the byte budget ran out here". */
export const CAP_COLUMNS = { total: '__interface_total', over: '__interface_over' } as const;

/**
 * Wraps a checked SELECT so PostgreSQL sends at most `rowCap` + 1 rows whose values add up to at most `byteCap`
 * bytes of text (`row::text`, what the text protocol carries), then, when the bytes ran out, one row of nulls
 * with `__interface_over` true: the server never receives more than the caps, however many rows match or however
 * long their values are. No join or sort: the rows that fit come straight from the CTE, in the query's order.
 * The wrapper is parsed again to prove it is one statement.
 */
export function wrapWithCaps(text: string, rowCap: number, byteCap: number): string {
  const body = text.trim().replace(/;+\s*$/, '');
  const { total, over } = CAP_COLUMNS;
  const max = Math.floor(byteCap);
  const wrapped = `with _rows as materialized (
  select _b.*, sum(octet_length(_b::text)) over (rows between unbounded preceding and current row) as ${total}
  from (select * from (\n${body}\n) as _i limit ${Math.floor(rowCap) + 1}) as _b
)
select _r.*, false as ${over} from _rows as _r where _r.${total} <= ${max}
union all
select _r.*, true from (select) as _d left join _rows as _r on false
where exists (select from _rows where ${total} > ${max})`;
  const again = loadedParser().parseSync(wrapped).stmts ?? [];
  if (again.length !== 1) throw refuse('exactly one statement is allowed');
  return wrapped;
}
