import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '../../../../domain/schemas/history';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { historyFilterKeys, historyKeys, type HistoryFilters } from './keys';

export const HISTORY_PAGE_SIZE = 25;

/** GET /api/admin/history, one page. */
export function getHistory(f: HistoryFilters, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: String(HISTORY_PAGE_SIZE) });
  for (const k of historyFilterKeys) if (f[k]) qs.set(k, f[k]);
  return api<HistoryResponse>(`/api/admin/history?${qs}`, { signal });
}

export const historyQueryOptions = (f: HistoryFilters) =>
  queryOptions({ queryKey: historyKeys.list(f), queryFn: ({ signal }) => getHistory(f, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useHistory = (f: HistoryFilters, config: QueryConfig<typeof historyQueryOptions> = {}) => useQuery({ ...historyQueryOptions(f), ...config });
