import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, AdminRefundList } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';

export function useAdminOrders(filters: AdminOrderListQuery) {
  const qs = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return useQuery({
    queryKey: ['admin-orders', qs.toString()],
    queryFn: () => api<AdminOrderList>(`/api/admin/orders?${qs.toString()}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: ['admin-order', id],
    queryFn: () => api<AdminOrderDetail>(`/api/admin/orders/${id}`),
    enabled: Boolean(id),
    staleTime: 15_000,
  });
}

export const refundsKey = ['admin-refunds'] as const;

/** Money received that must go back (refund_needed payments). */
export function useRefunds() {
  return useQuery({ queryKey: refundsKey, queryFn: () => api<AdminRefundList>('/api/admin/payments/refunds'), staleTime: 15_000 });
}

/** Staff refund a payment at the provider. Not retried automatically (the server is idempotent, the person decides). */
export function useRefundPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => api<{ message: string }>(`/api/admin/payments/${paymentId}/refund`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: refundsKey });
      void qc.invalidateQueries({ queryKey: ['admin-orders'] });
      void qc.invalidateQueries({ queryKey: ['admin-order'] });
    },
  });
}
