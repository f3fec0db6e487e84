import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { Code, FILE_KIND_USES, FILE_KINDS, hasAnyPermission, type TFileKind } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { files } from './file.table.ts';
import { contentMatches, extensionOf, FileStorage, isFileKind } from './file.storage.ts';

const SIGNED_TTL_MS = 5 * 60_000;

/** "2MB" style pieces of a byte count, for the size-limit message. */
function sizeParts(bytes: number): { size: number; unit: string } {
  if (bytes >= 1024 ** 3) return { size: +(bytes / 1024 ** 3).toFixed(2), unit: 'GB' };
  if (bytes >= 1024 ** 2) return { size: +(bytes / 1024 ** 2).toFixed(2), unit: 'MB' };
  return { size: +(bytes / 1024).toFixed(2), unit: 'KB' };
}

/** A display-only file name: no folders, no control characters, bounded. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').slice(0, 200) || 'file';
}

function today(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** Uploads, lookups and signed download links (spec §7 Files, contract §6). */
export class FileService {
  readonly storage: FileStorage;

  constructor(
    private readonly db: TDb,
    dataDir: string,
    private readonly opts: { maxBytes: () => number; secret: string; now: () => number },
  ) {
    this.storage = new FileStorage(dataDir);
  }

  /** The URL a client uses for a stored file (preview for images and voice, download otherwise). */
  urlOf(kind: TFileKind, name: string): string {
    return FILE_KINDS[kind].image
      ? `/api/file/preview/${kind}/${name}`
      : `/api/file/download/${kind}/${name}`;
  }

  /** The upload size limit now. */
  maxBytes(): number {
    return this.opts.maxBytes();
  }

  /** Stores one uploaded file under a generated name after checking type, content and size. */
  async upload(kind: string, part: MultipartFile, userId: string) {
    if (!isFileKind(kind)) throw new AppError(Code.badRequest, 'file.badKind', { type: kind.slice(0, 40) });
    const ext = extensionOf(part.filename);
    if (!(FILE_KINDS[kind].exts as readonly string[]).includes(ext))
      throw new AppError(Code.badRequest, 'file.badType');
    const dir = this.storage.ensureDir(kind);
    const tmp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}`);
    let head = Buffer.alloc(0);
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        size += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(part.file, meter, fs.createWriteStream(tmp, { flags: 'wx' }));
      if (part.file.truncated)
        throw new AppError(Code.tooLarge, 'file.tooLarge', sizeParts(this.opts.maxBytes()));
      if (size === 0 || !contentMatches(ext, head)) throw new AppError(Code.badRequest, 'file.badType');
      const name = `${today(this.opts.now())}_${randomBytes(16).toString('hex')}.${ext}`;
      fs.renameSync(tmp, path.join(dir, name));
      const originalName = cleanOriginalName(part.filename);
      await this.db.insert(files).values({
        id: newId(),
        kind,
        storedName: name,
        originalName,
        size,
        mime: part.mimetype.slice(0, 100),
        creatorUserId: userId,
        creatorTime: this.opts.now(),
      });
      return { name, url: this.urlOf(kind, name), originalName, size };
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }

  /**
   * A stored file's path and display name, or a 404; with `auth`, only for its uploader, the super administrator
   * and holders of a page that attaches files of its kind (FILE_KIND_USES), else a 403.
   */
  async find(
    kind: string,
    name: string,
    auth?: TAuth,
  ): Promise<{ path: string; originalName: string; size: number }> {
    const full = this.storage.pathOf(kind, name);
    if (!full) throw new AppError(Code.badRequest, 'file.badName');
    const [row] = await this.db
      .select({ originalName: files.originalName, creatorUserId: files.creatorUserId })
      .from(files)
      .where(and(eq(files.kind, kind), eq(files.storedName, name)));
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new AppError(Code.notFound, 'file.notFound');
    if (auth && !auth.isAdmin && row?.creatorUserId !== auth.userId) {
      const uses = isFileKind(kind) ? FILE_KIND_USES[kind] : [];
      if (!hasAnyPermission(auth.codes, uses)) throw new AppError(Code.forbidden, 'file.denied');
    }
    return { path: full, originalName: row?.originalName ?? name, size: stat.size };
  }

  /** A short-lived signed link that downloads without the session header. */
  sign(kind: string, name: string, userId: string): { url: string; expiresAt: number } {
    const expiresAt = this.opts.now() + SIGNED_TTL_MS;
    const payload = Buffer.from(JSON.stringify({ k: kind, n: name, u: userId, e: expiresAt })).toString(
      'base64url',
    );
    return { url: `/api/file/download?encryption=${payload}.${hmac(this.opts.secret, payload)}`, expiresAt };
  }

  /** Checks a signed link; returns the file it names. */
  verify(token: string): { kind: string; name: string } {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || !safeEqual(mac, hmac(this.opts.secret, payload))) {
      throw new AppError(Code.forbidden, 'file.linkExpired');
    }
    let body: { k?: unknown; n?: unknown; e?: unknown };
    try {
      body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as typeof body;
    } catch {
      throw new AppError(Code.forbidden, 'file.linkExpired');
    }
    if (
      typeof body.k !== 'string' ||
      typeof body.n !== 'string' ||
      typeof body.e !== 'number' ||
      body.e < this.opts.now()
    ) {
      throw new AppError(Code.forbidden, 'file.linkExpired');
    }
    return { kind: body.k, name: body.n };
  }
}
