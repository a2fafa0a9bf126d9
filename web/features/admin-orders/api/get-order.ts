import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { ordersKeys } from './keys';

/** GET /api/admin/orders/:id: lines, every payment with its refunds, and the bookings. */
export const getOrder = (id: string, signal?: AbortSignal) =>
  api<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal });

export const orderQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id!, signal),
    enabled: Boolean(id),
    staleTime: 15_000,
  });

export const useAdminOrder = (id: string | null, config: QueryConfig<typeof orderQueryOptions> = {}) =>
  useQuery({ ...orderQueryOptions(id), ...config });
