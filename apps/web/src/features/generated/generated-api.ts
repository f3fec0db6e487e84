import type { TPaged } from '@app/contracts';
import { http } from '../../shared/http.ts';
import type { TPagedParams } from '../../shared/ui/use-paged-query.ts';

/** The list filters of a generated module's page: a keyword and a sort. */
export type TGeneratedFilters = { keyword?: string; sidx?: string; sort?: 'asc' | 'desc' };

/** A record as a generated module answers it: its id, its row version and its values by field key. */
export type TGeneratedRecord = { id: string; version: number } & Record<string, unknown>;

/** The calls of one generated module (`/api/generated/<module>`). */
export interface TGeneratedApi {
  key: readonly string[];
  page: (params: TPagedParams<TGeneratedFilters>) => Promise<TPaged<TGeneratedRecord>>;
  info: (id: string) => Promise<TGeneratedRecord>;
  create: (values: Record<string, unknown>) => Promise<{ id: string }>;
  update: (id: string, values: Record<string, unknown>) => Promise<null>;
  remove: (ids: readonly string[]) => Promise<null>;
}

/** The calls of the generated module served at `base`. */
export function generatedApi(base: string): TGeneratedApi {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    key: ['generated', base],
    page: (params) => http.get<TPaged<TGeneratedRecord>>(`${base}/page`, { ...params }),
    info: (id) => http.get<TGeneratedRecord>(one(id)),
    create: (values) => http.post<{ id: string }>(base, values),
    update: (id, values) => http.put<null>(one(id), values),
    remove: (ids) => http.delete<null>(base, { ids }),
  };
}
