import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBuildingsResult } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import { buildingsKeys } from './keys';

/** DELETE /api/admin/buildings/:id, or DELETE /api/admin/buildings with several ids. */
export const deleteBuildings = (ids: string[]) =>
  ids.length === 1
    ? api<DeleteBuildingsResult>(`/api/admin/buildings/${ids[0]}`, { method: 'DELETE' })
    : api<DeleteBuildingsResult>('/api/admin/buildings', { method: 'DELETE', body: { ids } });

export function useDeleteBuildings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBuildings, onSettled: () => qc.invalidateQueries({ queryKey: buildingsKeys.all }) });
}
