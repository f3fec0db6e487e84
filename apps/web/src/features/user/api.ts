import type { TPositionItem, TUserEdit, TUserEditResult, TUserItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';
import { fetchRoles } from '../role/api.ts';
import { saveFileAnswer } from '../../shared/utils/file-answer.ts';
import type { TImportJob } from '../../shared/ui/import-job-panel.tsx';

const base = '/api/system/permission/users';
const enc = encodeURIComponent;

/** The users list filters. */
export interface TUserFilters {
  keyword?: string;
  organizeId?: string;
}

/** A user's record for the edit dialog (no secrets). */
export type TUserRecord = Omit<TUserEdit, 'password' | 'enabledMark'> & {
  id: string;
  enabledMark: number;
  isAdministrator: boolean;
};

/** Query keys of the users screen. */
export const userKeys = {
  all: ['user'] as const,
  page: ['user', 'page'] as const,
  info: (id: string) => ['user', 'info', id] as const,
  job: (id: string) => ['user', 'import', id] as const,
  roleOptions: ['role', 'ops'] as const,
  positionOptions: ['position', 'options'] as const,
};

/** One page of users (keyword on account, name and pinyin initials; organizeId with its subtree). */
export function fetchUserPage(params: TPagedParams<TUserFilters>): Promise<TPaged<TUserItem>> {
  return http.get<TPaged<TUserItem>>(`${base}/page`, { ...params });
}

/** One user. */
export function useUserInfo(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.info(id ?? ''),
    queryFn: () => http.get<TUserRecord>(`${base}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Enabled roles for the user form. */
export function useRoleOptions() {
  return useQuery({
    queryKey: userKeys.roleOptions,
    queryFn: () => fetchRoles('ops'),
  });
}

/** Enabled positions for the user form. */
export function usePositionOptions() {
  return useQuery({
    queryKey: userKeys.positionOptions,
    queryFn: async () =>
      (
        await http.get<{ list: Pick<TPositionItem, 'id' | 'fullName' | 'enCode' | 'organizeId'>[] }>(
          '/api/system/permission/position/list/all',
        )
      ).list,
  });
}

/** Save (answers the generated initial password once), delete, toggle and reset the password. */
export function useUserMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: userKeys.all });
    await qc.invalidateQueries({ queryKey: ['orgTree', 'user'] });
  };
  return {
    save: useMutation({
      mutationFn: (body: Partial<TUserEdit>) => http.post<TUserEditResult>(`${base}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${base}/del/${enc(id)}`),
      onSuccess,
    }),
    toggle: useMutation({
      mutationFn: (id: string) => http.put<null>(`${base}/enabled/${enc(id)}`),
      onSuccess,
    }),
    resetPassword: useMutation({
      mutationFn: (body: { id: string; userPassword: string; validatePassword: string }) =>
        http.post<null>(`${base}/modifyPassword`, body),
    }),
  };
}

/** Starts an import from an .xlsx file: the job id and the imported users' initial password. */
export function startImport(file: File): Promise<{ jobId: string; initialPassword: string }> {
  return http.upload<{ jobId: string; initialPassword: string }>(`${base}/import`, file);
}

/** An import job, polled every second while it runs. */
export function useImportJob(jobId: string | undefined) {
  return useQuery({
    queryKey: userKeys.job(jobId ?? ''),
    queryFn: () => http.get<TImportJob>(`${base}/import/${enc(jobId ?? '')}`),
    enabled: Boolean(jobId),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'running' ? false : 1000),
  });
}

/** Downloads the import template. */
export function downloadTemplate(): Promise<void> {
  return saveFileAnswer(`${base}/import/template`, {}, 'users-template.xlsx');
}

/** Downloads the filtered users as a streamed .xlsx. */
export function exportUsers(filters: TUserFilters): Promise<void> {
  const params = { keyword: filters.keyword, organizeId: filters.organizeId };
  return saveFileAnswer(`${base}/export`, { params }, 'users.xlsx');
}
