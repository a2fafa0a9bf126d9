import type { QuoteResponse, StorePanelsResponse } from '../../../../domain/schemas/store';
import { api } from '../../../lib/api';

export interface ListingParams {
  search: string;
  /** '' = every neighbourhood. */
  neighborhood: string;
  page: number;
  /** Ask for the filter's summary (count, neighbourhoods, map, period discounts) too. */
  summary: boolean;
}

export function fetchStorePanels(p: ListingParams, signal?: AbortSignal): Promise<StorePanelsResponse> {
  const q = new URLSearchParams({ page: String(p.page), summary: p.summary ? '1' : '0' });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.neighborhood) q.set('neighborhood', p.neighborhood);
  return api<StorePanelsResponse>(`/api/store/panels?${q.toString()}`, { signal });
}

export function fetchQuote(buildingIds: string[], months: number, signal?: AbortSignal): Promise<QuoteResponse> {
  return api<QuoteResponse>('/api/store/quote', { method: 'POST', body: { buildingIds, months }, signal });
}

export const storeKeys = {
  all: ['store'] as const,
  panels: (search: string, neighborhood: string, page: number) =>
    ['store', 'panels', search, neighborhood, page] as const,
  summary: (search: string, neighborhood: string) => ['store', 'summary', search, neighborhood] as const,
  quote: (ids: string[], months: number) => ['store', 'quote', ids, months] as const,
};
