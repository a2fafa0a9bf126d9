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

/** 'Receitas' and 'Custos e Despesas': the month's entries of that kind, with totals and the form. */
export function TransactionsView({ kind }: { kind: 'revenue' | 'expense' }) {
  const { month } = useMonth();
  const list = useTransactions({ month, kind: kind === 'revenue' ? 'revenue' : 'all' });
  const [creating, setCreating] = useState(false);
  const title = kind === 'revenue' ? 'Receitas' : 'Custos e Despesas';
  // 'Custos e Despesas' also lists the transfers (they are registered from 'Registrar Saída').
  const rows = (list.data ?? []).filter((t) => (kind === 'revenue' ? t.type === 'revenue' : t.type !== 'revenue'));
  const done = rows.filter((t) => t.completed && t.type !== 'transfer').reduce((s, t) => s + t.amountCents, 0);
  const open = rows.filter((t) => !t.completed && t.type !== 'transfer').reduce((s, t) => s + t.amountCents, 0);
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
          <ReportButtons month={month} />
          <Button onClick={() => setCreating(true)} variant={kind === 'revenue' ? 'primary' : 'danger'} className={kind === 'revenue' ? 'bg-emerald-700 hover:bg-emerald-800' : ''}>
            {kind === 'revenue' ? <Plus className="h-4 w-4" aria-hidden /> : <Minus className="h-4 w-4" aria-hidden />}
            {kind === 'revenue' ? 'Registrar Receita' : 'Registrar Saída'}
          </Button>
        </div>
      </div>
      {list.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
      {list.isPending ? <Spinner /> : <TransactionList transactions={rows} />}
      <DeletionHistory />
      {creating && <TransactionFormDialog kind={kind} onClose={() => setCreating(false)} />}
    </div>
  );
}
