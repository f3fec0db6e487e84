import type {
  TReportEdit,
  TReportExportBody,
  TReportInfo,
  TReportOption,
  TReportRunBody,
  TReportRunResult,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { saveFileAnswer } from '../../shared/utils/file-answer.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/visualdev/DataReport';
const enc = (v: string): string => encodeURIComponent(v);

/** The list filters. */
export interface TReportFilters {
  keyword?: string;
  category?: string;
}

/** Query keys of the reports. */
export const reportKeys = {
  all: ['dataReport'] as const,
  page: ['dataReport', 'page'] as const,
  info: (id: string) => ['dataReport', 'info', id] as const,
  options: ['dataReport', 'options'] as const,
  run: (id: string, body: TReportRunBody) => ['dataReport', 'run', id, body] as const,
};

/** Report categories come from this dictionary. */
export const REPORT_CATEGORY_DICTIONARY = 'ReportSort';

/** One page of reports. */
export function fetchReportPage(params: TPagedParams<TReportFilters>): Promise<TPaged<TReportInfo>> {
  return http.get<TPaged<TReportInfo>>(base, { ...params });
}

/** Every report, for the menu dialog's type-5 picker. */
export function useReportOptions() {
  return useQuery({
    queryKey: reportKeys.options,
    queryFn: async () => (await http.get<{ list: TReportOption[] }>(`${base}/Selector`)).list,
  });
}

/** One report's definition (nothing while `id` is undefined). */
export function useReportInfo(id: string | undefined) {
  return useQuery({
    queryKey: reportKeys.info(id ?? ''),
    queryFn: () => http.get<TReportInfo>(`${base}/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Runs a stored report (the report page of a type-5 menu). */
export function useReportRun(id: string | undefined, body: TReportRunBody) {
  return useQuery({
    queryKey: reportKeys.run(id ?? '', body),
    queryFn: () => http.post<TReportRunResult>(`${base}/${enc(id ?? '')}/Actions/Run`, body),
    enabled: Boolean(id),
    placeholderData: (previous) => previous,
  });
}

/** Runs an unsaved definition (the designer's preview); silent: the preview shows the refusal itself. */
export function previewReport(definition: TReportEdit, body: TReportRunBody) {
  return http.post<TReportRunResult>(`${base}/Actions/Preview`, { definition, ...body }, { silent: true });
}

/** Saves every row the report's current filters admit (not only the shown page) as an .xlsx file. */
export function exportReport(id: string, body: TReportExportBody, name: string) {
  const filters = { filters: body.filters };
  return saveFileAnswer(
    `${base}/${enc(id)}/Actions/Export`,
    { method: 'POST', body: filters },
    `${name}.xlsx`,
  );
}

/** Create, update, delete and copy; each refreshes the list. */
export function useReportMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: reportKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TReportEdit }) =>
        id ? http.put<null>(`${base}/${enc(id)}`, body) : http.post<{ id: string }>(base, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete<null>(`${base}/${enc(id)}`), onSuccess }),
    copy: useMutation({
      mutationFn: (id: string) => http.post<{ id: string }>(`${base}/${enc(id)}/Actions/Copy`),
      onSuccess,
    }),
  };
}
