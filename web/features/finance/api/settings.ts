import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinanceSettingsDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getSettings = (signal?: AbortSignal) => api<FinanceSettingsDto>('/api/finance/settings', { signal });
export const settingsQueryOptions = () => queryOptions({ queryKey: financeKeys.settings(), queryFn: ({ signal }) => getSettings(signal), staleTime: 0 });
export const useFinanceSettings = () => useQuery(settingsQueryOptions());

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (revenueAccountId: string) => api<FinanceSettingsDto & { message: string }>('/api/finance/settings', { method: 'PUT', body: { revenueAccountId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: financeKeys.settings() }),
  });
}
