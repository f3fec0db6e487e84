import { FORM_FIXTURES } from '@app/contracts/visualdev-fixtures';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { users } from '../../users/user.table.ts';
import { shortHash } from './layout.ts';

/** A column's statistics target left at the default: -1 before PostgreSQL 17, null from 17. */
const isDefaultTarget = (target: number | null | undefined) => target === -1 || target === null;
import { PublishService } from './publish.service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';

const base = '/api/visualdev/Base';
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

type TField = { __config__: { jnpfKey: string; label?: string }; __vModel__?: string; [k: string]: unknown };
const field = (jnpfKey: string, key: string, more: object = {}): TField => ({
  __config__: { jnpfKey, label: key },
  __vModel__: key,
  ...more,
});

let seq = 0;
async function createModel(fields: TField[], columnData: object | null = null): Promise<string> {
  const body = {
    fullName: `模型${++seq}`,
    enCode: `m${seq}`,
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields },
    columnData,
  };
  const res = await t.call('POST', base, { token: admin, body });
  expect(res.json().code).toBe(200);
  return res.json().data.id as string;
}
const saveForm = async (id: string, n: number, fields: TField[]) => {
  const body = {
    fullName: `模型${n}`,
    enCode: `m${n}`,
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields },
  };
  expect((await t.call('PUT', `${base}/${id}`, { token: admin, body })).json().code).toBe(200);
};
const publish = (id: string) => t.call('POST', `${base}/${id}/Actions/Release`, { token: admin });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res: unknown = await t.db.execute(query);
  return (res as { rows: T[] }).rows;
}
async function columnsOf(table: string): Promise<Record<string, string>> {
  const list = await rows<{ column_name: string; data_type: string }>(
    sql`select column_name, data_type from information_schema.columns where table_name = ${table}`,
  );
  return Object.fromEntries(list.map((c) => [c.column_name, c.data_type]));
}

