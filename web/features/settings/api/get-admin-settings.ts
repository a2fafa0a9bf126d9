import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../domain/schemas/settings';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { settingsKeys } from './keys';

/** GET /api/admin/settings */
export const getAdminSettings = (signal?: AbortSignal) => api<AdminSettings>('/api/admin/settings', { signal });

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.admin, queryFn: ({ signal }) => getAdminSettings(signal), staleTime: 0 });

export const useAdminSettings = (config: QueryConfig<typeof adminSettingsQueryOptions> = {}) =>
  useQuery({ ...adminSettingsQueryOptions(), ...config });
