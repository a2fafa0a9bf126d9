import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSiteMedia } from '../../domain/schemas/site-media';
import type { SiteMediaSlot } from '../../domain/site-media';
import { api } from './api';

/**
 * GET /api/site/media: the slots staff filled on the public pages. Shared by every public page
 * (hence in lib/, not in a feature). The server revalidates by ETag, so a short staleTime is cheap.
 */
export const siteMediaKey = ['site-media'] as const;

export const getSiteMedia = (signal?: AbortSignal) => api<PublicSiteMedia>('/api/site/media', { signal });

export const siteMediaQueryOptions = () =>
  queryOptions({ queryKey: siteMediaKey, queryFn: ({ signal }) => getSiteMedia(signal), staleTime: 60_000, retry: 1 });

/** The image staff put in this slot, or null (the page keeps its built-in art). */
export function useSiteSlot(slot: SiteMediaSlot) {
  const q = useQuery(siteMediaQueryOptions());
  return { image: q.data?.slots[slot] ?? null, isPending: q.isPending };
}
