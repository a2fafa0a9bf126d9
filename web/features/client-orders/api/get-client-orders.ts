import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrderList } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { clientOrderKeys } from './keys';

/** GET /api/client/orders: the client's paid orders, each with its receipt (ADR 0050). */
export const getClientOrders = (signal?: AbortSignal) => api<ClientOrderList>('/api/client/orders', { signal });

/** A refund changes what a receipt says: read again when a visit comes a minute after the last. */
export const clientOrdersQueryOptions = () =>
  queryOptions({
    queryKey: clientOrderKeys.list(),
    queryFn: ({ signal }) => getClientOrders(signal),
    staleTime: 60_000,
  });

export const useClientOrders = (config: QueryConfig<typeof clientOrdersQueryOptions> = {}) =>
  useQuery({ ...clientOrdersQueryOptions(), ...config });
