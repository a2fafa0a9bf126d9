import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSlotsResponse } from '../../../../domain/schemas/videos';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

/** PUT: the same request twice leaves the same slot, so both mutations are idempotent. */
export const setSlotVideo = ({ bookingId, videoId }: { bookingId: string; videoId: string }) =>
  api<ClientSlotsResponse>(`/api/client/slots/${bookingId}/video`, { method: 'PUT', body: { videoId } });

export const clearSlotVideo = (bookingId: string) =>
  api<ClientSlotsResponse>(`/api/client/slots/${bookingId}/video`, { method: 'DELETE' });

export function useSetSlotVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setSlotVideo,
    retry: 2,
    onSuccess: (data) => qc.setQueryData(clientVideoKeys.slots(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: clientVideoKeys.all }),
  });
}

export function useClearSlotVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: clearSlotVideo,
    retry: 2,
    onSuccess: (data) => qc.setQueryData(clientVideoKeys.slots(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: clientVideoKeys.all }),
  });
}
