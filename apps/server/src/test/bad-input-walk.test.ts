import { count } from 'drizzle-orm';
import { sysLogs } from '../modules/logs/log.table.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { planProbes, type TPaths, type TProbe } from './bad-input-walk.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

/** The documentation itself, and the sign-out that would end the walk's own session. */
const SKIP = (_method: string, path: string) => path.startsWith('/api/docs') || path === '/api/oauth/Logout';

/** Inputs no route may accept: they must be refused (4xx), not merely survive. */
const ALWAYS_REFUSED =
  /=(nul|invalidUtf8|surrogate|badPercent|lonePercent|long)$|^body\.\w+=(rawNul|loneSurrogate|lowSurrogate|megabyte|deepArray|deepObject|proto|ctor|infinity)$|^body (deep|proto|ctor|invalidUtf8|nulKey|truncated|empty)|^query (%zz|a=%|keyword=%00)/;

async function send(p: TProbe) {
  const res = await t.app
    .inject({
      method: p.method as 'GET',
      url: p.url,
      headers: {
        authorization: token,
        ...(p.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(p.body ? { payload: p.body } : {}),
    })
    .catch((err: Error) => ({ statusCode: 599, body: `no answer: ${err.message}` }));
  return {
    method: p.method,
    url: p.url.slice(0, 120),
    what: p.what,
    status: res.statusCode,
    body: res.body,
  };
}

/** Runs the probes `width` at a time. */
async function runAll(probes: Iterator<TProbe>, width: number) {
  const results: Awaited<ReturnType<typeof send>>[] = [];
  const worker = async () => {
    for (let p = probes.next(); !p.done; p = probes.next()) results.push(await send(p.value));
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const countLogRows = async () => (await t.db.select({ n: count() }).from(sysLogs))[0].n;

describe('the bad-input walk over every route of the OpenAPI document', () => {
  it(
    'answers every hostile input with a 4xx envelope, never a 5xx, and loses no request-log row',
    { timeout: 120_000 },
    async () => {
      const doc = (await t.call('GET', '/api/docs/json')).json<{ paths: TPaths }>();
      const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).filter((m) => !SKIP(m.toUpperCase(), path)),
      );
      await t.app.logs.flush();
      const rowsBefore = await countLogRows();
      const statsBefore = t.app.logs.stats();

      const started = Date.now();
      const cpu = process.cpuUsage();
      const results = await runAll(planProbes(doc.paths, SKIP), 8);
      const { user } = process.cpuUsage(cpu);

      const fiveHundreds = results.filter((r) => r.status >= 500);
      const accepted = results.filter((r) => r.status < 400 && ALWAYS_REFUSED.test(r.what));
      const notEnveloped = results.filter((r) => r.status >= 400 && !/^\{"code":\d+,"msg":"/.test(r.body));
      console.info(
        `bad-input walk: ${operations.length} operations, ${results.length} requests in ${Date.now() - started} ms ` +
          `(${Math.round(user / 1000)} ms CPU); ${fiveHundreds.length} answered 5xx, ` +
          `${accepted.length} hostile inputs accepted`,
      );
      const brief = (rs: typeof results) => rs.map((r) => `${r.status} ${r.method} ${r.url} ${r.what}`);
      expect(brief(fiveHundreds)).toEqual([]);
      expect(brief(accepted)).toEqual([]);
      expect(brief(notEnveloped)).toEqual([]);

      // Every row the writer was handed is in the table: none dropped, none lost with a failed batch.
      await t.app.logs.flush();
      const stats = t.app.logs.stats();
      const received = stats.received - statsBefore.received;
      expect(received).toBeGreaterThan(results.length / 2);
      expect(stats.dropped - statsBefore.dropped).toBe(0);
      expect((await countLogRows()) - rowsBefore).toBe(received);
    },
  );
});
