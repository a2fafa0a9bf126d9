import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminScreen, PairScreenInput } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';
import { screenKeys } from './keys';

export const pairScreen = (body: PairScreenInput) => api<{ message: string; screen: AdminScreen }>('/api/admin/screens', { method: 'POST', body });

export function usePairScreen() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: pairScreen, onSuccess: () => qc.invalidateQueries({ queryKey: screenKeys.all }) });
}
