import { z } from 'zod';

/** Upload categories and what each accepts (extension → content types). */
export const FILE_KINDS = {
  annex: {
    exts: [
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
      'csv',
      'zip',
      'rar',
      '7z',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'webp',
      'bmp',
      'mp3',
      'mp4',
    ],
    image: false,
  },
  annexpic: { exts: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'], image: true },
  image: { exts: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'], image: true },
  IM: { exts: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp3'], image: true },
  userAvatar: { exts: ['jpg', 'jpeg', 'png', 'gif', 'webp'], image: true },
  workFlow: {
    exts: [
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
      'csv',
      'zip',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'webp',
    ],
    image: false,
  },
} as const;
export type TFileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as TFileKind[];

/** Upload answer: the stored name (fileId) and the preview/download URL. */
export const ZUploadResult = z.object({
  name: z.string(),
  url: z.string(),
  /** The client's original file name (display only). */
  originalName: z.string(),
  size: z.number().int(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;

/** Stored file names: generated, so strictly `yyyyMMdd_<hex>.<ext>`. */
export const STORED_FILE_NAME = /^\d{8}_[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

/** A short-lived signed download URL. */
export const ZSignedUrl = z.object({ name: z.string(), url: z.string(), expiresAt: z.number().int() });
