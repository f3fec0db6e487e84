import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, validateRecord } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { fromAuthSnapshot, toAuthSnapshot, type TAuthSnapshot } from '../../jobs/job.auth.ts';
import { JobFailure, JobStatus, defineJobKind, type TJobRun } from '../../jobs/job.kind.ts';
import { importColumns, importFields, readRecords, type TSheetRecord } from './runtime-import-sheet.ts';
import { existingKeys, insertRecords, storedValue, type TSystemValues } from './runtime-import-write.ts';
import { keepHiddenFields } from './form-fields.ts';
import { withServerValues } from './record-values.ts';
import type { RuntimeService } from './runtime.service.ts';

export { buildImportTemplate } from './runtime-import-sheet.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TDeps = Pick<TAppContext, 'db' | 'jobs' | 'orgs' | 'now'> & {
  runtime: RuntimeService;
  /** `count` numbers of a bill rule (its enCode), in order. */
  drawNumbers: (rule: string, count: number) => Promise<string[]>;
  onError: (e: unknown) => void;
};

/** An import into a model: the uploaded file is the job's file. */
interface TImportPayload {
  auth: TAuthSnapshot;
  modelId: string;
  /** The model's menus (page codes), for the caller's data scope. */
  pages: string[];
}

/**
 * Importing records of a model. Duplicate key: a record equal on every imported top-level column to a live record
 * inside the caller's data scope (or to an earlier one of the file) is skipped, so the same file twice (or a
 * retried run, whose finished batches are committed) creates nothing new.
 */
const RuntimeImportJob = defineJobKind<TImportPayload>('visualdev-import', {
  maxAttempts: 2,
  backoffMs: 2000,
});

/** Saves the upload as the job's file and queues the import; answers the job id. */
export async function startImport(
  c: Pick<TDeps, 'jobs'>,
  auth: TAuth,
  target: { modelId: string; pages: readonly string[] },
  part: MultipartFile,
) {
  if (!/\.xlsx$/i.test(part.filename)) throw new AppError(Code.badRequest, 'file.badType');
  const jobId = newId();
  const file = c.jobs.file(jobId, 'xlsx');
  const drop = (err: unknown) => {
    fs.rmSync(file, { force: true });
    throw err;
  };
  await pipeline(part.file, fs.createWriteStream(file)).catch(drop);
  if (part.file.truncated) drop(new AppError(Code.tooLarge, 'req.tooLarge'));
  const payload = { auth: toAuthSnapshot(auth), modelId: target.modelId, pages: [...target.pages] };
  await c.jobs.submit(RuntimeImportJob, payload, { id: jobId, creatorUserId: auth.userId });
  return { jobId };
}

/** An import job of the caller ('running' until done or failed; 404 for anyone else's). */
export async function importJob(c: Pick<TDeps, 'jobs'>, auth: TAuth, id: string) {
  const job = await c.jobs.get(auth, id, RuntimeImportJob);
  const isOver = job.status === JobStatus.done || job.status === JobStatus.failed;
  const { total, processed, result } = job;
  return { id: job.id, status: isOver ? job.status : JobStatus.running, total, processed, result };
}

/** Records per written batch (one transaction, one INSERT per table). */
const BATCH = 1000;
const MAX_ERRORS = 500;

/** The caller's system values of a new record, as create fills them. */
async function systemValues(c: TDeps, auth: TAuth): Promise<TSystemValues> {
  const now = c.now();
  const company = auth.organizeId ? await c.orgs.companyOf(auth.organizeId) : null;
  const position = auth.positionIds[0] ?? null;
  return {
    columns: {
      creator_user_id: auth.userId,
      creator_time: now,
      company_id: company,
      organize_id: auth.organizeId ?? null,
      position_id: position,
    },
    kinds: {
      createUser: auth.userId,
      createTime: now,
      currOrganize: company,
      currDept: auth.organizeId,
      currPosition: position,
    },
  };
}

/** Counts a row that is not imported and keeps its error (the first MAX_ERRORS of them). */
function failRow(o: TOutcome, row: number, message: string): void {
  o.counts.failed++;
  if (o.errors.length < MAX_ERRORS) o.errors.push({ row, message });
}

/**
 * A row's values under the caller's form permissions, as create applies them (`keepHiddenFields`): a field they
 * may not see takes its default; a row setting it to anything else fails naming the field (undefined).
 */
function permittedValues(m: TModel, r: TSheetRecord, hidden: ReadonlySet<string>, o: TOutcome) {
  try {
    return keepHiddenFields(m.fields, r.data, hidden, undefined, '');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    failRow(o, r.row, String(err.params.detail ?? err.key));
    return undefined;
  }
}

