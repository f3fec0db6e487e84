import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { TEST_ADMIN_PASSWORD } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded template. */
    templateFile: string;
    /** PostgreSQL: the template database to copy per test file. */
    templateDb: string;
    /** PostgreSQL: prefix of the per-file databases (dropped at teardown). */
    dbPrefix: string;
  }
}

/** Builds one migrated, seeded database; each test file then gets its own copy (stack-check G6). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env reaches its test workers, not this main-process hook: read it from the project.
  const env = project.config.env as Record<string, string | undefined>;
  if (env.TEST_DB === 'pg') {
    const url = env.TEST_DATABASE_URL!;
    const name = `app_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ url: u.toString() });
    await seedDatabase(database.db, { adminPassword: TEST_ADMIN_PASSWORD, generatePassword: false });
    await database.close();
    project.provide('templateDb', name);
    project.provide('templateFile', '');
    project.provide('dbPrefix', `app_t_${process.pid}_`);
    return async () => {
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'app_t_${process.pid}_%' or datname = $1`,
        [name],
      );
      for (const r of left.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await seedDatabase(database.db, { adminPassword: TEST_ADMIN_PASSWORD, generatePassword: false });
  const dump = await client.dumpDataDir('gzip');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const file = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('templateFile', file);
  project.provide('templateDb', '');
  project.provide('dbPrefix', '');
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
