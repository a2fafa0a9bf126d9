import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefundList } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { ordersKeys } from './keys';

/** GET /api/admin/payments/refunds: money received that cannot pay its order (refund_needed). */
export const getRefundsDue = (signal?: AbortSignal) => api<AdminRefundList>('/api/admin/payments/refunds', { signal });

export const refundsDueQueryOptions = () =>
  queryOptions({ queryKey: ordersKeys.refundsDue, queryFn: ({ signal }) => getRefundsDue(signal), staleTime: 15_000 });

export const useRefundsDue = (config: QueryConfig<typeof refundsDueQueryOptions> = {}) =>
  useQuery({ ...refundsDueQueryOptions(), ...config });
