import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '../../../domain/schemas/settings';
import type { CompanyInfo } from '../../../domain/schemas/site';
import { api } from '../../lib/api';
import { siteConfigKey } from '../../lib/site-config';

const key = ['admin-settings'] as const;

export const useAdminSettings = () => useQuery({ queryKey: key, queryFn: () => api<AdminSettings>('/api/admin/settings'), staleTime: 0 });

/** After a change the public site's cached config is refreshed too. */
function useSettingsMutation<V>(fn: (v: V) => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: key });
      await qc.invalidateQueries({ queryKey: siteConfigKey });
    },
  });
}

export const useSetGatePassword = () =>
  useSettingsMutation((password: string | null) => api<{ message: string }>('/api/admin/settings/gate-password', { method: 'PUT', body: { password } }));

export const useSaveCompany = () =>
  useSettingsMutation((body: CompanyInfo) => api<{ message: string; company: CompanyInfo }>('/api/admin/settings/company', { method: 'PUT', body }));
