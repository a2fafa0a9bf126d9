import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '../../../../domain/schemas/checkout';
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
