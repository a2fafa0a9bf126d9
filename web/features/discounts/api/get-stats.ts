import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountStats } from '../../../../domain/schemas/discounts';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

export const getStats = (signal?: AbortSignal) => api<DiscountStats>('/api/admin/discounts/stats', { signal });

export const statsQuery = () =>
  queryOptions({ queryKey: discountKeys.stats(), queryFn: ({ signal }) => getStats(signal), staleTime: 0 });

export const useDiscountStats = () => useQuery(statsQuery());
