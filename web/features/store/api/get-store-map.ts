import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MapView } from '../../../../domain/map-clusters';
import type { StoreMapResponse } from '../../../../domain/schemas/store';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

/** Five decimals (≈ 1 m): the same view asked twice is one cache entry. */
const r5 = (x: number) => String(Math.round(x * 1e5) / 1e5);

/** GET /api/store/map — what one view of the store map shows, clustered by the server (ADR 0033). */
export function getStoreMap(search: string, neighborhood: string, view: MapView, signal?: AbortSignal): Promise<StoreMapResponse> {
  const q = new URLSearchParams({
    zoom: String(view.zoom),
    west: r5(view.west),
    south: r5(view.south),
    east: r5(view.east),
    north: r5(view.north),
  });
  if (search.trim()) q.set('search', search.trim());
  if (neighborhood) q.set('neighborhood', neighborhood);
  return api<StoreMapResponse>(`/api/store/map?${q.toString()}`, { signal });
}

/**
 * One view of the map. A view the map has left is cancelled (its signal aborts when no map
 * watches it any more), and the last answer stays drawn until the new one arrives. Live catalogue
 * events invalidate storeKeys.mapAll.
 */
export const storeMapQueryOptions = (search: string, neighborhood: string, view: MapView) =>
  queryOptions({
    queryKey: storeKeys.map(search, neighborhood, view),
    queryFn: ({ signal }) => getStoreMap(search, neighborhood, view, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
