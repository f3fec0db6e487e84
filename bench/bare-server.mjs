// The "bare" baseline for bench/run.mjs: plain Fastify 5 + a pg Pool (as large as the product's), no plugins,
// no schemas, no auth, no request log. `/bare/users-pk/:id` is the simplest query that answers a by-id read (a
// primary-key read): the product's req/s divided by its req/s is what the product costs around the question. The
// other routes run the product's own SQL, which separates "which query" from "what the framework adds".
//
// Env: PORT (0 = any), DATABASE_URL (required), POOL_MAX (default 10, the product's DB_POOL_MAX default).
// Prints `bare is ready on <port>` when listening.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bare-server: DATABASE_URL is required');
  process.exit(2);
}

// application_name lets the bench tell this server's database backends from the product's.
const pool = new pg.Pool({
  connectionString: url,
  max: Number(process.env.POOL_MAX ?? 10),
  application_name: 'bare',
});
pool.on('error', () => {});
const app = Fastify({ logger: false });

// The product answers in the envelope {code, msg, data}; do the same so body sizes are comparable.
const ok = (data) => ({ code: 200, msg: 'ok', data });

/** By-id read, the baseline: a primary-key read of the user row. */
app.get('/bare/users-pk/:id', async (req, reply) => {
  const { rows } = await pool.query('select * from base_user where id = $1', [req.params.id]);
  if (!rows.length) return reply.code(404).send({ code: 404, msg: 'not found', data: null });
  return ok(rows[0]);
});

/** By-id read, secondary: the query the product runs for users/info (findScopedUser). */
app.get('/bare/users/:id', async (req, reply) => {
  // The same query the product runs for users/info: the row plus its position and role ids.
  const ids = (type) =>
    `array(select object_id from base_user_relation r where r.user_id = u.id and r.object_type = '${type}' order by r.sort_code, r.object_id)`;
  const { rows } = await pool.query(
    `select u.*, ${ids('Position')} as position_ids, ${ids('Role')} as role_ids from base_user u
     where u.id = $1 and u.delete_time is null limit 1`,
    [req.params.id],
  );
  if (!rows.length) return reply.code(404).send({ code: 404, msg: 'not found', data: null });
  return ok(rows[0]);
});

/** Health: `select 1`, as the product's /api/health does. */
app.get('/bare/health', async () => {
  await pool.query('select 1');
  return ok({ status: 'ok', database: 'pg', version: 'bare' });
});

/** Current user, reduced to its two essential reads: the user row, then the enabled Web menus. */
app.get('/bare/current-user/:id', async (req, reply) => {
  const { rows: users } = await pool.query(
    'select * from base_user where id = $1 and delete_time is null limit 1',
    [req.params.id],
  );
  if (!users.length) return reply.code(404).send({ code: 404, msg: 'not found', data: null });
  const { rows: menus } = await pool.query(
    `select * from base_module where category = 'Web' and enabled_mark = 1 and delete_time is null
     order by sort_code asc, creator_time asc`,
  );
  return ok({ userInfo: users[0], menuList: menus });
});

const ITEM_TABLES = [
  'base_module_button',
  'base_module_column',
  'base_module_form',
  'base_module_data_scheme',
];

/**
 * Current user, full: the same queries the product runs for an administrator (user, menus, the four
 * permission-item tables in parallel, the organisation) and the same shaping (permission list, menu
 * tree), in raw pg and plain JS. Separates "how many queries" from "what the framework adds".
 */
app.get('/bare/current-user-full/:id', async (req, reply) => {
  const { rows: users } = await pool.query(
    'select * from base_user where id = $1 and delete_time is null limit 1',
    [req.params.id],
  );
  if (!users.length) return reply.code(404).send({ code: 404, msg: 'not found', data: null });
  const user = users[0];
  const { rows: menus } = await pool.query(
    `select * from base_module where category = 'Web' and enabled_mark = 1 and delete_time is null
     order by sort_code asc, creator_time asc`,
  );
  const ids = menus.map((m) => m.id);
  const [buttons, columns, forms, resources] = await Promise.all(
    ITEM_TABLES.map(async (t) =>
      ids.length
        ? (
            await pool.query(
              `select id, module_id, full_name, en_code from ${t}
               where module_id = any($1) and enabled_mark = 1 and delete_time is null
               order by sort_code asc, creator_time asc`,
              [ids],
            )
          ).rows
        : [],
    ),
  );
  const org = user.organize_id
    ? (await pool.query('select full_name from base_organize where id = $1', [user.organize_id])).rows[0]
    : undefined;
  const byModule = (rows) => {
    const m = new Map();
    for (const r of rows) (m.get(r.module_id) ?? m.set(r.module_id, []).get(r.module_id)).push(r);
    return (id) => (m.get(id) ?? []).map((r) => ({ id: r.id, fullName: r.full_name, enCode: r.en_code }));
  };
  const [b, c, f, r] = [buttons, columns, forms, resources].map(byModule);
  const permissionList = menus
    .filter((m) => m.type !== 1)
    .map((m) => ({
      modelId: m.id,
      moduleName: m.full_name,
      button: b(m.id),
      column: c(m.id),
      form: f(m.id),
      resource: r(m.id),
    }));
  const nodes = new Map(
    menus.map((m) => [m.id, { ...m, hasChildren: false, isLeaf: true, num: 0, children: null }]),
  );
  const menuList = [];
  for (const m of menus) {
    const node = nodes.get(m.id);
    const parent = m.parent_id !== m.id ? nodes.get(m.parent_id) : undefined;
    if (!parent) menuList.push(node);
    else {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
      parent.isLeaf = false;
      parent.num = parent.children.length;
    }
  }
  return ok({ userInfo: { ...user, organizeName: org?.full_name ?? '' }, menuList, permissionList });
});

