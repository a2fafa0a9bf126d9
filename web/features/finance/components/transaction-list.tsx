import { useState } from 'react';
import { toast } from 'sonner';
import { ArrowRightLeft, Pencil, Repeat, Square, SquareCheck, Store, Trash2 } from 'lucide-react';
import { entryEffect, transactionSourceLabels, transactionTypeLabels } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import type { TransactionDto } from '../../../../domain/schemas/finance';
import { formatCents } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../components/ui/badge';
import { useSetCompleted } from '../api/transactions';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { TransactionFormDialog } from './transaction-form-dialog';
import { formatDay } from './format';

function describe(t: TransactionDto): string {
  if (t.type === 'transfer') {
    return t.leg === 'in' ? `Transferência de ${t.counterpartAccountName ?? ''}` : `Transferência para ${t.counterpartAccountName ?? ''}`;
  }
  return t.category?.name ?? transactionTypeLabels[t.type];
}

/** 'Pagamento realizado': the check button that toggles pending and done. */
export function CompletedToggle({ tx }: { tx: TransactionDto }) {
  const set = useSetCompleted();
  const locked = tx.source !== 'manual';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={tx.completed}
      disabled={set.isPending || locked}
      onClick={() => set.mutate({ id: tx.id, completed: !tx.completed }, { onError: () => toast.error(messages.txToggleError) })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 transition-colors disabled:opacity-70',
        tx.completed ? 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50',
      )}
      title={tx.completed ? 'Marcar como pendente' : 'Marcar como pago'}
    >
      {tx.completed ? <SquareCheck className="h-4 w-4" aria-hidden /> : <Square className="h-4 w-4" aria-hidden />}
      {messages.txPaid}
    </button>
  );
}

/** A list of entries with the toggle, edit and delete. */
export function TransactionList({ transactions, empty }: { transactions: TransactionDto[]; empty?: string }) {
  const [editing, setEditing] = useState<TransactionDto | null>(null);
  const [deleting, setDeleting] = useState<TransactionDto | null>(null);
  if (transactions.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{empty ?? messages.noTransactions}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {transactions.map((t) => {
          const effect = entryEffect(t);
          const color = t.category?.color ?? '#64748b';
          return (
            <li key={t.id} data-testid="transaction-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <span className="h-9 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {t.type === 'transfer' && <ArrowRightLeft className="h-4 w-4 text-slate-500" aria-hidden />}
                  {describe(t)}
                  {t.seriesId && (
                    <Badge tone="brand">
                      <Repeat className="mr-1 h-3 w-3" aria-hidden />
                      {t.seriesKind === 'installments' ? `Parcela ${t.seriesIndex}/${t.seriesCount}` : `Recorrente ${t.seriesIndex}/${t.seriesCount}`}
                    </Badge>
                  )}
                  {t.source !== 'manual' && (
                    <Badge tone="gray">
                      <Store className="mr-1 h-3 w-3" aria-hidden />
                      {transactionSourceLabels[t.source]}
                    </Badge>
                  )}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {t.completed ? '' : `${messages.txPending} · `}
                  {formatDay(t.date)} · {t.accountName}
                  {t.notes ? ` · ${t.notes}` : ''}
                </p>
              </div>
              <p className={cn('min-w-32 whitespace-nowrap text-right font-semibold tabular-nums', effect >= 0 ? 'text-emerald-700' : 'text-red-700')} data-testid="transaction-amount">
                {`${effect >= 0 ? '+' : '−'}\u00a0${formatCents(Math.abs(effect))}`}
              </p>
              <CompletedToggle tx={t} />
              {t.source === 'manual' && (
                <div className="flex gap-1">
                  <button type="button" className="rounded-md p-2 text-slate-500 hover:bg-slate-100" aria-label={`Editar ${describe(t)} de ${formatDay(t.date)}`} onClick={() => setEditing(t)}>
                    <Pencil className="h-4 w-4" />
                  </button>
                  <button type="button" className="rounded-md p-2 text-red-600 hover:bg-red-50" aria-label={`Excluir ${describe(t)} de ${formatDay(t.date)}`} onClick={() => setDeleting(t)}>
                    <Trash2 className="h-4 w-4" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing && <TransactionFormDialog kind={editing.type === 'revenue' ? 'revenue' : 'expense'} editing={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTransactionDialog tx={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
