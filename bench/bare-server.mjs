// The "bare" baseline for bench/run.mjs: plain Fastify 5 + a pg Pool (max 10), no plugins, no schemas,
// no auth, no request log. It runs the same SQL the product runs for the measured routes, so the
// product's req/s divided by this one's is the cost of everything the product adds around the query.
//
// Env: PORT (0 = any), DATABASE_URL (required). Prints `bare is ready on <port>` when listening.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bare-server: DATABASE_URL is required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});
const app = Fastify({ logger: false });

// The product answers in the envelope {code, msg, data}; do the same so body sizes are comparable.
const ok = (data) => ({ code: 200, msg: 'ok', data });

/** By-id read: the query the product runs for one user (findUserById). */
app.get('/bare/users/:id', async (req, reply) => {
  const { rows } = await pool.query('select * from base_user where id = $1 and delete_time is null limit 1', [req.params.id]);
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
  const { rows: users } = await pool.query('select * from base_user where id = $1 and delete_time is null limit 1', [
    req.params.id,
  ]);
  if (!users.length) return reply.code(404).send({ code: 404, msg: 'not found', data: null });
  const { rows: menus } = await pool.query(
    `select * from base_module where category = 'Web' and enabled_mark = 1 and delete_time is null
     order by sort_code asc, creator_time asc`,
  );
  return ok({ userInfo: users[0], menuList: menus });
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
