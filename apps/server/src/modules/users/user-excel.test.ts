import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { users } from './user.table.ts';
import { IMPORT_HEADERS } from './user-import.ts';
import { UserImportJob } from './user-excel.service.ts';
import { md5 } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { toAuthSnapshot } from '../jobs/job.auth.ts';
import { claimJobs } from '../jobs/job.repo.ts';
import { JobService } from '../jobs/job.service.ts';

/** The seeded super administrator as a job's payload keeps the caller. */
const ADMIN_AUTH = {
  sessionId: 'killed-session',
  userId: 'admin',
  account: 'admin',
  realName: '管理员',
  isAdmin: true,
  organizeId: SEED_COMPANY_ID,
  roleIds: [],
  positionIds: [],
  language: null,
  mustChangePassword: false,
};

const base = '/api/system/permission/users';
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  await buildOrg(t.db, { parentId: SEED_COMPANY_ID, enCode: 'OPS', fullName: '运营部' });
});
afterAll(() => t.close());

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow([...IMPORT_HEADERS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importFile(buf: Buffer, token = admin) {
  const { body, headers } = await multipartBody('users.xlsx', buf);
  const res = (await t.call('POST', `${base}/import`, { token, body, headers })).json();
  expect(res.code).toBe(200);
  for (let i = 0; i < 100; i++) {
    const job = (await t.call('GET', `${base}/import/${res.data.jobId}`, { token })).json().data;
    if (job.status !== 'running') return { ...job, initialPassword: res.data.initialPassword };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

describe('users import and export', () => {
  it('serves a template', async () => {
    const res = await t.call('GET', `${base}/import/template`, { token: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('账号*');
  });

  it('imports valid rows, reports bad ones per row, and creates no duplicates the second time', async () => {
    const file = await xlsx([
      ['imp001', '导入一', '男', '13800000001', '', 'OPS', '', '', 1],
      ['imp002', '导入二', '女', '', 'a@b.cn', 'OPS', '', '', 2],
      ['bad name', '坏账号', '', '', '', 'OPS', '', '', 0],
      ['imp003', '无组织', '', '', '', 'NOPE', '', '', 0],
      ['imp004', '坏手机', '', '123', '', 'OPS', '', '', 0],
    ]);
    const first = await importFile(file);
    expect(first.status).toBe('done');
    expect(first.result).toMatchObject({ created: 2, skipped: 0 });
    // A durable job: run once to the end, its progress at 100 with every row counted.
    const job = (await t.call('GET', `/api/system/jobs/${first.id}`, { token: admin })).json().data;
    expect(job).toMatchObject({ kind: 'user-import', status: 'done', progress: 100, attempts: 1 });
    expect(job.processed).toBe(job.total);
    expect(job.total).toBe(3);
    const errs = first.result.errors as { row: number; field: string }[];
    expect(errs.map((e) => [e.row, e.field])).toEqual([
      [4, '账号'],
      [6, '手机'],
      [5, '组织编码'],
    ]);
    await t.signIn('imp001', first.initialPassword);
    const second = await importFile(file);
    expect(second.result).toMatchObject({ created: 0, skipped: 2 });
    expect(await t.db.select().from(users).where(like(users.account, 'imp%'))).toHaveLength(2);
  });

  it('finishes an import whose server process was killed mid-way, once its lease has expired', async () => {
    const jobs = new JobService({ db: t.db, now: Date.now, onError: () => {}, dataDir: t.config.DATA_DIR });
    const id = newId();
    fs.writeFileSync(jobs.file(id, 'xlsx'), await xlsx([['kill001', '接管', '', '', '', 'OPS', '', '', 0]]));
    const payload = {
      auth: toAuthSnapshot({ ...ADMIN_AUTH, codes: null }),
      passwordHash: await hashPassword(md5('Imported1')),
    };
    // Another process queued and claimed it, then was killed: the row says "running", held by that process.
    await t.db.transaction(async (tx) => {
      await jobs.enqueue(tx, UserImportJob, payload, { id, creatorUserId: 'admin' });
      await claimJobs(tx, {
        node: 'killed',
        kinds: ['user-import'],
        limit: 1,
        now: Date.now(),
        leaseMs: 30_000,
      });
    });
    const status = async () => (await t.call('GET', `${base}/import/${id}`, { token: admin })).json().data;
    await new Promise((r) => setTimeout(r, 1500));
    expect(await status()).toMatchObject({ status: 'running', processed: 0 });
    t.advance(30_001);
    await vi.waitFor(async () => expect((await status()).status).toBe('done'), { timeout: 10_000 });
    expect((await status()).result).toMatchObject({ created: 1, skipped: 0 });
    const job = (await t.call('GET', `/api/system/jobs/${id}`, { token: admin })).json().data;
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    await t.signIn('kill001', 'Imported1');
    expect(fs.existsSync(jobs.file(id, 'xlsx'))).toBe(false);
  });

  it("exports the filtered users, only inside the caller's scope", async () => {
    const res = await t.call('GET', `${base}/export?keyword=imp`, { token: admin });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toContain('账号');
    expect(ws.rowCount).toBe(3);
    const dept = await buildOrg(t.db, { parentId: SEED_COMPANY_ID });
    const m = await buildUser(t.db, { account: 'exporter', organizeId: dept.id });
    const role = await buildRole(t.db, [m.id]);
    await grant(t.db, { type: 'Role', id: role.id }, ['permission.user'], ['btn_download']);
    await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.user', 'department');
    const token = await t.signIn(m.account, DEFAULT_PASSWORD);
    const scoped = await t.call('GET', `${base}/export`, { token });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(scoped.rawPayload as unknown as ArrayBuffer);
    const accounts = wb2.worksheets[0].getColumn(1).values.slice(2);
    expect(accounts).toEqual(['exporter']);
    const [row] = await t.db.select().from(users).where(eq(users.account, 'exporter'));
    expect(row).toBeDefined();
  });
});
