import type { TBaseInfo, TGrantNode, TOwnLogItem, TSubordinate } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/permission/users/current';

/** The profile fields a user edits. */
export type TProfileEdit = Pick<
  TBaseInfo,
  | 'realName'
  | 'gender'
  | 'mobilePhone'
  | 'email'
  | 'telePhone'
  | 'postalAddress'
  | 'signature'
  | 'urgentContacts'
  | 'urgentTelePhone'
>;

/** Query keys of the profile page. */
export const profileKeys = {
  base: ['profile', 'base'] as const,
  subordinates: ['profile', 'subordinates'] as const,
  grants: ['profile', 'grants'] as const,
  log: ['profile', 'log'] as const,
};

/** Your profile. */
export function useBaseInfo() {
  return useQuery({
    queryKey: profileKeys.base,
    queryFn: () => http.get<TBaseInfo>(`${base}/baseInfo`),
    staleTime: 0,
  });
}

/** Saves your profile. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileEdit) => http.post<null>(`${base}/updateUserInfo`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.base }),
  });
}

/** Changes your password (both as MD5). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; password: string }) =>
      http.post<null>(`${base}/modifyPassword`, body),
  });
}

/** Your subordinates. */
export function useSubordinates() {
  return useQuery({
    queryKey: profileKeys.subordinates,
    queryFn: async () => (await http.get<{ list: TSubordinate[] }>(`${base}/subordinate`)).list,
  });
}

/** Your authorisations as trees per kind. */
export function useMyGrants() {
  return useQuery({
    queryKey: profileKeys.grants,
    queryFn: () =>
      http.get<Record<'module' | 'button' | 'column' | 'form' | 'resource', TGrantNode[]>>(
        `${base}/authorize`,
      ),
  });
}

/** One page of your own log. */
export function fetchOwnLog(params: TPagedParams<{ category: number }>): Promise<TPaged<TOwnLogItem>> {
  return http.get<TPaged<TOwnLogItem>>(`${base}/systemLog`, { ...params });
}
