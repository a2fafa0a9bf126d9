import { queryOptions } from '@tanstack/react-query';
import type { StorePanel } from '../../../../domain/schemas/store';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

/** GET /api/store/panels/:id — one panel as its card shows it, priced now (the map's info window). */
export function getStorePanel(id: string, signal?: AbortSignal): Promise<StorePanel> {
  return api<StorePanel>(`/api/store/panels/${encodeURIComponent(id)}`, { signal });
}

/** Never fresh (staleTime 0): each info window that opens shows the price of that moment. */
export const storePanelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.panel(id),
    queryFn: ({ signal }) => getStorePanel(id, signal),
    staleTime: 0,
  });
