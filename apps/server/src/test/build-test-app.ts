import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { createPglite, openDatabase, type TDatabase, type TDb } from '../db/client.ts';
import { createLocalBus, createPgBus, type TBus } from '../lib/bus.ts';
import { md5 } from '../lib/crypto.ts';
import type { TSmsSender } from '../modules/auth/sms.service.ts';
import { TEST_ADMIN_PASSWORD } from './constants.ts';

export interface TTestApp {
  app: FastifyInstance;
  db: TDb;
  database: TDatabase;
  config: TConfig;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** Signs in and returns the token ("Bearer …"). */
  signIn(account?: string, password?: string): Promise<string>;
  /** A JSON request with an optional token. */
  call(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let seq = 0;

/** A fresh copy of the seeded template database: PGlite by default, PostgreSQL when TEST_DB=pg. */
async function openTestDatabase(): Promise<{ database: TDatabase; bus: TBus; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `${inject('dbPrefix')}${process.pid}_${++seq}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDb')}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ url: u.toString(), migrate: false });
    const bus = await createPgBus(u.toString(), database.pool!, () => {});
    return {
      database,
      bus,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('templateFile'))]);
  const client = await createPglite(undefined, blob);
  const database = await openDatabase({ pglite: client, migrate: false });
  return { database, bus: createLocalBus(), drop: async () => {} };
}

/** Builds the real app on a real database copy, with a movable clock and a temporary data folder. */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    smsSender?: TSmsSender;
    /** Extra routes a test registers before the app is ready (e.g. to try a kind of access). */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  const { database, bus, drop } = await openTestDatabase();
  let offset = 0;
  const now = () => Date.now() + offset;
  const app = await buildApp({
    config,
    database,
    bus,
    secret: 'test-secret-'.padEnd(40, 'x'),
    smsSender: opts.smsSender,
    now,
  });
  opts.routes?.(app);
  await app.ready();
  const call: TTestApp['call'] = (method, url, o = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...(o.token ? { authorization: o.token } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  return {
    app,
    db: database.db,
    database,
    config,
    advance: (ms) => {
      offset += ms;
    },
    call,
    signIn: async (account = 'admin', password = TEST_ADMIN_PASSWORD) => {
      const res = await call('POST', '/api/oauth/Login', { body: { account, password: md5(password) } });
      const body = res.json<{ code: number; msg: string; data: { token: string } }>();
      if (body.code !== 200) throw new Error(`sign-in of ${account} failed: ${body.msg}`);
      return body.data.token;
    },
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
