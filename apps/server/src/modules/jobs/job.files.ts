import fs from 'node:fs';
import path from 'node:path';

/** Where a job keeps its files (an upload to import, an export to download): DATA_DIR/jobs, shared by processes. */
export function jobFilesDir(dataDir: string): string {
  return path.join(dataDir, 'jobs');
}

/** The file of a job, named by its id, so a repeated run overwrites rather than adds (the folder is created). */
export function jobFile(dir: string, jobId: string, ext: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${jobId.replace(/[^\w-]/g, '_')}.${ext}`);
}

/** Deletes job files last written before `before` (left by a crash or never downloaded). */
export async function purgeJobFiles(dir: string, before: number): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < before) await fs.promises.rm(file, { force: true });
  }
}
