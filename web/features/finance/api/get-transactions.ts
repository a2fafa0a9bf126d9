import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export interface TransactionsFilter {
  month?: string;
  accountId?: string;
  kind?: 'revenue' | 'expense' | 'transfer' | 'all';
}

export const getTransactions = (f: TransactionsFilter, signal?: AbortSignal) => {
  const qs = new URLSearchParams();
  if (f.month) qs.set('month', f.month);
  if (f.accountId) qs.set('accountId', f.accountId);
  if (f.kind) qs.set('kind', f.kind);
  return api<{ transactions: TransactionDto[] }>(`/api/finance/transactions?${qs}`, { signal });
};

export const transactionsQueryOptions = (f: TransactionsFilter) =>
  queryOptions({
    queryKey: financeKeys.transactions(f),
    queryFn: ({ signal }) => getTransactions(f, signal),
    select: (d) => d.transactions,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTransactions = (f: TransactionsFilter, enabled = true) => useQuery({ ...transactionsQueryOptions(f), enabled });
