import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { buildingsKeys, type ArchivedFilter } from './keys';

/** GET /api/admin/buildings */
export function getBuildings(search: string, archived: ArchivedFilter, signal?: AbortSignal) {
  const qs = new URLSearchParams({ archived });
  if (search) qs.set('search', search);
  return api<{ buildings: BuildingDto[] }>(`/api/admin/buildings?${qs}`, { signal });
}

export const buildingsQueryOptions = (search: string, archived: ArchivedFilter) =>
  queryOptions({
    queryKey: buildingsKeys.list(search, archived),
    queryFn: ({ signal }) => getBuildings(search, archived, signal),
    select: (d) => d.buildings,
    placeholderData: (prev) => prev,
  });

export const useBuildings = (search: string, archived: ArchivedFilter, config: QueryConfig<typeof buildingsQueryOptions> = {}) =>
  useQuery({ ...buildingsQueryOptions(search, archived), ...config });
