import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesScope } from '../../../../domain/finance';
import type { AccountDto, AccountInputBody, TransactionDto, TransactionInputBody, TransactionUpdateBody } from '../../../../domain/schemas/finance';
import { api } from '../../../lib/api';
import { financeKeys } from './keys';

/** Every finance write refreshes the whole area (cards, lists, balances). */
function useFinanceMutation<V, R>(fn: (v: V) => Promise<R>, opts: { retry?: number } = {}) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, retry: opts.retry ?? 0, onSettled: () => qc.invalidateQueries({ queryKey: financeKeys.all }) });
}

export const useCreateTransaction = () =>
  useFinanceMutation((body: TransactionInputBody) =>
    api<{ transactions: TransactionDto[]; message: string }>('/api/finance/transactions', { method: 'POST', body }),
  );

export const useUpdateTransaction = () =>
  useFinanceMutation(({ id, body }: { id: string; body: TransactionUpdateBody }) =>
    api<{ transactions: TransactionDto[]; message: string }>(`/api/finance/transactions/${id}`, { method: 'PUT', body }),
  );

/** 'Pagamento realizado': idempotent (sets the state), so it may retry (spec: mutations retry 2 times). */
export const useSetCompleted = () =>
  useFinanceMutation(
    ({ id, completed }: { id: string; completed: boolean }) =>
      api<{ transaction: TransactionDto }>(`/api/finance/transactions/${id}/completed`, { method: 'PUT', body: { completed } }),
    { retry: 2 },
  );

export const useDeleteTransaction = () =>
  useFinanceMutation(({ id, scope }: { id: string; scope: SeriesScope }) =>
    api<{ deleted: number; message: string }>(`/api/finance/transactions/${id}?scope=${scope}`, { method: 'DELETE' }),
  );

export const useSaveAccount = () =>
  useFinanceMutation(({ id, body }: { id: string | null; body: AccountInputBody }) =>
    api<{ account: AccountDto; message: string }>(id ? `/api/finance/accounts/${id}` : '/api/finance/accounts', { method: id ? 'PUT' : 'POST', body }),
  );

export const useDeleteAccount = () =>
  useFinanceMutation((id: string) => api<{ message: string }>(`/api/finance/accounts/${id}`, { method: 'DELETE' }));
