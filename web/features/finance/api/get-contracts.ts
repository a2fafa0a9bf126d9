import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractDto, DeletionDto } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

export const getContracts = (signal?: AbortSignal) => api<{ contracts: ContractDto[] }>('/api/finance/contracts', { signal });
export const contractsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.contracts(), queryFn: ({ signal }) => getContracts(signal), select: (d) => d.contracts, staleTime: 0 });
export const useContracts = () => useQuery(contractsQueryOptions());

export const getDeletions = (signal?: AbortSignal) => api<{ deletions: DeletionDto[] }>('/api/finance/deletions', { signal });
export const deletionsQueryOptions = () =>
  queryOptions({ queryKey: financeKeys.deletions(), queryFn: ({ signal }) => getDeletions(signal), select: (d) => d.deletions, staleTime: 0 });
export const useDeletions = (enabled = true) => useQuery({ ...deletionsQueryOptions(), enabled });
