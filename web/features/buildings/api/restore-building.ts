import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuildingDto } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import { buildingsKeys } from './keys';

/** POST /api/admin/buildings/:id/restore: an archived building back in the store. */
export const restoreBuilding = (id: string) => api<BuildingDto>(`/api/admin/buildings/${id}/restore`, { method: 'POST' });

export function useRestoreBuilding() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: restoreBuilding, onSuccess: () => qc.invalidateQueries({ queryKey: buildingsKeys.all }) });
}
