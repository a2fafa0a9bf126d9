import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { adminMapKeys } from './keys';

/** GET /api/admin/buildings: every building, for the full map. */
export const getMapBuildings = (signal?: AbortSignal) => api<{ buildings: BuildingDto[] }>('/api/admin/buildings', { signal });

export const mapBuildingsQueryOptions = () =>
  queryOptions({ queryKey: adminMapKeys.buildings, queryFn: ({ signal }) => getMapBuildings(signal), select: (d) => d.buildings });

export const useMapBuildings = (config: QueryConfig<typeof mapBuildingsQueryOptions> = {}) =>
  useQuery({ ...mapBuildingsQueryOptions(), ...config });
