import { lazy, Suspense, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { monthLabel } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useSummary } from '../api/get-summary';
import { useMonth } from '../hooks/use-month';
import { AccountCards } from './account-cards';
import { ReportButtons } from './report-buttons';
import { SummaryCards } from './summary-cards';
import { TransactionFormDialog, type TransactionKind } from './transaction-form-dialog';
import { TransactionList } from './transaction-list';

const CashFlowChart = lazy(() => import('./cash-flow-chart'));

/** /financeiro/dashboard: greeting, cards, accounts, cash flow and the pending list of the month. */
export function FinanceDashboard() {
  const { user } = useSession();
  const { month } = useMonth();
  const summary = useSummary(month);
  const [creating, setCreating] = useState<TransactionKind | null>(null);
  const s = summary.data;

  return (
    <div className="space-y-8">
      <title>Área Financeira — Indexa</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Área Financeira</h1>
          <p className="mt-1 text-slate-600">
            Olá, <span className="font-semibold text-slate-900">{user?.name}</span>. Este é o resumo de {monthLabel(month)}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCreating('revenue')} className="bg-emerald-700 hover:bg-emerald-800">
            <Plus className="h-4 w-4" aria-hidden />
            Registrar Receita
          </Button>
          <Button onClick={() => setCreating('expense')} variant="danger">
            <Minus className="h-4 w-4" aria-hidden />
            Registrar Saída
          </Button>
        </div>
      </div>

      {summary.isError && (
        <ErrorBox>
          {messages.txLoadError} {messages.cashFlowError}.
        </ErrorBox>
      )}
      {summary.isPending && <Spinner label="Carregando o mês…" />}
      {s && (
        <>
          <SummaryCards s={s} />

          <section aria-labelledby="contas-title" className="space-y-3">
            <h2 id="contas-title" className="text-lg font-bold text-slate-900">
              Contas
            </h2>
            <AccountCards accounts={s.accounts} month={month} />
          </section>

          <section aria-labelledby="fluxo-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="fluxo-title" className="text-lg font-bold text-slate-900">
                Fluxo de Caixa
              </h2>
              <ReportButtons month={month} />
            </div>
            {s.cashFlow.length === 0 ? (
              <p className="py-12 text-center text-sm text-slate-500">{messages.cashFlowEmpty}</p>
            ) : (
              <Suspense fallback={<Spinner label="Carregando gráfico…" />}>
                <CashFlowChart days={s.cashFlow} />
              </Suspense>
            )}
          </section>

          <section id="pendentes" aria-labelledby="pendentes-title" className="space-y-3">
            <h2 id="pendentes-title" className="text-lg font-bold text-slate-900">
              Transações Pendentes
            </h2>
            <TransactionList transactions={s.pending} empty={messages.noPendingTransactions} />
          </section>
        </>
      )}
      {creating && <TransactionFormDialog kind={creating} onClose={() => setCreating(null)} />}
    </div>
  );
}