describe('publishing a model', () => {
  it('creates the table with system and typed columns, sub-tables with a foreign key, and search indexes', async () => {
    const id = await createModel(FORM_FIXTURES.layout.fields, {
      searchList: [{ __vModel__: 'comInputField149', searchType: 2 }],
    });
    const res = (await publish(id)).json();
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ version: 1, table: `vd_${id}`, retyped: [], kept: [] });
    const cols = await columnsOf(`vd_${id}`);
    expect(cols).toMatchObject({
      id: 'text',
      creator_time: 'bigint',
      organize_id: 'text',
      flow_task_id: 'text',
      version: 'integer',
      comInputField149: 'text',
      numInputField150: 'numeric',
      dateField158: 'bigint',
    });
    const sub = await columnsOf(`vd_${id}_s1`);
    expect(Object.keys(sub).sort()).toEqual(
      [
        'comInputField144',
        'dateField147',
        'id',
        'numInputField145',
        'parent_id',
        'selectField146',
        'sort_code',
      ].sort(),
    );
    expect(sub.selectField146).toBe('jsonb');
    const fk = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from information_schema.table_constraints
      where table_name = ${`vd_${id}_s1`} and constraint_type = 'FOREIGN KEY'`);
    expect(fk[0].n).toBe(1);
    const idx = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = ${`vd_${id}`}`,
    );
    expect(idx.some((i) => i.indexdef.includes('"comInputField149"'))).toBe(true);
    const info = (await t.call('GET', `${base}/${id}`, { token: admin })).json().data;
    expect(info).toMatchObject({ state: 1, releaseVersion: 1 });
  });

  it('indexes searched fields by their values: trigram with a statistics target, no GIN for a single choice', async () => {
    const options = { __slot__: { options: [{ id: 'a', fullName: 'A' }] } };
    const id = await createModel(
      [
        field('comInput', 'title'),
        field('select', 'kind', options),
        field('select', 'kinds', { ...options, multiple: true }),
        field('checkbox', 'tags', options),
        field('date', 'due'),
      ],
      {
        searchList: [
          { __vModel__: 'title', searchType: 2 },
          { __vModel__: 'kind', searchType: 1 },
          { __vModel__: 'kinds', searchType: 1 },
          { __vModel__: 'tags', searchType: 1 },
          { __vModel__: 'due', searchType: 3 },
        ],
      },
    );
    const n = seq;
    const table = `vd_${id}`;
    const indexes = async () =>
      (
        await rows<{ indexname: string; indexdef: string }>(
          sql`select indexname, indexdef from pg_indexes where tablename = ${table}`,
        )
      ).map((i) => i.indexdef.replace(/^.* USING /, ''));
    const expected = [
      'btree (id)',
      'btree (organize_id)',
      'btree (creator_user_id)',
      'btree (creator_time)',
      'gin (title gin_trgm_ops)',
      'gin (kinds jsonb_path_ops)',
      'gin (tags jsonb_path_ops)',
      'btree (due)',
    ].sort();
    expect((await publish(id)).json().code).toBe(200);
    expect((await indexes()).sort()).toEqual(expected);
    const stats = async () =>
      await rows<{ attname: string; target: number | null }>(
        sql`select attname, attstattarget::int as target from pg_attribute
          where attrelid = ${table}::regclass and attname in ('title', 'due')`,
      );
    const targets = Object.fromEntries((await stats()).map((s) => [s.attname, s.target]));
    expect(isDefaultTarget(targets.title)).toBe(true);
    expect(isDefaultTarget(targets.due)).toBe(true);

    // A GIN index an earlier publish made for the single choice (its generated name) is dropped; publishing again
    // changes nothing else and does not fail on the existing indexes.
    await t.db.execute(
      sql.raw(
        `create index "${table}_gn_${shortHash('kind')}" on "${table}" using gin (kind jsonb_path_ops)`,
      ),
    );
    // So is the statistics target of 1,000 earlier publishes set on a searched text column.
    await t.db.execute(sql.raw(`alter table "${table}" alter column title set statistics 1000`));
    expect((await indexes()).length).toBe(expected.length + 1);
    await saveForm(id, n, [
      field('comInput', 'title'),
      field('select', 'kind', options),
      field('select', 'kinds', { ...options, multiple: true }),
      field('checkbox', 'tags', options),
      field('date', 'due'),
    ]);
    expect((await publish(id)).json().code).toBe(200);
    expect((await publish(id)).json().code).toBe(200);
    expect((await indexes()).sort()).toEqual(expected);
    expect(isDefaultTarget((await stats()).find((s) => s.attname === 'title')?.target)).toBe(true);
  });

  it('adds a field, keeps a removed one with its data, and moves a retyped field to a new column', async () => {
    const id = await createModel([
      field('comInput', 'title'),
      field('comInput', 'amount'),
      field('date', 'due'),
    ]);
    const n = seq;
    expect((await publish(id)).json().code).toBe(200);
    const table = sql.identifier(`vd_${id}`);
    await t.db.execute(
      sql`insert into ${table} (id, creator_time, title, amount, due) values ('r1', 1, '旧标题', '12.5', 1700000000000)`,
    );

    await saveForm(id, n, [
      field('comInput', 'title'),
      field('numInput', 'amount'),
      field('checkbox', 'tags'),
    ]);
    const res = (await publish(id)).json();
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      version: 2,
      table: `vd_${id}`,
      added: [`vd_${id}.tags`],
      retyped: [{ field: 'amount', from: 'text', to: 'numeric', column: 'amount__2' }],
      kept: ['due'],
    });
    const cols = await columnsOf(`vd_${id}`);
    expect(cols).toMatchObject({ amount: 'text', amount__2: 'numeric', due: 'bigint', tags: 'jsonb' });
    const [row] = await rows<Record<string, unknown>>(
      sql`select title, amount, due from ${table} where id = 'r1'`,
    );
    expect(row).toEqual({ title: '旧标题', amount: '12.5', due: expect.anything() });
    expect(Number(row.due)).toBe(1700000000000);

    // Back to the first kind and the removed field again: the old columns are reused, nothing new.
    await saveForm(id, n, [field('comInput', 'title'), field('comInput', 'amount'), field('date', 'due')]);
    const again = (await publish(id)).json().data;
    expect(again).toMatchObject({ version: 3, added: [], kept: ['tags'] });
    expect(again.retyped).toEqual([{ field: 'amount', from: 'numeric', to: 'text', column: 'amount__3' }]);
    const versions = await rows<{ n: number }>(
      sql`select count(*)::int as n from base_visualdev_release where model_id = ${id}`,
    );
    expect(versions[0].n).toBe(3);
  });

  it('two concurrent publishes leave one consistent table and two versions', async () => {
    const id = await createModel(FORM_FIXTURES.basic.fields);
    const [a, b] = await Promise.all([publish(id), publish(id)]);
    expect([a.json().code, b.json().code]).toEqual([200, 200]);
    expect([a.json().data.version, b.json().data.version].sort()).toEqual([1, 2]);
    const second = a.json().data.version === 2 ? a.json().data : b.json().data;
    expect(second.added).toEqual([]);
    const cols = await columnsOf(`vd_${id}`);
    expect(cols.comInputField101).toBe('text');
    expect(cols.switchField106).toBe('boolean');
  });

  it('refuses a model without fields and an unknown model, creating nothing', async () => {
    const id = await createModel([]);
    expect((await publish(id)).statusCode).toBe(400);
    expect(await columnsOf(`vd_${id}`)).toEqual({});
    expect((await publish('999')).statusCode).toBe(404);
  });

  // Two processes: a second connection pool with its own PublishService races the app's publish (PostgreSQL only;
  // PGlite is one process with one connection).
  it.runIf(process.env.TEST_DB === 'pg')(
    'publishes racing from two processes leave one consistent table',
    async () => {
      const url = (t.database.pool!.options as { connectionString: string }).connectionString;
      const other = await openDatabase({ url, migrate: false });
      try {
        const second = new PublishService({ db: other.db, now: () => Date.now() });
        const admin = (await t.db.select().from(users).where(eq(users.account, 'admin')))[0];
        const auth = { userId: admin.id } as TAuth;
        for (let round = 0; round < 3; round++) {
          const id = await createModel(FORM_FIXTURES.layout.fields);
          const [a, b] = await Promise.all([publish(id), second.publish(auth, id)]);
          expect(a.json().code).toBe(200);
          expect([a.json().data.version, b.version].sort()).toEqual([1, 2]);
          expect(Object.keys(await columnsOf(`vd_${id}_s1`))).toHaveLength(7);
        }
      } finally {
        await other.close();
      }
    },
  );
});
