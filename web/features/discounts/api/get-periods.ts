import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodDiscountView } from '../../../../domain/schemas/discounts';
import { api } from '../../../lib/api';
import { discountKeys } from './keys';

export const getPeriods = (signal?: AbortSignal) =>
  api<{ periods: PeriodDiscountView[] }>('/api/admin/period-discounts', { signal });

export const periodsQuery = () =>
  queryOptions({
    queryKey: discountKeys.periods(),
    queryFn: ({ signal }) => getPeriods(signal),
    select: (d) => d.periods,
  });

export const usePeriods = () => useQuery(periodsQuery());
