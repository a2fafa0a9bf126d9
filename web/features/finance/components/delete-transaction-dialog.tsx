import { useState } from 'react';
import { toast } from 'sonner';
import { transactionTypeLabels, type SeriesScope } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { TransactionDto } from '../../../../domain/schemas/finance';
import { formatCents } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { useDeleteTransaction } from '../api/transactions';
import { formatDay } from './format';

/** The spec's delete confirmation: cannot be undone, but recorded in the history. */
export function DeleteTransactionDialog({ tx, onClose }: { tx: TransactionDto; onClose: () => void }) {
  const del = useDeleteTransaction();
  const [scope, setScope] = useState<SeriesScope>('this');
  const [error, setError] = useState<string | null>(null);
  async function onConfirm() {
    setError(null);
    try {
      const out = await del.mutateAsync({ id: tx.id, scope });
      toast.success(out.message);
      onClose();
    } catch {
      setError(messages.txDeleteError);
    }
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Excluir transação" description={messages.txDeleteConfirm}>
      <div className="space-y-4">
        {error && <ErrorBox>{error}</ErrorBox>}
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {transactionTypeLabels[tx.type]} de <strong>{formatCents(Math.abs(tx.amountCents))}</strong> em {formatDay(tx.date)}
          {tx.category ? ` · ${tx.category.name}` : ''} · {tx.accountName}
        </p>
        {tx.type === 'transfer' && <p className="text-sm text-slate-600">As duas pontas da transferência serão excluídas.</p>}
        {tx.seriesId && (
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">
              Lançamento {tx.seriesIndex} de {tx.seriesCount} — excluir
            </legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="del-scope" checked={scope === 'this'} onChange={() => setScope('this')} className="h-4 w-4 accent-brand-600" />
                Somente esta
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="del-scope" checked={scope === 'following'} onChange={() => setScope('following')} className="h-4 w-4 accent-brand-600" />
                Esta e as seguintes
              </label>
            </div>
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={del.isPending}>
            {del.isPending ? 'Excluindo…' : 'Excluir'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
