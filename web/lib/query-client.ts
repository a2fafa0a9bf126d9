import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The spec's defaults: queries retry 3 times, stay fresh 5 minutes, no refetch on focus. A 4xx
 * will not change on retry, so it is not retried. Mutations retry only where the call is
 * idempotent (set per mutation).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 3,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Web data access follows bulletproof-react (features/discussions/api/get-discussions.ts): one
 * file per endpoint exporting its fetcher, its `queryOptions` and its hook; keys come from one
 * factory per feature (`api/keys.ts`). A caller may tune a query with these options, never its
 * key or fetcher.
 */
export type QueryConfig<T extends (...args: any[]) => any> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

export type MutationConfig<Fn extends (...args: any) => Promise<any>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
