import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuildingDto,
  BuildingInputBody,
  DeleteBuildingsResult,
  archivedFilters,
} from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';

export type ArchivedFilter = (typeof archivedFilters)[number];

export const buildingsKey = ['admin', 'buildings'] as const;

export function useBuildings(search: string, archived: ArchivedFilter) {
  return useQuery({
    queryKey: [...buildingsKey, 'list', { search, archived }],
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ archived });
      if (search) qs.set('search', search);
      return api<{ buildings: BuildingDto[] }>(`/api/admin/buildings?${qs}`, { signal });
    },
    select: (d) => d.buildings,
    placeholderData: (prev) => prev,
  });
}

export function useSaveBuilding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BuildingInputBody }) =>
      api<BuildingDto>(id ? `/api/admin/buildings/${id}` : '/api/admin/buildings', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: buildingsKey }),
  });
}

export function useDeleteBuildings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? api<DeleteBuildingsResult>(`/api/admin/buildings/${ids[0]}`, { method: 'DELETE' })
        : api<DeleteBuildingsResult>('/api/admin/buildings', { method: 'DELETE', body: { ids } }),
    onSettled: () => qc.invalidateQueries({ queryKey: buildingsKey }),
  });
}

export function useRestoreBuilding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<BuildingDto>(`/api/admin/buildings/${id}/restore`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: buildingsKey }),
  });
}
