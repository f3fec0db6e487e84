import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { users } from '../users/user.table.ts';
import { dataInterfaceLogs, dataInterfaces } from './data-interface.table.ts';
import { runReadOnly } from './sql-runner.ts';

const base = '/api/system/base/data/interface';
const CATEGORY = '9c43287481364d348c0ea0d0f64b38be-basic';
let t: TTestApp;
let admin: string;
let runner: string; // may run interfaces, not design them
let designer: string; // the page without buttons
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/redirect'))
      return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (req.url?.startsWith('/big')) return res.end(JSON.stringify({ data: 'x'.repeat(5000) }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, data: [{ q: req.url }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  t = await buildTestApp({
    env: { DATA_INTERFACE_PRIVATE_HOSTS: `localhost`, DATA_INTERFACE_HTTP_MAX: '2KB' },
  });
  admin = await t.signIn();
  const r = await buildUser(t.db, { account: 'dirunner' });
  runner = await t.signIn(r.account, DEFAULT_PASSWORD);
  const d = await buildUser(t.db, { account: 'didesign' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [d.id])).id }, ['systemData.dataInterface']);
  designer = await t.signIn(d.account, DEFAULT_PASSWORD);
});
afterAll(async () => {
  await t.close();
  server.close();
});

const def = (o: object) => ({
  categoryId: CATEGORY,
  fullName: '接口',
  enCode: 'di',
  dataType: 2,
  query: '[]',
  ...o,
});
const save = (body: object, token = admin) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(dataInterfaces).where(eq(dataInterfaces.enCode, enCode)))[0]?.id;
const run = (id: string, q = '', token?: string) => t.call('GET', `${base}/actions/${id}${q}`, { token });
const preview = (definition: object, params: object = {}) =>
  t.call('POST', `${base}/preview`, { token: admin, body: { definition: def(definition), params } });