/**
 * The records to create: each under the caller's form permissions and validated as create does it (calculated
 * fields recomputed, rich text sanitised; the same validator, its issues as the row's error), minus the duplicates —
 * equal on every imported top-level column to a live record inside the caller's scope, or to an earlier row of the
 * file.
 */
async function freshRecords(
  c: TDeps,
  m: TModel,
  caller: { scope: SQL | undefined; hidden: ReadonlySet<string> },
  records: TSheetRecord[],
  o: TOutcome,
) {
  const keyed = m.bound.filter((b) => importFields(m).includes(b.f));
  const valid: { row: number; data: Record<string, unknown>; key: unknown[] }[] = [];
  const seen = new Set<string>();
  for (const r of records) {
    const permitted = permittedValues(m, r, caller.hidden, o);
    if (!permitted) continue;
    const data = withServerValues(m.fields, permitted);
    const issues = validateRecord(m.fields, data);
    if (issues.length) {
      failRow(
        o,
        r.row,
        issues
          .slice(0, 5)
          .map((i) => `${i.path}: ${i.message}`)
          .join('; '),
      );
      continue;
    }
    const key = keyed.map((b) => storedValue(b, data[b.f.key]));
    const text = JSON.stringify(key);
    if (seen.has(text)) o.counts.skipped++;
    else valid.push({ row: r.row, data, key });
    seen.add(text);
  }
  const held = await existingKeys(
    c.db,
    m.layout.table,
    keyed,
    valid.map((v) => v.key),
    caller.scope,
  );
  o.counts.skipped += held.size;
  return valid.filter((_, i) => !held.has(i));
}

/** Bill numbers of a batch: for each record, one number per bill-rule field (drawn together, in order). */
async function billNumbers(c: TDeps, m: TModel, n: number) {
  const out: Record<string, unknown>[] = Array.from({ length: n }, () => ({}));
  for (const b of m.bound.filter((x) => x.f.jnpfKey === 'billRule')) {
    const rule = b.f.field.__config__.rule;
    if (!rule) throw badRequest(`${b.f.key}: the field names no bill rule`);
    const numbers = await c.drawNumbers(rule, n);
    numbers.forEach((v, i) => (out[i][b.f.key] = v));
  }
  return out;
}

interface TOutcome {
  counts: { created: number; skipped: number; failed: number };
  errors: { row: number; message: string }[];
}

/**
 * Runs an import: rows read, under the caller's form permissions and validated as create does, duplicates skipped,
 * the rest written in batches.
 */
async function runImport(c: TDeps, run: TJobRun<TImportPayload>): Promise<Record<string, unknown>> {
  const file = c.jobs.file(run.id, 'xlsx');
  const auth = fromAuthSnapshot(run.payload.auth);
  const o: TOutcome = { counts: { created: 0, skipped: 0, failed: 0 }, errors: [] };
  try {
    if (!fs.existsSync(file)) throw new AppError(Code.notFound, 'file.notFound');
    const m = await c.runtime.model(run.payload.modelId);
    const records = await readRecords(file, importColumns(m));
    const total = records.length;
    await run.progress({ processed: 0, total });
    const scope = await c.runtime.scope(auth, m, run.payload.pages);
    const hidden = await c.runtime.hiddenFormFields(auth, run.payload.pages);
    const fresh = await freshRecords(c, m, { scope, hidden }, records, o);
    const system = await systemValues(c, auth);
    for (let i = 0; i < fresh.length; i += BATCH) {
      const batch = fresh.slice(i, i + BATCH).map((r) => r.data);
      await insertRecords(c.db, m, batch, system, await billNumbers(c, m, batch.length));
      o.counts.created += batch.length;
      await run.progress({ processed: total - fresh.length + i + batch.length, total });
    }
    fs.rmSync(file, { force: true });
    return { ...o.counts, errors: o.errors };
  } catch (err) {
    const isFinal = err instanceof AppError || run.attempt >= run.maxAttempts;
    if (!isFinal || run.signal.aborted) throw err;
    fs.rmSync(file, { force: true });
    if (!(err instanceof AppError)) c.onError(err);
    const message = err instanceof AppError ? err.key : 'import failed';
    throw new JobFailure(message, { message, ...o.counts, errors: o.errors });
  }
}

/** Registers the import handler with the worker. */
export function registerRuntimeJobs(c: TDeps): void {
  c.jobs.register(RuntimeImportJob, (run) => runImport(c, run));
}
