import type { MapView } from '../../../../domain/map-clusters';

/** Every query key of the store, from one factory. The cart's quote is web/lib/cart-quote.ts. */
export const storeKeys = {
  all: ['store'] as const,
  panelsAll: ['store', 'panels'] as const,
  panels: (search: string, neighborhood: string, page: number) => ['store', 'panels', search, neighborhood, page] as const,
  summaryAll: ['store', 'summary'] as const,
  panel: (id: string) => ['store', 'panel', id] as const,
  summary: (search: string, neighborhood: string) => ['store', 'summary', search, neighborhood] as const,
  mapAll: ['store', 'map'] as const,
  map: (search: string, neighborhood: string, view: MapView) =>
    ['store', 'map', search, neighborhood, view.zoom, view.west, view.south, view.east, view.north] as const,
};
