import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractsDto, DeletionDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getContracts = (month: string, signal?: AbortSignal) => api<ContractsDto>(`/api/finance/contracts?month=${month}`, { signal });
export const contractsQueryOptions = (month: string) =>
  queryOptions({ queryKey: financeKeys.contracts(month), queryFn: ({ signal }) => getContracts(month, signal), staleTime: 0 });
export const useContracts = (month: string) => useQuery(contractsQueryOptions(month));

export const getDeletions = (signal?: AbortSignal) => api<{ deletions: DeletionDto[] }>('/api/finance/deletions', { signal });
export const deletionsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.deletions(), queryFn: ({ signal }) => getDeletions(signal), select: (d) => d.deletions, staleTime: 0 });
export const useDeletions = (enabled = true) => useQuery({ ...deletionsQueryOptions(), enabled });
