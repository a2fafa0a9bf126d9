import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StorePanelsResponse, StoreSummary } from '../../../../domain/schemas/store';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

export interface ListingParams {
  search: string;
  /** '' = every neighbourhood. */
  neighborhood: string;
  page: number;
  /** Ask for the filter's summary (count, neighbourhoods, map, period discounts) too. */
  summary: boolean;
}

/** GET /api/store/panels */
export function getStorePanels(p: ListingParams, signal?: AbortSignal): Promise<StorePanelsResponse> {
  const q = new URLSearchParams({ page: String(p.page), summary: p.summary ? '1' : '0' });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.neighborhood) q.set('neighborhood', p.neighborhood);
  return api<StorePanelsResponse>(`/api/store/panels?${q.toString()}`, { signal });
}

/**
 * A page of panels. The filter's summary comes along only when the cache has none yet, and is
 * stored under its own key, so a page change costs one small request.
 */
export const storePanelsQueryOptions = (qc: QueryClient, search: string, neighborhood: string, page: number) =>
  queryOptions({
    queryKey: storeKeys.panels(search, neighborhood, page),
    queryFn: async ({ signal }) => {
      const summaryKey = storeKeys.summary(search, neighborhood);
      const needSummary = qc.getQueryData(summaryKey) === undefined;
      const res = await getStorePanels({ search, neighborhood, page, summary: needSummary }, signal);
      if (res.summary) qc.setQueryData<StoreSummary>(summaryKey, res.summary);
      return res;
    },
    placeholderData: keepPreviousData,
  });

/** The filter's summary by itself (when the listing did not bring it, or a live event staled it). */
export const storeSummaryQueryOptions = (search: string, neighborhood: string) =>
  queryOptions({
    queryKey: storeKeys.summary(search, neighborhood),
    queryFn: async ({ signal }) => (await getStorePanels({ search, neighborhood, page: 1, summary: true }, signal)).summary!,
    placeholderData: keepPreviousData,
  });
