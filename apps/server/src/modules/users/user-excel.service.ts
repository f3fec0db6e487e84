import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, type TPageQuery } from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { md5 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findVisibleColumns } from '../authorize/column-permission.ts';
import { assertCanHandOver } from '../authorize/grant-guard.ts';
import { fromAuthSnapshot, toAuthSnapshot, type TAuthSnapshot } from '../jobs/job.auth.ts';
import { JobFailure, JobStatus, defineJobKind, type TJobRun } from '../jobs/job.kind.ts';
import { streamUserExport } from './user-export.ts';
import {
  insertImportRows,
  loadCodeMaps,
  readImportRows,
  type TImportRow,
  type TRowError,
} from './user-import.ts';
import { USER_COLUMNS, generatePassword, searchable } from './user.service.ts';

const PAGE = 'permission.user' as const;
type TDeps = Pick<TAppContext, 'db' | 'scopes' | 'orgs' | 'relationNames' | 'now' | 'jobs'> & {
  onError: (e: unknown) => void;
};

/** An import: the uploaded file is the job's file; the hash of the one initial password the answer showed. */
interface TImportPayload {
  auth: TAuthSnapshot;
  passwordHash: string;
}
/** An export: the list's filters. */
interface TExportPayload {
  auth: TAuthSnapshot;
  keyword?: string;
  organizeId?: string;
}

/**
 * Importing users. Idempotent: accounts that exist are skipped, so a repeated run (after a crash) adds only the rest
 * (its counts then cover that run). The upload stays until the last attempt ends.
 */
export const UserImportJob = defineJobKind<TImportPayload>('user-import', {
  maxAttempts: 3,
  backoffMs: 5000,
});
/** Exporting users to the job's .xlsx file (rewritten whole by a repeated run). */
export const UserExportJob = defineJobKind<TExportPayload>('user-export', {
  maxAttempts: 2,
  backoffMs: 2000,
});

/** Users to and from Excel: template, import and export, both as durable jobs. */
export class UserExcelService {
  constructor(private readonly c: TDeps) {}

  /** Registers the import and export handlers with the worker. */
  registerJobs(): void {
    this.c.jobs.register(UserImportJob, (run) => this.runImport(run));
    this.c.jobs.register(UserExportJob, (run) => this.runExport(run));
  }

  /**
   * Runs the export as a job and answers its file as a stream (deleted once sent). Waits while the job runs; when
   * the caller goes away (`signal`), the file is deleted as soon as the job ends.
   */
  async exportStream(
    auth: TAuth,
    q: Pick<TPageQuery, 'keyword'> & { organizeId?: string },
    signal?: AbortSignal,
  ): Promise<fs.ReadStream> {
    const payload = { auth: toAuthSnapshot(auth), keyword: q.keyword, organizeId: q.organizeId };
    const jobId = await this.c.jobs.submit(UserExportJob, payload, { creatorUserId: auth.userId });
    const file = this.c.jobs.file(jobId, 'xlsx');
    const drop = () => fs.rmSync(file, { force: true });
    const row = await this.c.jobs.waitFor(jobId, signal).catch((err: unknown) => {
      if (signal?.aborted) void this.c.jobs.waitFor(jobId).then(drop, this.c.onError);
      throw err;
    });
    if (row.status !== JobStatus.done) throw new AppError(Code.serverError, 'server.error');
    return fs.createReadStream(file).on('close', drop);
  }

  /** Saves the upload as the job's file, queues the job, and answers its id and the initial password. */
  async startImport(auth: TAuth, part: MultipartFile) {
    if (!/\.xlsx$/i.test(part.filename)) throw new AppError(Code.badRequest, 'file.badType');
    const jobId = newId();
    const file = this.c.jobs.file(jobId, 'xlsx');
    const drop = (err: unknown) => {
      fs.rmSync(file, { force: true });
      throw err;
    };
    await pipeline(part.file, fs.createWriteStream(file)).catch(drop);
    if (part.file.truncated) drop(new AppError(Code.tooLarge, 'req.tooLarge'));
    const initialPassword = generatePassword();
    const passwordHash = await hashPassword(md5(initialPassword));
    const payload = { auth: toAuthSnapshot(auth), passwordHash };
    await this.c.jobs.submit(UserImportJob, payload, { id: jobId, creatorUserId: auth.userId });
    return { jobId, initialPassword };
  }

  /** An import job of the caller, as the users screen polls it ('running' until done or failed). */
  async importJob(auth: TAuth, id: string) {
    const job = await this.c.jobs.get(auth, id, UserImportJob);
    const isOver = job.status === JobStatus.done || job.status === JobStatus.failed;
    const { total, processed, result } = job;
    return { id: job.id, status: isOver ? job.status : JobStatus.running, total, processed, result };
  }

