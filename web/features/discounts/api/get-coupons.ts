import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponView } from '../../../../domain/schemas/coupons';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

export const getCoupons = (signal?: AbortSignal) => api<{ coupons: CouponView[] }>('/api/admin/coupons', { signal });

export const couponsQuery = () =>
  queryOptions({
    queryKey: discountKeys.coupons(),
    queryFn: ({ signal }) => getCoupons(signal),
    select: (d) => d.coupons,
  });

export const useCoupons = () => useQuery(couponsQuery());
