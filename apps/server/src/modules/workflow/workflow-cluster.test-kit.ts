import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { createPgBus, type TBus } from '../../lib/bus.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildRole, buildUser, DEFAULT_PASSWORD, grant } from '../../test/factories.ts';

/**
 * Two app instances on one PostgreSQL database, each with its own connection pool, bus, jobs worker and outbox
 * dispatcher, as two server processes would have (they share this process's event loop, not their pools).
 */
export interface TWorkflowPair {
  t: TTestApp;
  apps: [FastifyInstance, FastifyInstance];
  /** A JSON request to instance `i` (0 or 1). */
  call(i: number, method: string, url: string, token: string, body?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the pair on a fresh copy of the test database (PostgreSQL only). */
export async function buildWorkflowPair(): Promise<TWorkflowPair> {
  const t = await buildTestApp();
  const url = t.database.url!;
  const opened: { database: TDatabase; bus: TBus; app: FastifyInstance }[] = [];
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url, migrate: false });
    const bus = await createPgBus(url, database.pool!, () => {});
    const app = await buildApp({ config: t.config, database, bus, secret: 'test-secret-'.padEnd(40, 'x') });
    await app.ready();
    opened.push({ database, bus, app });
  }
  return {
    t,
    apps: [opened[0].app, opened[1].app],
    call: (i, method, u, token, body) =>
      opened[i].app.inject({
        method: method as 'GET',
        url: u,
        headers: { authorization: token },
        ...(body ? { payload: body } : {}),
      }),
    close: async () => {
      for (const o of opened) {
        await o.app.close();
        await o.bus.close();
        await o.database.close();
      }
      await t.close();
    },
  };
}

/** Creates users who may use the workflow pages, signed in; answers their ids and tokens by name. */
export async function workflowUsers(t: TTestApp, names: string[]) {
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const name of names) ids[name] = (await buildUser(t.db, { account: `wf${name}`, realName: name })).id;
  const role = await buildRole(t.db, Object.values(ids));
  const pages = ['workFlow.flowLaunch', 'workFlow.flowTodo', 'workFlow.flowDone', 'workFlow.flowCirculate'];
  await grant(t.db, { type: 'Role', id: role.id }, pages);
  for (const name of names) tokens[name] = await t.signIn(`wf${name}`, DEFAULT_PASSWORD);
  return { ids, tokens };
}
