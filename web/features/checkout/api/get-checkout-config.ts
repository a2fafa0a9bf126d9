import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutConfig } from '../../../../domain/schemas/checkout';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { checkoutKeys } from './keys';

/** GET /api/checkout/config: the payment provider and its public settings (fixed per server). */
export const getCheckoutConfig = (signal?: AbortSignal) => api<CheckoutConfig>('/api/checkout/config', { signal });

export const checkoutConfigQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.config, queryFn: ({ signal }) => getCheckoutConfig(signal), staleTime: Infinity });

export const useCheckoutConfig = (config: QueryConfig<typeof checkoutConfigQueryOptions> = {}) =>
  useQuery({ ...checkoutConfigQueryOptions(), ...config });
