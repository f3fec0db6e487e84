import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildFlowWorld, type TFlowWorld } from './flow-api.test-kit.ts';
import { TODO_TOTAL_CAP } from './flow-before.repo.ts';
import { flowEngineVersions } from './workflow.table.ts';

let w: TFlowWorld;
const EXTRA = 25;
/** Running tasks on u3's to-do: past twice the cap, where a keyword matching them all pages by walking the index. */
const RUNNING = 2 * TODO_TOTAL_CAP + EXTRA;
type TPage = {
  list: { id: string; fullName: string; enCode: string | null }[];
  pagination: { total: number; isTotalCapped?: boolean };
};

beforeAll(async () => {
  w = await buildFlowWorld('ftp');
  // u3's to-do straight into the tables: RUNNING running tasks, and as many finished ones (their operators done),
  // titled by number; the newest is the largest number. A running task's operator carries its search text (title,
  // chr(1), bill number), as the commands write it.
  const versions = await w.t.db
    .select({ id: flowEngineVersions.id })
    .from(flowEngineVersions)
    .where(eq(flowEngineVersions.flowId, w.flowId));
  const versionId = versions[0]?.id ?? '';
  const n = 2 * RUNNING;
  await w.t.db
    .execute(sql`insert into flow_task (id, process_id, en_code, full_name, flow_id, flow_version_id,
      flow_code, flow_name, flow_type, flow_category, form_type, state, status, completion, start_time, creator_time,
      creator_user_id)
    select 'tp' || g, 'tp' || g, 'TP' || lpad(g::text, 6, '0'), '待办 ' || g, ${w.flowId}, ${versionId}, 'ftp', '待办',
      0, 'office', 2, '{}'::jsonb, case when g % 2 = 0 then 1 else 2 end, 0, g, g, ${w.ids.launcher}
    from generate_series(1, ${n}::int) g`);
  await w.t.db
    .execute(sql`insert into flow_task_operator (id, task_id, run, node_code, node_name, handle_type,
      handle_id, completion, creator_time, search_text)
    select 'op' || g, 'tp' || g, 1, 'a2', '审批', '6', ${w.ids.u3}, case when g % 2 = 0 then 0 else 1 end, g,
      case when g % 2 = 0 then '待办 ' || g || chr(1) || 'TP' || lpad(g::text, 6, '0') end
    from generate_series(1, ${n}::int) g`);
});
afterAll(() => w.t.close());

const todo = async (query: string) => {
  const res = await w.call('u3', 'GET', `flowBefore/list/1?currentPage=1&pageSize=20${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: TPage }>().data;
};

describe('to-do page at scale', () => {
  it('counts up to the cap and says so, the newest rows first', async () => {
    const page = await todo('');
    expect(page.pagination).toMatchObject({ total: TODO_TOTAL_CAP, isTotalCapped: true });
    const newest = 2 * RUNNING;
    expect(page.list.map((r) => r.fullName).slice(0, 3)).toEqual(
      [newest, newest - 2, newest - 4].map((g) => `待办 ${g}`),
    );
  });

  it('answers an exact total under the cap for a keyword on title or bill number, running tasks only', async () => {
    // "待办 1234x": 12340…12349 and 1234 itself; only the even (running) ones are to-do.
    const byTitle = await todo('&keyword=1234');
    const titles = byTitle.list.map((r) => r.fullName);
    expect(titles.every((t) => t.includes('1234') && Number(t.split(' ')[1]) % 2 === 0)).toBe(true);
    const expected = [...Array(2 * RUNNING).keys()]
      .map((i) => i + 1)
      .filter((g) => g % 2 === 0 && String(g).includes('1234')).length;
    expect(byTitle.pagination.total).toBe(expected);
    expect(byTitle.pagination.isTotalCapped).toBeUndefined();
    const byCode = await todo('&keyword=TP000012');
    expect(byCode.list.map((r) => r.enCode)).toEqual(['TP000012']);
    expect(byCode.pagination.total).toBe(1);
    // The separator between title and bill number is never matched across.
    expect((await todo(`&keyword=${encodeURIComponent('2TP')}`)).pagination.total).toBe(0);
  });

  it('pages a keyword that matches past the cap in order, with the capped total', async () => {
    // Every running task's title holds "待办".
    const page = await todo(`&keyword=${encodeURIComponent('待办')}`);
    expect(page.pagination).toMatchObject({ total: TODO_TOTAL_CAP, isTotalCapped: true });
    expect(page.list.map((r) => r.fullName).slice(0, 2)).toEqual([
      `待办 ${2 * RUNNING}`,
      `待办 ${2 * RUNNING - 2}`,
    ]);
  });
});
