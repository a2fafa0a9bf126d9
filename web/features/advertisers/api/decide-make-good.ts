import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakeGoodView } from '../../../../domain/schemas/make-goods';
import { api } from '../../../lib/api';
import { advertisersKeys } from './keys';

/** POST /api/admin/make-goods/:id/grant: the offered credit becomes the client's coupon. */
export const grantMakeGood = (id: string) =>
  api<MakeGoodView>(`/api/admin/make-goods/${encodeURIComponent(id)}/grant`, { method: 'POST' });

/** POST /api/admin/make-goods/:id/dismiss: no credit, with staff's reason. */
export const dismissMakeGood = ({ id, reason }: { id: string; reason: string }) =>
  api<MakeGoodView>(`/api/admin/make-goods/${encodeURIComponent(id)}/dismiss`, { method: 'POST', body: { reason } });

/**
 * A credit is decided once (a second decision is a 409): never retried. Either way the advertiser's
 * detail is read again, so a decision someone else took shows up.
 */
export function useGrantMakeGood(advertiserId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: grantMakeGood,
    retry: 0,
    onSettled: () => qc.invalidateQueries({ queryKey: advertisersKeys.detail(advertiserId) }),
  });
}

export function useDismissMakeGood(advertiserId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: dismissMakeGood,
    retry: 0,
    onSettled: () => qc.invalidateQueries({ queryKey: advertisersKeys.detail(advertiserId) }),
  });
}
