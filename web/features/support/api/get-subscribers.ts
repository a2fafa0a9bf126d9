import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberList, SubscriberListQuery } from '../../../../domain/schemas/support';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { supportKeys } from './keys';

/** GET /api/admin/support/subscribers. */
export function getSubscribers(f: SubscriberListQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams();
  if (f.q) qs.set('q', f.q);
  if (f.page && f.page !== 1) qs.set('page', String(f.page));
  return api<SubscriberList>(`/api/admin/support/subscribers?${qs}`, { signal });
}

/** The CSV is a plain download (the browser sends the session cookie). */
export const SUBSCRIBERS_CSV_URL = '/api/admin/support/subscribers.csv';

export const subscribersQueryOptions = (f: SubscriberListQuery) =>
  queryOptions({ queryKey: supportKeys.subscribers(f), queryFn: ({ signal }) => getSubscribers(f, signal), placeholderData: keepPreviousData, staleTime: 15_000 });

export const useSubscribers = (f: SubscriberListQuery, config: QueryConfig<typeof subscribersQueryOptions> = {}) =>
  useQuery({ ...subscribersQueryOptions(f), ...config });
