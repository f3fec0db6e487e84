import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, type TPageQuery } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { md5 } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findVisibleColumns } from '../authorize/column-permission.ts';
import { scopeAllows, scopeWhere } from '../authorize/data-scope.ts';
import { assertCanHandOver } from '../authorize/grant-guard.ts';
import { jobs } from '../jobs/job.table.ts';
import { streamUserExport } from './user-export.ts';
import {
  insertImportRows,
  loadCodeMaps,
  readImportRows,
  type TImportRow,
  type TRowError,
} from './user-import.ts';
import { USER_SCOPE_FIELDS, userFilter } from './user-list.repo.ts';
import { USER_COLUMNS, generatePassword } from './user.service.ts';

const PAGE = 'permission.user' as const;
type TDeps = Pick<TAppContext, 'db' | 'scopes' | 'orgs' | 'relationNames' | 'now' | 'sessions' | 'config'> & {
  onError: (e: unknown) => void;
};

/** Users to and from Excel: template, background import with progress, streamed export. */
export class UserExcelService {
  constructor(private readonly c: TDeps) {}

  /** The filtered users (inside the caller's scope, visible columns only) as a streamed .xlsx. */
  async exportStream(auth: TAuth, q: Pick<TPageQuery, 'keyword'> & { organizeId?: string }) {
    const scope = scopeWhere(await this.c.scopes.forPage(auth, PAGE), USER_SCOPE_FIELDS);
    const organizeIds = q.organizeId ? await this.c.orgs.subtree(q.organizeId) : undefined;
    const visible = await findVisibleColumns(this.c.db, auth, PAGE, USER_COLUMNS);
    return streamUserExport(
      this.c.db,
      { orgs: this.c.orgs, relations: this.c.relationNames },
      userFilter({ scope, organizeIds, keyword: q.keyword }),
      visible,
      this.c.onError,
    );
  }

  /** Saves the upload, starts the job and answers its id and the one initial password of the imported users. */
  async startImport(auth: TAuth, part: MultipartFile) {
    if (!/\.xlsx$/i.test(part.filename)) throw new AppError(Code.badRequest, 'file.badType');
    const file = path.join(os.tmpdir(), `user-import-${randomBytes(8).toString('hex')}.xlsx`);
    await pipeline(part.file, fs.createWriteStream(file));
    if (part.file.truncated) {
      fs.rmSync(file, { force: true });
      throw new AppError(Code.tooLarge, 'req.tooLarge');
    }
    const jobId = newId();
    const now = this.c.now();
    await this.c.db.insert(jobs).values({
      id: jobId,
      kind: 'user-import',
      status: 'running',
      creatorUserId: auth.userId,
      creatorTime: now,
      lastModifyTime: now,
    });
    const initialPassword = generatePassword();
    void this.runImport(auth, jobId, file, initialPassword).finally(() => fs.rmSync(file, { force: true }));
    return { jobId, initialPassword };
  }

  /** A job of the caller (404 for anyone else's). */
  async job(auth: TAuth, id: string) {
    const [row] = await this.c.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.creatorUserId, auth.userId)));
    if (!row) throw notFound();
    return {
      id: row.id,
      status: row.status,
      total: row.total,
      processed: row.processed,
      result: JSON.parse(row.result) as Record<string, unknown>,
    };
  }

  private async runImport(auth: TAuth, jobId: string, file: string, initialPassword: string) {
    const finish = (status: string, result: object) =>
      this.c.db
        .update(jobs)
        .set({ status, result: JSON.stringify(result), lastModifyTime: this.c.now() })
        .where(eq(jobs.id, jobId));
    const errors: TRowError[] = [];
    try {
      const rows = await readImportRows(file, errors);
      await this.c.db.update(jobs).set({ total: rows.length }).where(eq(jobs.id, jobId));
      const { valid, resolved } = await this.resolve(auth, rows, errors);
      const passwordHash = await hashPassword(md5(initialPassword));
      const counts = await insertImportRows(this.c.db, {
        jobId,
        rows: valid,
        resolved,
        passwordHash,
        creatorUserId: auth.userId,
        now: this.c.now,
      });
      await finish('done', {
        ...counts,
        failed: rows.length - valid.length + errors.filter((e) => e.row < 0).length,
        errors,
      });
    } catch (err) {
      const message = err instanceof AppError ? err.key : 'import failed';
      if (!(err instanceof AppError)) this.c.onError(err);
      await finish('failed', { message, errors }).catch(this.c.onError);
    }
  }

  /** Maps codes to ids and checks scope and hand-over rights; rows that fail are reported, not imported. */
  private async resolve(auth: TAuth, rows: TImportRow[], errors: TRowError[]) {
    const maps = await loadCodeMaps(this.c.db);
    const scope = await this.c.scopes.forPage(auth, PAGE);
    const resolved = new Map<number, { orgId: string; positionIds: string[]; roleIds: string[] }>();
    const valid: TImportRow[] = [];
    for (const r of rows) {
      const orgId = maps.org.get(r.orgCode);
      const positionIds = r.positionCodes.map((c) => maps.position.get(`${orgId}|${c}`));
      const roleIds = r.roleCodes.map((c) => maps.role.get(c));
      const bad = (field: string, message: string) =>
        errors.length < 500 && errors.push({ row: r.row, field, message });
      if (!orgId) bad('组织编码', `组织编码不存在：${r.orgCode}`);
      else if (!scopeAllows(scope, { organizeId: orgId, creatorUserId: auth.userId, id: '' }))
        bad('组织编码', '没有权限操作该组织的数据');
      else if (positionIds.some((p) => !p)) bad('岗位编码', '岗位编码不存在或不属于该组织');
      else if (roleIds.some((x) => !x)) bad('角色编码', '角色编码不存在');
      else {
        resolved.set(r.row, { orgId, positionIds: positionIds as string[], roleIds: roleIds as string[] });
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
