import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, type TFieldOption, type TValueField } from '@app/contracts';
import type { TAppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/errors.ts';
import { loadExcel } from '../../../lib/excel.ts';
import { newId } from '../../../lib/ids.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { fromAuthSnapshot, toAuthSnapshot, type TAuthSnapshot } from '../../jobs/job.auth.ts';
import { JobFailure, JobStatus, defineJobKind, type TJobRun } from '../../jobs/job.kind.ts';
import { fieldLabel } from './runtime-export.ts';
import { isServerFilled, toColumnValue } from './record-values.ts';
import { recordExists } from './runtime.repo.ts';
import type { RuntimeService } from './runtime.service.ts';

type TModel = Awaited<ReturnType<RuntimeService['model']>>;
type TDeps = Pick<TAppContext, 'db' | 'jobs'> & {
  runtime: RuntimeService;
  drawNumber: (auth: TAuth, rule: string) => Promise<string>;
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
 * Importing records of a model. Duplicate key: a row equal on every imported column to a live record inside the
 * caller's data scope is skipped, so the same file twice (or a retried run) creates nothing new.
 */
const RuntimeImportJob = defineJobKind<TImportPayload>('visualdev-import', {
  maxAttempts: 2,
  backoffMs: 2000,
});

/** The fields a user fills from a sheet: top-level value fields, not server-filled, numbered or calculated. */
function importFields(m: TModel): TValueField[] {
  const derived = new Set(['billRule', 'calculate']);
  return m.bound.filter((b) => !isServerFilled(b) && !derived.has(b.f.jnpfKey)).map((b) => b.f);
}

/** The import template: one header row of the importable fields' labels. */
export async function buildImportTemplate(m: TModel): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(m.fullName.slice(0, 31) || 'Sheet1');
  sheet.columns = importFields(m).map((f) => ({ header: fieldLabel(f), key: f.key, width: 20 }));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

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

/** A cell as a form value: option and switch labels back to their values, dates as epoch ms, texts trimmed. */
function cellValue(f: TValueField, cell: unknown): unknown {
  let v = cell && typeof cell === 'object' && 'result' in cell ? cell.result : cell;
  if (v && typeof v === 'object' && 'text' in v) v = v.text;
  if (v instanceof Date) return v.getTime();
  if (v === null || v === undefined || v === '') return undefined;
  if (typeof v === 'string') v = v.trim();
  const field = f.field as Record<string, unknown> & { __slot__?: { options?: unknown } };
  if (f.jnpfKey === 'switch') {
    if (v === field.activeTxt) return field.activeValue ?? 1;
    if (v === field.inactiveTxt) return field.inactiveValue ?? 0;
  }
  const options = (field.__slot__?.options ?? field.options) as TFieldOption[] | undefined;
  if (Array.isArray(options) && typeof v === 'string') {
    const byLabel = (label: string) => options.find((o) => o.fullName === label)?.id ?? label;
    const multiple = field.multiple === true || f.jnpfKey === 'checkbox';
    return multiple ? v.split(',').map((s) => byLabel(s.trim())) : byLabel(v);
  }
  if (f.jnpfKey === 'numInput' && typeof v === 'string' && v !== '' && Number.isFinite(Number(v))) {
    return Number(v);
  }
  return v;
}

/** Reads the sheet: header labels (or keys) to fields; rows as form values with their sheet row number. */
async function readRows(file: string, fields: readonly TValueField[]) {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new AppError(Code.badRequest, 'file.badType');
  const header = (sheet.getRow(1).values as unknown[]).map((h) =>
    typeof h === 'string' || typeof h === 'number' ? String(h).trim() : '',
  );
  const columns = header.map((h) => fields.find((f) => fieldLabel(f) === h || f.key === h));
  const rows: { row: number; data: Record<string, unknown> }[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const data: Record<string, unknown> = {};
    (r.values as unknown[]).forEach((cell, i) => {
      const f = columns[i];
      const v = f ? cellValue(f, cell) : undefined;
      if (f && v !== undefined) data[f.key] = v;
    });
    if (Object.keys(data).length) rows.push({ row: n, data });
  });
  return rows;
}

/** Runs an import: each row validated and created as the create endpoint does; row errors in the result. */
async function runImport(c: TDeps, run: TJobRun<TImportPayload>): Promise<Record<string, unknown>> {
  const file = c.jobs.file(run.id, 'xlsx');
  const auth = fromAuthSnapshot(run.payload.auth);
  const errors: { row: number; message: string }[] = [];
  const counts = { created: 0, skipped: 0, failed: 0 };
  try {
    if (!fs.existsSync(file)) throw new AppError(Code.notFound, 'file.notFound');
    const m = await c.runtime.model(run.payload.modelId);
    const fields = importFields(m);
    const rows = await readRows(file, fields);
    await run.progress({ processed: 0, total: rows.length });
    const keyed = m.bound.filter((b) => fields.includes(b.f));
    const scope = await c.runtime.scope(auth, m, run.payload.pages);
    for (const [i, r] of rows.entries()) {
      try {
        const key = keyed.map((b) => [b.col.column, toColumnValue(b, r.data[b.f.key])] as const);
        if (await recordExists(c.db, m.layout.table, key, scope)) counts.skipped++;
        else {
          await c.runtime.create(auth, m, r.data, (rule) => c.drawNumber(auth, rule));
          counts.created++;
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        counts.failed++;
        if (errors.length < 500) errors.push({ row: r.row, message: String(err.params.detail ?? err.key) });
      }
      if (i % 100 === 99) await run.progress({ processed: i + 1, total: rows.length });
    }
    fs.rmSync(file, { force: true });
    return { ...counts, errors };
  } catch (err) {
    const isFinal = err instanceof AppError || run.attempt >= run.maxAttempts;
    if (!isFinal || run.signal.aborted) throw err;
    fs.rmSync(file, { force: true });
    if (!(err instanceof AppError)) c.onError(err);
    const message = err instanceof AppError ? err.key : 'import failed';
    throw new JobFailure(message, { message, ...counts, errors });
  }
}

/** Registers the import handler with the worker. */
export function registerRuntimeJobs(c: TDeps): void {
  c.jobs.register(RuntimeImportJob, (run) => runImport(c, run));
}
