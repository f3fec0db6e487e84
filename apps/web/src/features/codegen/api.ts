import type { TCodegenOptions, TCodePreview } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { saveFileAnswer } from '../../shared/utils/file-answer.ts';

const at = (id: string, action: string) =>
  `/api/visualdev/Generater/${encodeURIComponent(id)}/Actions/${action}`;

/** The generated files of a published model. */
export function useCodePreview(id: string) {
  return useMutation({
    mutationFn: (options: TCodegenOptions) => http.post<TCodePreview>(at(id, 'CodePreview'), options),
  });
}

/** Saves the generated files as `<module>.zip`. */
export function useCodeDownload(id: string) {
  return useMutation({
    mutationFn: (options: TCodegenOptions) =>
      saveFileAnswer(at(id, 'DownloadCode'), { method: 'POST', body: options }, `${options.module}.zip`),
  });
}
