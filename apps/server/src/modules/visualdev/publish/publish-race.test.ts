import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../users/user.table.ts';
import { buildWorkflowPair, type TWorkflowPair } from '../../workflow/workflow-cluster.test-kit.ts';
import { bindModelMenu } from '../runtime/runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const pg = process.env.TEST_DB === 'pg';
let pair: TWorkflowPair;
let admin: string;

const field = (jnpfKey: string, key: string) => ({ __config__: { jnpfKey, label: key }, __vModel__: key });
const model = (enCode: string, fields: object[]) => ({
  fullName: enCode,
  enCode,
  category: 'dict-webdesign-business',
  type: 1,
  formData: { fields },
});

beforeAll(async () => {
  if (!pg) return;
  pair = await buildWorkflowPair();
  admin = await pair.t.signIn();
});
afterAll(async () => {
  if (pg) await pair.close();
});

async function columnsOf(table: string): Promise<Record<string, string>> {
  const res: unknown = await pair.t.db.execute(
    sql`select column_name, data_type from information_schema.columns where table_name = ${table}`,
  );
  const list = (res as { rows: { column_name: string; data_type: string }[] }).rows;
  return Object.fromEntries(list.map((r) => [r.column_name, r.data_type]));
}

// Two app instances, each with its own pool (two server processes on one database): their publishes of one model
// serialise on the advisory lock, so the table is altered once and every record keeps its data.
describe.runIf(pg)('publishing from two servers at once', () => {
  it('alters the table once: one version each, the added and retyped columns made once, no data lost', async () => {
    const call = (i: number, method: string, url: string, body?: object) =>
      pair.call(i, method, url, admin, body);
    for (let round = 0; round < 3; round++) {
      const enCode = `race${round}`;
      const id = (
        await call(0, 'POST', base, model(enCode, [field('comInput', 'title'), field('comInput', 'n')]))
      ).json().data.id as string;
      expect((await call(1, 'POST', `${base}/${id}/Actions/Release`)).json().code).toBe(200);
      const [me] = await pair.t.db.select().from(users).where(eq(users.account, 'admin'));
      await bindModelMenu(pair.t, id, [me.id], ['btn_add'], undefined, Date.now());
      const rec = await call(0, 'POST', `${rt}/${id}`, { data: { title: '旧', n: '7' } });
      expect(rec.json().code).toBe(200);

      // The draft adds a field and turns `n` into a number; both servers publish it at once.
      const next = [field('comInput', 'title'), field('numInput', 'n'), field('date', 'due')];
      expect((await call(0, 'PUT', `${base}/${id}`, model(enCode, next))).json().code).toBe(200);
      const [a, b] = await Promise.all([
        call(0, 'POST', `${base}/${id}/Actions/Release`),
        call(1, 'POST', `${base}/${id}/Actions/Release`),
      ]);
      expect([a.json().code, b.json().code]).toEqual([200, 200]);
      const answers = [a.json().data, b.json().data] as {
        version: number;
        added: string[];
        retyped: object[];
      }[];
      expect(answers.map((x) => x.version).sort()).toEqual([2, 3]);
      // The first publish did the work; the second found the table already as the form wants it.
      const [first, second] = answers[0].version === 2 ? answers : [answers[1], answers[0]];
      expect(first.added).toEqual([`vd_${id}.due`]);
      expect(first.retyped).toHaveLength(1);
      expect([second.added, second.retyped]).toEqual([[], []]);

      const cols = await columnsOf(`vd_${id}`);
      expect(cols.title).toBe('text');
      expect(cols.n).toBe('text');
      expect(Object.values(cols).filter((t) => t === 'numeric')).toHaveLength(1);
      expect(cols.due).toBe('bigint');
      const kept: unknown = await pair.t.db.execute(sql`select title, n from ${sql.identifier(`vd_${id}`)}`);
      expect((kept as { rows: object[] }).rows).toEqual([{ title: '旧', n: '7' }]);
      const listed = await call(1, 'POST', `${rt}/${id}/List`, {});
      expect(listed.json().data.list).toMatchObject([{ title: '旧', n: null, due: null }]);
    }
  });
});
