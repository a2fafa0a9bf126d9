import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundRequest } from '../../../../domain/schemas/checkout';
import type { RefundStatus } from '../../../../domain/checkout';
import { api } from '../../../lib/api';
import { ordersKeys } from './keys';

/**
 * POST /api/admin/payments/:id/refund. The body carries the dialog's own `requestId`, so a retry
 * of the same request finds the first refund; still, it is not retried automatically (money).
 */
export const refundPayment = ({ paymentId, body }: { paymentId: string; body: AdminRefundRequest }) =>
  api<{ message: string; refundId: string; status: RefundStatus }>(`/api/admin/payments/${paymentId}/refund`, {
    method: 'POST',
    body,
  });

export function useRefundPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () => qc.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
