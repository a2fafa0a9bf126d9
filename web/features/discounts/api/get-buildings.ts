import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildingStatus } from '../../../../domain/buildings';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

export interface BuildingOption {
  id: string;
  name: string;
  neighborhood: string;
  status: BuildingStatus;
}

/** The catalogue's buildings (not archived) for the pickers; the forms offer the active ones. */
export const getBuildingOptions = async (signal?: AbortSignal): Promise<BuildingOption[]> => {
  const { buildings } = await api<{ buildings: BuildingDto[] }>('/api/admin/buildings?archived=exclude', { signal });
  return buildings
    .map((b) => ({ id: b.id, name: b.name, neighborhood: b.neighborhood, status: b.status }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
};

export const buildingOptionsQuery = () =>
  queryOptions({ queryKey: discountKeys.buildings(), queryFn: ({ signal }) => getBuildingOptions(signal) });

export const useBuildingOptions = () => useQuery(buildingOptionsQuery());
