import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOrder } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { checkoutKeys } from './keys';

/** GET /api/checkout/orders/:id with the order's token (the buyer has no account yet). */
export const getOrder = (id: string, token: string, signal?: AbortSignal) =>
  api<PublicOrder>(`/api/checkout/orders/${id}`, { headers: { 'x-order-token': token }, signal });

/** `poll`: the event stream moves the page on; polling every 10 s is only the safety net. */
export const orderQueryOptions = (id: string | null, token: string | null, opts: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => getOrder(id ?? '', token ?? '', signal),
    enabled: Boolean(id && token),
    staleTime: 0,
    refetchInterval: opts.poll ? 10_000 : false,
  });

export const useOrder = (
  id: string | null,
  token: string | null,
  opts: { poll?: boolean } = {},
  config: QueryConfig<typeof orderQueryOptions> = {},
) => useQuery({ ...orderQueryOptions(id, token, opts), ...config });
