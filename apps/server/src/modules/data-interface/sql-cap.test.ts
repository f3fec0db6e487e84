import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { dataInterfaceLogs, dataInterfaces } from './data-interface.table.ts';
import { interfaceDefinition, previewInterface } from './data-interface.test-kit.ts';
import { CAP_COLUMNS, loadSqlParser, wrapWithCaps } from './sql-guard.ts';
import { runReadOnly } from './sql-runner.ts';

const base = '/api/system/base/data/interface';
const ROW_CAP = 5;
const BYTE_CAP = 2048;
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { DATA_INTERFACE_ROW_CAP: String(ROW_CAP), DATA_INTERFACE_RESULT_MAX: `${BYTE_CAP}B` },
  });
  admin = await t.signIn();
});
afterAll(() => t.close());

const definition = (query: string, enCode = 'cap') =>
  interfaceDefinition({ fullName: `上限${enCode}`, enCode, dataType: 1, query, checkType: 0 });
const preview = (query: string, headers?: Record<string, string>) =>
  previewInterface(t, admin, { dataType: 1, query }, headers);
/** Bytes of the rows as PostgreSQL's `row::text` (exact for values without commas, quotes or spaces). */
const textBytes = (rows: Record<string, unknown>[]) =>
  rows.reduce<number>((n, r) => n + Buffer.byteLength(`(${Object.values(r).join(',')})`), 0);

describe('SQL interface result caps', () => {
  it('answers the first rowCap rows of a longer result, and says so', async () => {
    const res = await preview('select id, full_name from base_province order by id');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(ROW_CAP);
    expect(Object.keys(body.data[0])).toEqual(['id', 'full_name']);
    expect(body.truncated).toEqual({ reason: 'rows', rows: ROW_CAP, rowCap: ROW_CAP, byteCap: BYTE_CAP });
    expect(body.msg).toBe(`结果超过 ${ROW_CAP} 行，只返回了前 ${ROW_CAP} 行`);
    const en = await preview('select id from base_province', { 'accept-language': 'en' });
    expect(en.json().msg).toBe(
      `The result has more than ${ROW_CAP} rows; only the first ${ROW_CAP} were returned`,
    );
  });

  it('answers the rows that fit in byteCap when values are long, in order, and says so', async () => {
    const res = await preview("select id, repeat('x', 600) as s from base_province order by id");
    const body = res.json();
    expect(body.truncated).toMatchObject({ reason: 'bytes', rowCap: ROW_CAP, byteCap: BYTE_CAP });
    expect(body.data.length).toBe(body.truncated.rows);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(textBytes(body.data)).toBeLessThanOrEqual(BYTE_CAP);
    expect(textBytes(body.data) + 700).toBeGreaterThan(BYTE_CAP);
    const ids = body.data.map((r: { id: string }) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(body.msg).toContain(`${BYTE_CAP} 字节`);
  });

  it('answers no rows when the first one alone is larger than byteCap', async () => {
    const body = (await preview("select repeat('汉', 1000000) as s")).json();
    expect(body.data).toEqual([]);
    expect(body.truncated).toMatchObject({ reason: 'bytes', rows: 0 });
  });

  it('answers a result within both caps whole, without a flag', async () => {
    const body = (await preview('select id from base_province order by id limit 3')).json();
    expect(body.data).toHaveLength(3);
    expect(body).not.toHaveProperty('truncated');
    expect(body.msg).not.toContain('行');
  });

  it('says so on a run too, and logs the cut', async () => {
    await t.call('POST', `${base}/edit`, {
      token: admin,
      body: definition('select id from base_province', 'capRun'),
    });
    const [row] = await t.db.select().from(dataInterfaces).where(eq(dataInterfaces.enCode, 'capRun'));
    const body = (await t.call('GET', `${base}/actions/${row.id}`)).json();
    expect(body.data).toHaveLength(ROW_CAP);
    expect(body.truncated.reason).toBe('rows');
    const [log] = await t.db.select().from(dataInterfaceLogs).where(eq(dataInterfaceLogs.invokId, row.id));
    expect(log).toMatchObject({ isOk: 1, rowCount: ROW_CAP });
    expect(log.errorMessage).toContain('truncated');
  });

  it('never lets the server receive more than the caps, however large the result (by design, not timing)', async () => {
    await loadSqlParser();
    // 3,000+ areas × 1 MB each would be gigabytes: PostgreSQL computes rowCap + 1 of them and sends one row of nulls.
    const huge = "select id, repeat('x', 1000000) as s from base_province";
    const received = (await runReadOnly(t.database, wrapWithCaps(huge, 20, BYTE_CAP), [], {
      timeoutMs: 30_000,
      rowCap: 20,
    })) as Record<string, unknown>[];
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: null, s: null, [CAP_COLUMNS.over]: true });
    // Many small rows: at most rowCap + 1 rows arrive, and their JSON stays within the byte cap.
    const many = (await runReadOnly(t.database, wrapWithCaps('select id from base_province', 10, 1e6), [], {
      timeoutMs: 30_000,
      rowCap: 10,
    })) as Record<string, unknown>[];
    expect(many).toHaveLength(11);
    const medium = (await runReadOnly(
      t.database,
      wrapWithCaps("select repeat('x', 100) as s from base_province", 1000, BYTE_CAP),
      [],
      { timeoutMs: 30_000, rowCap: 1000 },
    )) as Record<string, unknown>[];
    const kept = medium.filter((r) => r[CAP_COLUMNS.over] === false);
    expect(textBytes(kept.map((r) => ({ s: r.s })))).toBeLessThanOrEqual(BYTE_CAP);
    expect(medium.length).toBe(kept.length + 1);
  });
});
