import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ordersKeys } from './keys';

/** POST /api/admin/orders/:id/end-bookings: after a whole refund or a chargeback. */
export const endBookings = (orderId: string) =>
  api<{ message: string; ended: number }>(`/api/admin/orders/${orderId}/end-bookings`, { method: 'POST', body: {} });

export function useEndBookings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endBookings, onSettled: () => qc.invalidateQueries({ queryKey: ordersKeys.all }) });
}