  private async runImport(run: TJobRun<TImportPayload>): Promise<Record<string, unknown>> {
    const file = this.c.jobs.file(run.id, 'xlsx');
    const auth = fromAuthSnapshot(run.payload.auth);
    const errors: TRowError[] = [];
    try {
      if (!fs.existsSync(file)) throw new AppError(Code.notFound, 'file.notFound');
      const rows = await readImportRows(file, errors);
      await run.progress({ processed: 0, total: rows.length });
      const { valid, resolved } = await this.resolve(auth, rows, errors);
      const skippedBefore = rows.length - valid.length;
      const counts = await insertImportRows(this.c.db, {
        rows: valid,
        resolved,
        passwordHash: run.payload.passwordHash,
        creatorUserId: auth.userId,
        now: this.c.now,
        onBatch: (done) => run.progress({ processed: skippedBefore + done, total: rows.length }),
      });
      fs.rmSync(file, { force: true });
      return { ...counts, failed: skippedBefore + errors.filter((e) => e.row < 0).length, errors };
    } catch (err) {
      const isFinal = err instanceof AppError || run.attempt >= run.maxAttempts;
      if (!isFinal || run.signal.aborted) throw err; // tried again, with the file
      fs.rmSync(file, { force: true });
      if (!(err instanceof AppError)) this.c.onError(err);
      const message = err instanceof AppError ? err.key : 'import failed';
      throw new JobFailure(message, { message, errors });
    }
  }

  private async runExport(run: TJobRun<TExportPayload>): Promise<Record<string, unknown>> {
    const { keyword, organizeId } = run.payload;
    const auth = fromAuthSnapshot(run.payload.auth);
    const scope = await this.c.scopes.forPage(auth, PAGE);
    const organizeIds = organizeId ? await this.c.orgs.subtree(organizeId) : undefined;
    const visible = await findVisibleColumns(this.c.db, auth, PAGE, USER_COLUMNS);
    let reportedAt = this.c.now();
    const stream = await streamUserExport(
      this.c.db,
      { orgs: this.c.orgs, relations: this.c.relationNames },
      { scope, organizeIds, ...searchable(keyword, visible) },
      visible,
      {
        onError: this.c.onError,
        // Progress at most once a second: a million rows are two thousand batches.
        onBatch: async (rows) => {
          if (this.c.now() - reportedAt < 1000) return;
          reportedAt = this.c.now();
          await run.progress({ processed: rows });
        },
      },
    );
    const file = this.c.jobs.file(run.id, 'xlsx');
    const part = `${file}.part`;
    await pipeline(stream, fs.createWriteStream(part), { signal: run.signal });
    fs.renameSync(part, file);
    return { bytes: fs.statSync(file).size };
  }

  /** Maps codes to ids and checks scope and hand-over rights; rows that fail are reported, not imported. */
  private async resolve(auth: TAuth, rows: TImportRow[], errors: TRowError[]) {
    const maps = await loadCodeMaps(this.c.db, await this.c.scopes.forPage(auth, PAGE), auth.userId);
    const resolved = new Map<number, { orgId: string; positionIds: string[]; roleIds: string[] }>();
    const valid: TImportRow[] = [];
    for (const r of rows) {
      const org = maps.org.get(r.orgCode);
      const orgId = org?.id;
      const positionIds = r.positionCodes.map((c) => maps.position.get(`${orgId}|${c}`));
      const roleIds = r.roleCodes.map((c) => maps.role.get(c));
      const bad = (field: string, message: string) =>
        errors.length < 500 && errors.push({ row: r.row, field, message });
      if (!org) bad('组织编码', `组织编码不存在：${r.orgCode}`);
      else if (!org.isPlaceable) bad('组织编码', '没有权限操作该组织的数据');
      else if (positionIds.some((p) => !p)) bad('岗位编码', '岗位编码不存在或不属于该组织');
      else if (roleIds.some((x) => !x)) bad('角色编码', '角色编码不存在');
      else {
        resolved.set(r.row, {
          orgId: org.id,
          positionIds: positionIds as string[],
          roleIds: roleIds as string[],
        });
        valid.push(r);
      }
    }
    const allRoles = [...new Set([...resolved.values()].flatMap((v) => v.roleIds))];
    const allPositions = [...new Set([...resolved.values()].flatMap((v) => v.positionIds))];
    await assertCanHandOver(this.c.db, auth, 'Role', allRoles);
    await assertCanHandOver(this.c.db, auth, 'Position', allPositions);
    return { valid, resolved };
  }
}
