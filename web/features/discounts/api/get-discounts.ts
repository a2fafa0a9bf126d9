import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountView } from '../../../../domain/schemas/discounts';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

export const getDiscounts = (signal?: AbortSignal) =>
  api<{ discounts: DiscountView[] }>('/api/admin/discounts', { signal });

export const discountsQuery = () =>
  queryOptions({
    queryKey: discountKeys.discounts(),
    queryFn: ({ signal }) => getDiscounts(signal),
    select: (d) => d.discounts,
  });

export const useDiscounts = () => useQuery(discountsQuery());
