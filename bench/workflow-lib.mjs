// Shared pieces of the workflow bench and the kill -9 check: product servers on one throw-away PostgreSQL database,
// the admin's token, a one- or two-step flow whose approver is the admin, and JSON calls.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { serverArgs } from '../scripts/server-node-args.mjs';
import { adminQuery, ADMIN_URL, log, md5, startChild, state, withDatabase } from './lib.mjs';

export const WF = '/api/workflow/engine';
const PASSWORD = 'Bench-wf-123';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4110);

/** The 1-minute load average and the core count, to read absolute figures against. */
export const load = () => ({ load1: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length });

/** Creates this run's database (once) and its temp folder. */
export async function createDatabase() {
  state.tmpDir ??= mkdtempSync(path.join(os.tmpdir(), 'jnpf-wf-bench-'));
  if (!state.dbCreated) {
    log(`creating database ${state.dbName}`);
    await adminQuery(`create database ${state.dbName}`);
    state.dbCreated = true;
  }
  return withDatabase(ADMIN_URL, state.dbName);
}

/** Starts product server number `n` (port PORT_BASE + n, or env.PORT) on this run's database; the first migrates and seeds. */
export async function startServer(n, env = {}) {
  const dbUrl = await createDatabase();
  const port = Number(env.PORT ?? PORT_BASE + n);
  const child = await startChild(
    `server ${n}`,
    serverArgs(),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      ADMIN_PASSWORD: PASSWORD,
      DATA_DIR: path.join(state.tmpDir, `s${n}`),
      LOG_LEVEL: 'warn',
      REQUEST_LOG: 'true',
      NODE_ENV: 'production',
      ...env,
    },
    'is ready',
  );
  return { base: `http://127.0.0.1:${port}`, child, port };
}

/** A JSON call; answers the HTTP status and the parsed body (null when it is not JSON). */
export async function call(base, method, url, token, body) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: token ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Signs the admin in; answers the token. */
export async function adminToken(base) {
  const r = await call(base, 'POST', '/api/oauth/Login', null, { account: 'admin', password: md5(PASSWORD) });
  if (r.body?.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

/** Answers a call's data, throwing unless it succeeded. */
async function ok(base, method, url, token, body) {
  const r = await call(base, method, url, token, body);
  if (r.body?.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * Creates the bench's launcher and approver (not the administrator, who may not act on tasks: WF0004) with the
 * launch, to-do and done pages; answers its id and token.
 */
export async function benchUser(base, adminTok, account = 'wfbench') {
  const admin = await ok(base, 'GET', '/api/system/permission/users/info/admin', adminTok);
  const user = { account, realName: account, organizeId: admin.organizeId, password: md5(PASSWORD) };
  const { id } = await ok(base, 'POST', '/api/system/permission/users/edit', adminTok, user);
  const role = { fullName: `角色${account}`, enCode: `r${account}`, type: 'Business' };
  await ok(base, 'POST', '/api/system/permission/role/edit', adminTok, role);
  const roles = await ok(base, 'GET', `/api/system/permission/role/list?keyword=r${account}`, adminTok);
  const roleId = roles.list.find((r) => r.enCode === `r${account}`).id;
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone'];
  const grants = { module: pages.map((p) => `menu-${p}`), button: [], column: [], form: [], resource: [] };
  await ok(base, 'PUT', `/api/system/permission/authorize/Role/${roleId}`, adminTok, grants);
  await ok(base, 'POST', `/api/system/permission/userRelation/Role/${roleId}`, adminTok, { userIds: [id] });
  const r = await call(base, 'POST', '/api/oauth/Login', null, { account, password: md5(PASSWORD) });
  if (r.body?.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
  return { id, token: r.body.data.token };
}

/** Creates a flow whose approver nodes (one per step) are `approver`, after a timer when given; answers its id. */
export async function createAdminFlow(
  base,
  token,
  steps = 1,
  enCode = 'wfbench',
  timerMinutes = 0,
  approver = 'admin',
) {
  let node = null;
  for (let i = steps; i >= 1; i--)
    node = {
      type: 'approver',
      nodeId: `a${i}`,
      properties: { title: `审批${i}`, assigneeType: 6, approvers: [approver] },
      childNode: node,
    };
  if (timerMinutes) {
    node = {
      type: 'timer',
      nodeId: 't1',
      properties: { title: '定时器', minute: timerMinutes },
      childNode: node,
    };
  }
  const tree = { type: 'start', nodeId: 'start', properties: { title: '发起' }, childNode: node };
  const body = {
    fullName: `压测流程${enCode}`,
    enCode,
    category: 'office',
    type: 0,
    formType: 2,
    enabledMark: 1,
    formData: '{"fields":[]}',
    flowTemplateJson: JSON.stringify(tree),
  };
  const r = await call(base, 'POST', `${WF}/flowEngine/create`, token, body);
  if (r.body?.code !== 200) throw new Error(`flow not created: ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}
