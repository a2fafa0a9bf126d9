import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { monthLabel } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import { formatCents } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useTransactions } from '../api/get-transactions';
import { useMonth } from '../hooks/use-month';
import { DeletionHistory } from './deletion-history';
import { ReportButtons } from './report-buttons';
import { TransactionFormDialog } from './transaction-form-dialog';
import { TransactionList } from './transaction-list';
import { capitalizeFirst } from './format';

/**
 * 'Receitas' and 'Custos e Despesas': the month's entries of that kind, with totals and the form.
 * Transfers are neither (ADR 0040): 'Custos e Despesas', where 'Registrar Saída' makes them, lists
 * each one once (its outgoing side) apart, under 'Transferências entre contas'.
 */
export function TransactionsView({ kind }: { kind: 'revenue' | 'expense' }) {
  const { month } = useMonth();
  const list = useTransactions({ month, kind });
  const transfers = useTransactions({ month, kind: 'transfer' }, kind === 'expense');
  const [creating, setCreating] = useState(false);
  const title = kind === 'revenue' ? 'Receitas' : 'Custos e Despesas';
  const rows = list.data ?? [];
  const moves = (transfers.data ?? []).filter((t) => t.leg === 'out');
  const done = rows.filter((t) => t.completed).reduce((s, t) => s + t.amountCents, 0);
  const open = rows.filter((t) => !t.completed).reduce((s, t) => s + t.amountCents, 0);
  return (
    <div className="space-y-6">
      <title>{`${title} — Área Financeira — Indexa`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">
            {capitalizeFirst(monthLabel(month))}: {formatCents(done)} {kind === 'revenue' ? 'recebidos' : 'pagos'} · {formatCents(open)} pendentes
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <ReportButtons month={month} kind={kind} />
          <Button onClick={() => setCreating(true)} variant={kind === 'revenue' ? 'primary' : 'danger'} className={kind === 'revenue' ? 'bg-emerald-700 hover:bg-emerald-800' : ''}>
            {kind === 'revenue' ? <Plus className="h-4 w-4" aria-hidden /> : <Minus className="h-4 w-4" aria-hidden />}
            {kind === 'revenue' ? 'Registrar Receita' : 'Registrar Saída'}
          </Button>
        </div>
      </div>
      {list.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
      {list.isPending ? <Spinner /> : <TransactionList transactions={rows} />}
      {kind === 'expense' && (
        <section aria-labelledby="transferencias-title" className="space-y-3">
          <div>
            <h2 id="transferencias-title" className="text-lg font-bold text-slate-900">
              Transferências entre contas
            </h2>
            <p className="text-sm text-slate-600">Dinheiro que muda de conta: não é receita nem despesa e não entra nos totais acima.</p>
          </div>
          {transfers.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
          {transfers.isPending ? <Spinner /> : <TransactionList transactions={moves} empty="Nenhuma transferência neste mês." />}
        </section>
      )}
      <DeletionHistory />
      {creating && <TransactionFormDialog kind={kind} onClose={() => setCreating(false)} />}
    </div>
  );
}
