import { sizeLimitBytes } from '@app/contracts/constants';
import i18next from 'i18next';

/** What an upload accepts (spec §5, §9: 2 MB by default). */
export interface TUploadRules {
  fileSize?: number;
  sizeUnit?: 'KB' | 'MB' | 'GB';
  /** Most files kept; 0 for no limit. */
  limit?: number;
  isImage?: boolean;
}

/** The refusal text for one more file, or null when it is accepted (文件大小超过… / 当前限制最多可以上传…). */
export function checkUploadFile(
  file: { size: number },
  existing: number,
  rules: TUploadRules,
): string | null {
  const size = rules.fileSize ?? 2;
  const unit = rules.sizeUnit ?? 'MB';
  if (rules.limit && existing >= rules.limit) {
    return i18next.t(rules.isImage ? 'ui.imageLimit' : 'ui.fileLimit', { limit: rules.limit });
  }
  if (file.size > sizeLimitBytes(size, unit)) return i18next.t('ui.fileTooLarge', { size, unit });
  return null;
}

/** An uploaded file (spec §3). */
export interface TUploadedFile {
  name: string;
  fileId: string;
  url: string;
}

/** The upload URL of a kind: annex (files), annexpic (images), image, IM. */
export function uploadUrl(kind: string): string {
  return `/api/file/Uploader/${kind}`;
}