/**
 * The to-do page with a keyword (bench/workflow.mjs), the simplest SQL that answers it: the user's open, visible
 * operator rows whose search text holds the keyword, the newest 20 with their task's title and the match count, in
 * one statement. No entrusting, no delegate check, no session: what any server must at least ask PostgreSQL.
 */
app.get('/bare/todo/:userId', async (req) => {
  const q = req.query;
  const size = Math.min(Number(q.pageSize ?? 20), 100);
  const { rows } = await pool.query(
    `with m as (
       select id, task_id, node_code, creator_time from flow_task_operator
       where handle_id = $1 and completion = 0 and state = 0 and (due_at is null or due_at <= $2)
         and search_text is not null and search_text ilike $3
       limit 20001),
     p as (select * from m order by creator_time desc, id desc limit $4 offset $5)
     select p.id, t.id as "processId", t.en_code as "enCode", t.full_name as "fullName", t.flow_name as "flowName",
       t.status, t.start_time as "startTime", p.node_code as "thisStepId", p.creator_time as "creatorTime",
       (select count(*) from m)::int as total
     from p join flow_task t on t.id = p.task_id order by p.creator_time desc, p.id desc`,
    [req.params.userId, Date.now(), `%${q.keyword ?? ''}%`, size, (Number(q.currentPage ?? 1) - 1) * size],
  );
  const total = rows[0]?.total ?? 0;
  return ok({ list: rows, pagination: { currentPage: Number(q.currentPage ?? 1), pageSize: size, total } });
});

/**
 * The users page (bench/visualdev.mjs): the product's own statement (keyword and department, a page of 20), named so
 * node-postgres prepares it per connection as the product does; the page's total from the rows when they are fewer
 * than the page, as the product answers it.
 */
app.get('/bare/users-page', async (req) => {
  const q = req.query;
  const size = Math.min(Number(q.pageSize ?? 20), 100);
  const { rows } = await pool.query({
    name: 'bare-users-page',
    text: `select "id", "account", "real_name", "gender", "mobile_phone", "email", "organize_id", "head_icon",
        "description", "enabled_mark", "sort_code", "creator_time", array(select r.object_type || ':' || r.object_id
          from "base_user_relation" r where r.user_id = "base_user".id and r.object_type in ('Role', 'Position'))
      from "base_user" where "base_user"."delete_time" is null and "base_user"."organize_id" = any($1::text[])
        and "base_user"."search_text" like lower($2)
      order by "base_user"."sort_code" asc, "base_user"."creator_time" desc, "base_user"."id" asc limit $3 offset $4`,
    values: [[q.organizeId], `%${q.keyword ?? ''}%`, size, (Number(q.currentPage ?? 1) - 1) * size],
  });
  return ok({
    list: rows,
    pagination: { currentPage: Number(q.currentPage ?? 1), pageSize: size, total: rows.length },
  });
});

/**
 * The benchmark model's List (bench/visualdev.mjs: title contains, bizDate range, kind): the product's own statement
 * for table `:table` (vd_<digits>), unnamed like the product's (so PostgreSQL plans each keyword), the creator's name
 * from the same statement.
 */
app.post('/bare/list/:table', async (req, reply) => {
  const t = req.params.table;
  if (!/^vd_\d+$/.test(t)) return reply.code(400).send({ code: 400, msg: 'table', data: null });
  const { pageSize = 20, currentPage = 1, json = {} } = req.body ?? {};
  const c = (col) => `"${t}"."${col}"`;
  const from = `from "${t}" where (${c('delete_time')} is null and ${c('title')} ilike $1
    and (${c('bizDate')} >= $2::bigint and ${c('bizDate')} <= $3::bigint) and ${c('kind')} @> $4::jsonb)`;
  const where = [`%${json.title}%`, json.bizDate[0], json.bizDate[1], JSON.stringify(json.kind)];
  const offset = (currentPage - 1) * pageSize;
  const { rows } = await pool.query(
    `select ${['id', 'title', 'billNo', 'bizDate', 'kind', 'qty', 'creator', 'created', 'dept']
      .map((col) => `${c(col)} as "${col}"`)
      .join(
        ', ',
      )}, (select "base_user"."real_name" from "base_user" where "base_user"."id" = ${c('creator')}) as "__user0"
     ${from} order by (${c('creator_time')} + 0) desc, ${c('id')} desc limit $5 offset $6`,
    [...where, pageSize, offset],
  );
  // A full page: its total counted (up to 10,000 past the offset), as the product does.
  let total = offset + rows.length;
  if (rows.length === pageSize) {
    const counted = await pool.query(`select count(*)::int as n from (select 1 ${from} limit $5) s`, [
      ...where,
      offset + 10_001,
    ]);
    total = counted.rows[0].n;
  }
  return ok({ list: rows, pagination: { currentPage, pageSize, total } });
});

const shutdown = async () => {
  await app.close().catch(() => {});
  await pool.end().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare is ready on ${app.server.address().port}`);
