import { and, asc, count, inArray, lte } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { JobStatus } from '../jobs/job.kind.ts';
import { jobs } from '../jobs/job.table.ts';
import { flowBody, simpleFlow } from './workflow.fixtures.ts';
import {
  flowDelegates,
  flowEngineVersions,
  flowEngines,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';

const API = '/api/workflow/engine';
const USER_PAGES = [
  'workFlow.flowLaunch',
  'workFlow.flowTodo',
  'workFlow.flowDone',
  'workFlow.flowCirculate',
  'workFlow.entrust',
];

/** A workflow test world: the app, its people and one released flow (a1: u1 or u2, then a2: u3). */
export interface TFlowWorld {
  t: TTestApp;
  admin: string;
  /** Tokens by name: launcher, u1, u2, u3, other (the user pages and entrust buttons); monitor (the monitor page
   * with its buttons); watcher (the monitor page without buttons); designer (the flow engine page without buttons);
   * nobody (no workflow page). */
  tok: Record<string, string>;
  ids: Record<string, string>;
  flowId: string;
  /** A JSON call under /api/workflow/engine as `who` (a name of `tok`, or 'admin'). */
  call: (who: string, method: string, path: string, body?: unknown) => ReturnType<TTestApp['call']>;
  /** Launches a task of the flow as the launcher; answers its id. */
  launch: (body?: object) => Promise<string>;
}

/** Builds the world on a fresh database (prefix keeps accounts apart). */
export async function buildFlowWorld(prefix: string): Promise<TFlowWorld> {
  const t = await buildTestApp();
  const admin = await t.signIn();
  const ids: Record<string, string> = {};
  const roles: Record<string, [string[], string[]]> = {
    monitor: [['workFlow.flowMonitor'], ['btn_remove']],
    watcher: [['workFlow.flowMonitor'], []],
    designer: [['workFlow.flowEngine'], []],
    nobody: [[], []],
  };
  for (const name of ['launcher', 'u1', 'u2', 'u3', 'other', ...Object.keys(roles)])
    ids[name] = (await buildUser(t.db, { account: `${prefix}${name}`, realName: name })).id;
  const users = ['launcher', 'u1', 'u2', 'u3', 'other'].map((n) => ids[n]);
  const role = await buildRole(t.db, users);
  await grant(t.db, { type: 'Role', id: role.id }, USER_PAGES, ['btn_add', 'btn_edit', 'btn_remove']);
  for (const [name, [pages, buttons]] of Object.entries(roles))
    await grant(t.db, { type: 'User', id: ids[name] }, pages, buttons);
  const tok: Record<string, string> = { admin };
  for (const name of Object.keys(ids)) tok[name] = await t.signIn(`${prefix}${name}`, DEFAULT_PASSWORD);
  const call: TFlowWorld['call'] = (who, method, path, body) =>
    t.call(method, `${API}/${path}`, { token: tok[who], body });
  const created = await call('admin', 'POST', 'flowEngine/create', {
    ...flowBody({ flowTemplateJson: simpleFlow([ids.u1, ids.u2], [ids.u3]) }),
  });
  const flowId = created.json<{ data: { id: string } }>().data.id;
  const launch = async (body: object = {}) => {
    const res = await call('launcher', 'POST', 'flowTask/create', { flowId, data: {}, ...body });
    return res.json<{ data: { id: string } }>().data.id;
  };
  return { t, admin, tok, ids, flowId, call, launch };
}

/** Everything a workflow call could change, as one comparable value. */
async function fingerprint(t: TTestApp): Promise<unknown> {
  const [flows, versions, tasks, operators, records, delegates] = await Promise.all([
    t.db.select().from(flowEngines).orderBy(asc(flowEngines.id)),
    t.db.select({ id: flowEngineVersions.id }).from(flowEngineVersions).orderBy(asc(flowEngineVersions.id)),
    t.db.select().from(flowTasks).orderBy(asc(flowTasks.id)),
    t.db.select().from(flowTaskOperators).orderBy(asc(flowTaskOperators.id)),
    t.db.select().from(flowTaskRecords).orderBy(asc(flowTaskRecords.id)),
    t.db.select().from(flowDelegates).orderBy(asc(flowDelegates.id)),
  ]);
  return { flows, versions, tasks, operators, records, delegates };
}

/**
 * One refused call: who (a name of the world's tokens), "METHOD path" under /api/workflow/engine, the code
 * expected, the field (or text) its message must name ('' for none) and the body.
 */
type TRefusal = [who: string, call: string, code: number, names?: string, body?: unknown];

/**
 * Waits until no job is due or running: a background job (an entrust's notice to its delegate) writes to the tasks
 * of its flow whenever the worker takes it, which would read as a change made by the call under test.
 */
async function jobsSettled(t: TTestApp): Promise<void> {
  const busy = and(
    inArray(jobs.status, [JobStatus.queued, JobStatus.running]),
    lte(jobs.runAt, t.app.ctx.now()),
  );
  for (let i = 0; i < 400; i++) {
    const [{ n }] = await t.db.select({ n: count() }).from(jobs).where(busy);
    if (n === 0) return;
    t.app.ctx.jobs.nudge();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('background jobs did not settle in 20 s');
}

/** Makes each call and checks it is refused as expected (never a 5xx) and changes nothing. */
export async function expectRefused(w: TFlowWorld, cases: TRefusal[]): Promise<void> {
  for (const [who, call, code, names, body] of cases) {
    const [method, path] = call.split(' ');
    await jobsSettled(w.t);
    const before = await fingerprint(w.t);
    const res = await w.call(who, method, path, body);
    const answer = res.json<{ code: number; msg: string }>();
    const label = `${who} ${call} ${JSON.stringify(body ?? null).slice(0, 200)}`;
    expect({ label, code: answer.code }).toEqual({ label, code });
    expect(res.statusCode, label).toBeLessThan(500);
    if (names) expect(answer.msg, label).toContain(names);
    expect(await fingerprint(w.t), label).toEqual(before);
  }
}

/** A text of n characters. */
export const long = (n: number) => 'x'.repeat(n);
