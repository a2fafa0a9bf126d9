import { FileText, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { FinanceSummaryDto } from '../../../../domain/schemas/finance';
import { formatCents } from '../../../lib/format';

/** The four cards of the month; only completed entries count (spec, section 4). */
export function SummaryCards({ s }: { s: FinanceSummaryDto }) {
  const cards = [
    { label: 'Saldo Atual', value: formatCents(s.balanceCents), hint: s.month === s.today.slice(0, 7) ? 'Contas ativas, hoje' : 'Contas ativas, ao fim do mês', icon: Wallet, tone: 'text-brand-700 bg-brand-50' },
    {
      label: 'Receitas',
      value: formatCents(s.revenueCents),
      // The store's share is the admin dashboard's figure (ADR 0039); the rest is typed here.
      hint: (
        <>
          Recebidas no mês: <span data-testid="store-revenue">{formatCents(s.storeRevenueCents)}</span> da loja (pedidos menos estornos) e{' '}
          {formatCents(s.revenueCents - s.storeRevenueCents)} de lançamentos manuais
        </>
      ),
      icon: TrendingUp,
      tone: 'text-emerald-700 bg-emerald-50',
    },
    { label: 'Despesas', value: formatCents(s.expenseCents), hint: 'Pagas no mês', icon: TrendingDown, tone: 'text-red-700 bg-red-50' },
    { label: 'Contratos Ativos', value: String(s.activeContracts), hint: `${formatCents(s.contractRevenueCents)} em receita recorrente`, icon: FileText, tone: 'text-sky-700 bg-sky-50' },
  ];
  return (
    <div className="grid gap-4 min-[560px]:grid-cols-2 min-[1100px]:grid-cols-4">
      {cards.map((c) => (
        <section key={c.label} aria-label={c.label} className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-slate-600">{c.label}</h2>
            <span className={`rounded-lg p-2 ${c.tone}`}>
              <c.icon className="h-4 w-4" aria-hidden />
            </span>
          </div>
          {/* One line, sign with the amount; a narrow card (four in a row at 1280 px) takes a step smaller type. */}
          <p className="mt-2 whitespace-nowrap text-xl font-bold tabular-nums text-slate-900 @min-[15rem]:text-2xl" data-testid={`card-${c.label}`}>
            {c.value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{c.hint}</p>
        </section>
      ))}
    </div>
  );
}
