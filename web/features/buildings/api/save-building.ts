import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuildingDto, BuildingInputBody } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import { buildingsKeys } from './keys';

/** POST /api/admin/buildings (new) or PUT /api/admin/buildings/:id (edit). */
export const saveBuilding = ({ id, body }: { id: string | null; body: BuildingInputBody }) =>
  api<BuildingDto>(id ? `/api/admin/buildings/${id}` : '/api/admin/buildings', { method: id ? 'PUT' : 'POST', body });

export function useSaveBuilding() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveBuilding, onSuccess: () => qc.invalidateQueries({ queryKey: buildingsKeys.all }) });
}
