import fs from 'node:fs';
import path from 'node:path';
import { FILE_KINDS, STORED_FILE_NAME, type TFileKind } from '@app/contracts';

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The content type served for an extension. */
export function mimeOf(ext: string): string {
  return MIME[ext] ?? 'application/octet-stream';
}

/** True for a known upload category. */
export function isFileKind(kind: string): kind is TFileKind {
  return Object.hasOwn(FILE_KINDS, kind);
}

/** Lowercase extension of a client file name ('' when none or unsafe). */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim());
  return m ? m[1].toLowerCase() : '';
}

// Leading bytes that real files of these types start with (so a renamed script is not stored as an image).
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  bmp: (b) => b.subarray(0, 2).toString('latin1') === 'BM',
  mp3: (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};
SIGNATURES.jpeg = SIGNATURES.jpg;

/** True when the content matches the extension's signature (types without a known signature pass). */
export function contentMatches(ext: string, head: Buffer): boolean {
  const check = SIGNATURES[ext];
  return check ? check(head) : true;
}

/** Disk layout: DATA_DIR/uploads/<kind>/<stored name>. Names are generated and validated, never the client's. */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  /** The absolute path of a stored file, or null when the name is not one we generate. */
  pathOf(kind: string, name: string): string | null {
    if (!isFileKind(kind) || !STORED_FILE_NAME.test(name)) return null;
    const full = path.join(this.root, kind, name);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  /** Makes sure the folder of a kind exists. */
  ensureDir(kind: TFileKind): string {
    const dir = path.join(this.root, kind);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }
}
