import type {
  TNotifySettings,
  TNotifySettingsUpdate,
  TSysSettings,
  TSysSettingsUpdate,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';

const url = '/api/system/base/sysConfig';

/** Query keys of the settings screen. */
const sysConfigKeys = { settings: ['sysConfig'] as const };

/** The effective system settings. */
export function useSysSettings() {
  return useQuery({
    queryKey: sysConfigKeys.settings,
    queryFn: () => http.get<TSysSettings>(url),
    staleTime: 0,
  });
}

/** Saves some or all settings (applied without a restart). */
export function useSaveSysSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSysSettingsUpdate) => http.put<null>(url, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: sysConfigKeys.settings }),
  });
}

const notifyUrl = `${url}/notify`;
const notifyKey = ['sysConfig', 'notify'] as const;

/** The email and SMS settings (secrets only as whether one is saved). */
export function useNotifySettings() {
  return useQuery({
    queryKey: notifyKey,
    queryFn: () => http.get<TNotifySettings>(notifyUrl),
    staleTime: 0,
  });
}

/** Saves email and SMS settings (an empty secret keeps the saved one). */
export function useSaveNotifySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotifySettingsUpdate) => http.put<null>(notifyUrl, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: notifyKey }),
  });
}
