import { useMutation } from '@tanstack/react-query';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';

/** POST /api/checkout/orders/:id/cancel: the buyer gives up a pending order. */
export const cancelOrder = (orderId: string, token: string) =>
  api<PublicOrder>(`/api/checkout/orders/${orderId}/cancel`, { method: 'POST', body: {}, headers: { 'x-order-token': token } });

export const useCancelOrder = (orderId: string, token: string) => useMutation({ mutationFn: () => cancelOrder(orderId, token) });