describe('data interfaces', () => {
  it('saves a static interface, validates its JSON, and lets anyone run it when checkType is 0', async () => {
    expect((await save(def({ enCode: 'bad', query: '[{' }))).json().msg).toContain('query');
    expect(
      (
        await save(
          def({ enCode: 'colors', fullName: '颜色', query: '[{"id":"1","fullName":"红"}]', checkType: 0 }),
        )
      ).json().code,
    ).toBe(200);
    const id = await idOf('colors');
    expect((await run(id)).json().data).toEqual([{ id: '1', fullName: '红' }]);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data).toMatchObject({
      dataType: 2,
      checkType: 0,
    });
    expect((await t.call('GET', `${base}/ops`, { token: runner })).statusCode).toBe(403);
    const ops = (await t.call('GET', `${base}/ops`, { token: designer })).json().data.list;
    expect(ops.find((n: { id: string }) => n.id === CATEGORY).children[0]).toMatchObject({
      id,
      categoryId: '1',
    });
  });

  it('runs a SQL interface with the caller and declared parameters bound, and logs every call', async () => {
    const query = 'select id, account from base_user where id = @user or account = @acct order by id';
    expect(
      (
        await save(
          def({
            enCode: 'me',
            fullName: '我',
            dataType: 1,
            query,
            requestParameters: [{ field: 'acct', value: 'nobody' }],
          }),
        )
      ).json().code,
    ).toBe(200);
    const id = await idOf('me');
    expect((await run(id, '', admin)).json().data).toEqual([{ id: 'admin', account: 'admin' }]);
    expect((await run(id, '?acct=dirunner', admin)).json().data).toHaveLength(2);
    expect((await run(id, "?acct=' or 1=1--", admin)).json().data).toHaveLength(1);
    const bad = await run(id, '?other=1', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('other');
    expect((await run(id)).statusCode).toBe(401);
    const log = (await t.call('GET', `${base}/log/${id}`, { token: admin })).json().data;
    expect(log.pagination.total).toBeGreaterThanOrEqual(3);
    expect(
      log.list.some(
        (l: { rowCount: number; userName: string }) => l.rowCount === 2 && l.userName === '管理员/admin',
      ),
    ).toBe(true);
  });

  it('refuses SQL that writes, sleeps, reads files, copies, or reaches secrets, and leaves the data intact', async () => {
    const [before] = await t.db
      .select({ n: count(), hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, 'admin'))
      .groupBy(users.passwordHash);
    const attacks = [
      'delete from base_user',
      "update base_user set real_name = 'x'",
      'drop table base_user',
      'create table x (id int)',
      'select pg_sleep(10)',
      "select pg_read_file('/etc/passwd')",
      'copy base_user to stdout',
      'select 1; delete from base_user',
      'with d as (delete from base_user returning *) select * from d',
      'select * from public.base_user',
      'select * from pg_authid',
      'select * from base_user for update',
      'select * into newtable from base_user',
      "select set_config('role', 'postgres', true)",
      'select * from generate_series(1, 100000000)',
      'select pg_catalog.pg_sleep(10)',
      'select 1 /* ; delete from base_user */ ; delete from base_user',
    ];
    for (const query of attacks) {
      const started = Date.now();
      const res = await preview({ dataType: 1, query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg, query).toMatch(/SQL/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await save(def({ enCode: 'evil', dataType: 1, query }))).statusCode, query).toBe(400);
    }
    const secret = await preview({ dataType: 1, query: 'select password_hash from base_user' });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().msg).toContain('password_hash');
    const [after] = await t.db
      .select({ n: count(), hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, 'admin'))
      .groupBy(users.passwordHash);
    expect(after).toEqual(before);
    expect(await idOf('evil')).toBeUndefined();
  });

  it('runs as the reader role even if a query slipped past the parser, and times out on PostgreSQL', async () => {
    const limits = { timeoutMs: 300, rowCap: 10 };
    for (const sql of [
      'select password_hash from public.base_user',
      'select * from pg_authid',
      "select pg_read_file('x')",
    ]) {
      await expect(runReadOnly(t.database, sql, [], limits), sql).rejects.toMatchObject({
        key: 'dataInterface.sqlFailed',
      });
    }
    await expect(runReadOnly(t.database, 'delete from base_user', [], limits)).rejects.toMatchObject({
      code: 400,
    });
    if (t.database.kind === 'pg') {
      const started = Date.now();
      await expect(runReadOnly(t.database, 'select pg_sleep(3)', [], limits)).rejects.toMatchObject({
        params: { reason: 'the query ran longer than the time limit' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBeGreaterThan(0);
  });

  it('caps the rows and reads dictionaries and areas through the reader views', async () => {
    const res = await preview({
      dataType: 1,
      query: "select id, full_name from base_province where parent_id = '-1' order by id",
    });
    expect(res.json().data).toHaveLength(34);
    expect(
      (await preview({ dataType: 1, query: 'select count(*) as n from base_dictionary_data' })).json().data[0]
        .n,
    ).toBeDefined();
  });

  it('calls HTTP APIs only on allowed addresses, without following redirects to refused ones, size-capped', async () => {
    for (const path of [
      'http://127.0.0.1:1/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
      'http://10.0.0.1/',
      'file:///etc/passwd',
    ]) {
      const res = await preview({ dataType: 3, path });
      expect(res.statusCode, path).toBe(400);
    }
    const ok = await preview({
      dataType: 3,
      path: `http://localhost:${port}/list`,
      requestParameters: [{ field: 'k', value: 'v' }],
    });
    expect(ok.json().data).toEqual([{ q: '/list?k=v' }]);
    expect((await preview({ dataType: 3, path: `http://localhost:${port}/redirect` })).json().msg).toContain(
      '169.254.169.254',
    );
    expect((await preview({ dataType: 3, path: `http://localhost:${port}/big` })).json().msg).toContain(
      'larger',
    );
  });

  it('keeps token-required interfaces from anonymous callers and IP-listed ones from other addresses', async () => {
    await save(def({ enCode: 'iplist', fullName: 'IP限定', checkType: 2, requestHeaders: '10.9.9.9' }));
    expect((await run(await idOf('iplist'), '', admin)).json().code).toBe(403);
    await save(def({ enCode: 'tok', fullName: '需登录', checkType: 1 }));
    const id = await idOf('tok');
    expect((await run(id)).json().code).toBe(600);
    expect((await run(id, '', runner)).json().code).toBe(200);
    await t.call('PUT', `${base}/enabled/${id}`, { token: admin });
    expect((await run(id, '', runner)).json().code).toBe(400);
  });

  it('separates designing from running: the page for reads, buttons for changes', async () => {
    expect((await t.call('GET', `${base}/page`, { token: runner })).statusCode).toBe(403);
    expect(
      (await t.call('GET', `${base}/page?keyword=颜色`, { token: designer })).json().data.pagination.total,
    ).toBe(1);
    expect((await save(def({ enCode: 'x1', fullName: '新' }), designer)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `${base}/preview`, { token: designer, body: { definition: def({}) } }))
        .statusCode,
    ).toBe(403);
    const id = await idOf('colors');
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: designer })).statusCode).toBe(403);
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await run(id)).statusCode).toBe(404);
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(dataInterfaces))[0].n;
    for (const [body, field] of [
      [def({ categoryId: 'nope', enCode: 'b1' }), 'categoryId'],
      [def({ enCode: 'b2', dataType: 4 }), 'dataType'],
      [def({ enCode: 'b3', dataType: 3, path: 'ftp://x' }), 'path'],
      [def({ enCode: 'b4', requestParameters: [{ field: 'a b', value: '' }] }), 'requestParameters'],
      [def({ enCode: 'b5', requestParameters: [{ field: 'user', value: '' }] }), 'requestParameters'],
      [def({ enCode: 'b6', checkType: 5 }), 'checkType'],
      [def({ enCode: 'b7', dataType: 1, query: '' }), 'query'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select({ n: count() }).from(dataInterfaces))[0].n).toBe(before);
    expect((await t.db.select({ n: count() }).from(dataInterfaceLogs))[0].n).toBeGreaterThan(0);
  });
});
