import type { archivedFilters } from '../../../../domain/schemas/buildings';

export type ArchivedFilter = (typeof archivedFilters)[number];

/** Every query key of building management, from one factory. */
export const buildingsKeys = {
  all: ['admin', 'buildings'] as const,
  lists: ['admin', 'buildings', 'list'] as const,
  list: (search: string, archived: ArchivedFilter) => ['admin', 'buildings', 'list', { search, archived }] as const,
  map: ['admin', 'buildings', 'map'] as const,
  photos: (buildingId: string) => ['admin', 'buildings', buildingId, 'photos'] as const,
};
