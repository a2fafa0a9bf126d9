import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceSummaryDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getSummary = (month: string, signal?: AbortSignal) =>
  api<FinanceSummaryDto>(`/api/finance/summary?month=${encodeURIComponent(month)}`, { signal });

/** The month's cards, accounts, cash flow and pending list; balances refresh every 30 s (spec, section 9). */
export const summaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: financeKeys.summary(month),
    queryFn: ({ signal }) => getSummary(month, signal),
    refetchInterval: 30_000,
    staleTime: 0,
  });

export const useSummary = (month: string) => useQuery(summaryQueryOptions(month));
