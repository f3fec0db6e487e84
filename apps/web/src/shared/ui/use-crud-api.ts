import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../http.ts';

const enc = (v: string): string => encodeURIComponent(v);

/** One record for its edit dialog (GET `{url}/{id}`), fetched afresh each time; nothing while `id` is undefined. */
export function useRecordInfo<T>(queryKey: readonly unknown[], url: string, id: string | undefined) {
  return useQuery({
    queryKey,
    queryFn: () => http.get<T>(`${url}/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
    // Not kept once the dialog closes: a dialog never starts from an older copy (its version would be refused).
    gcTime: 0,
  });
}

/**
 * Save (POST `edit`), delete (DELETE `del/{id}`) and the enable toggle (PUT `enabled/{id}`) of the records under
 * `base`; each success refreshes the queries under every key of `refresh`, in order, before it resolves.
 * `onSuccess` is that refresh, for a feature's own mutations.
 */
export function useCrudMutations<TBody>(base: string, refresh: readonly (readonly unknown[])[]) {
  const qc = useQueryClient();
  const onSuccess = async (): Promise<void> => {
    for (const queryKey of refresh) await qc.invalidateQueries({ queryKey });
  };
  const byId = (verb: 'delete' | 'put', path: string) => (id: string) =>
    http[verb]<null>(`${base}/${path}/${enc(id)}`);
  return {
    save: useMutation({ mutationFn: (body: TBody) => http.post<null>(`${base}/edit`, body), onSuccess }),
    remove: useMutation({ mutationFn: byId('delete', 'del'), onSuccess }),
    toggle: useMutation({ mutationFn: byId('put', 'enabled'), onSuccess }),
    onSuccess,
  };
}
