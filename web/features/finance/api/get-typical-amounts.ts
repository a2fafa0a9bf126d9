import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getTypicalAmounts = (signal?: AbortSignal) =>
  api<{ typicalCents: Record<string, number> }>('/api/finance/typical-amounts', { signal });

export const typicalAmountsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.typicalAmounts(), queryFn: ({ signal }) => getTypicalAmounts(signal), select: (d) => d.typicalCents });

/** Each category's typical entry: the reference of the 'more than 5× away' question. */
export const useTypicalAmounts = () => useQuery(typicalAmountsQueryOptions());
