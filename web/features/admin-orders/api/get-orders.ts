import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderListQuery } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { ordersKeys } from './keys';

/** GET /api/admin/orders: filters (status, method, text, period) and a page. */
export function getOrders(f: AdminOrderListQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return api<AdminOrderList>(`/api/admin/orders?${qs}`, { signal });
}

export const ordersQueryOptions = (f: AdminOrderListQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(f),
    queryFn: ({ signal }) => getOrders(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useAdminOrders = (f: AdminOrderListQuery, config: QueryConfig<typeof ordersQueryOptions> = {}) =>
  useQuery({ ...ordersQueryOptions(f), ...config });
