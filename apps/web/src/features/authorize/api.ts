import type { TAuthorizeEdit, TAuthorizeView, TMembers } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';

/** Who grants are given to (the authorise screen's objects). */
export type TGrantObjectType = 'Role' | 'Position' | 'User';
/** Who has members (roles and positions). */
export type TMemberObjectType = 'Role' | 'Position';

/** Query keys of the authorise screen and the members views. */
export const authorizeKeys = {
  view: (type: TGrantObjectType, id: string) => ['authorize', type, id] as const,
  members: (type: TMemberObjectType, id: string) => ['members', type, id] as const,
};

const grantUrl = (type: TGrantObjectType, id: string) =>
  `/api/system/permission/authorize/${type}/${encodeURIComponent(id)}`;
const membersUrl = (type: TMemberObjectType, id: string) =>
  `/api/system/permission/userRelation/${type}/${encodeURIComponent(id)}`;

/** What the caller may grant to an object, and what it holds. */
export function useAuthorizeView(type: TGrantObjectType, id: string | undefined) {
  return useQuery({
    queryKey: authorizeKeys.view(type, id ?? ''),
    queryFn: () => http.get<TAuthorizeView>(grantUrl(type, id ?? '')),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Replaces the object's grants. */
export function useSaveGrants(type: TGrantObjectType, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAuthorizeEdit) => http.put<null>(grantUrl(type, id), body),
    onSuccess: () => qc.invalidateQueries({ queryKey: authorizeKeys.view(type, id) }),
  });
}

/** The user ids of a role's or position's members. */
export function useMembers(type: TMemberObjectType, id: string | undefined) {
  return useQuery({
    queryKey: authorizeKeys.members(type, id ?? ''),
    queryFn: async () => (await http.get<TMembers>(membersUrl(type, id ?? ''))).ids,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Replaces a role's or position's members. */
export function useSaveMembers(type: TMemberObjectType, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => http.post<null>(membersUrl(type, id), { userIds }),
    onSuccess: () => qc.invalidateQueries({ queryKey: authorizeKeys.members(type, id) }),
  });
}
