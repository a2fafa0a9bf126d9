import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getAccounts = (signal?: AbortSignal) => api<{ accounts: AccountDto[] }>('/api/finance/accounts', { signal });

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.accounts(), queryFn: ({ signal }) => getAccounts(signal), select: (d) => d.accounts, staleTime: 0 });

export const useAccounts = () => useQuery(accountsQueryOptions());
