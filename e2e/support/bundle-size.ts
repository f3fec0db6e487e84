import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's build manifest. */
interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}
type TManifest = Record<string, TManifestChunk>;

// The build the e2e server serves: WEB_DIST when set (as scripts/e2e-server.mjs reads it), else apps/web/dist.
const DIST = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'));

/** Reads the build manifest (vite `build.manifest`). */
export function readManifest(): TManifest {
  return JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as TManifest;
}

/** The JS files loaded before `sources` run: each chunk plus its static imports, transitively. */
export function staticClosure(manifest: TManifest, sources: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

/** The gzipped size in KB of the given dist files. */
export function gzippedKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files)
    bytes += zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
