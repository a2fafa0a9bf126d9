import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReversalList } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { ordersKeys } from './keys';

/** GET /api/admin/payments/reversals: refunds (whole or partial) and chargebacks, newest first. */
export const getReversals = (page: number, signal?: AbortSignal) =>
  api<AdminReversalList>(`/api/admin/payments/reversals?page=${page}`, { signal });

export const reversalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ordersKeys.reversals(page),
    queryFn: ({ signal }) => getReversals(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useReversals = (page: number, config: QueryConfig<typeof reversalsQueryOptions> = {}) =>
  useQuery({ ...reversalsQueryOptions(page), ...config });
