import { BadgePercent, CheckCircle2, PiggyBank, Ticket } from 'lucide-react';
import type { DiscountStats } from '../../../../domain/schemas/discounts';
import { percentFromBp } from '../../../../domain/money';
import { plural } from '../../../../domain/text';
import { formatCents, formatInt } from '../../../lib/format';

/** The four figures (ADR 0011). */
export function StatsCards({ stats }: { stats: DiscountStats | undefined }) {
  const cards = [
    {
      label: 'Total de descontos',
      value: stats ? formatInt(stats.totalDiscounts) : '—',
      hint: 'Descontos de prédios e cupons cadastrados',
      icon: BadgePercent,
    },
    {
      label: 'Descontos ativos',
      value: stats ? formatInt(stats.activeDiscounts) : '—',
      hint: 'Valendo agora',
      icon: CheckCircle2,
    },
    {
      label: 'Economia total',
      value: stats ? formatCents(stats.totalSavingsCents) : '—',
      hint: 'Descontos dados em pedidos pagos',
      icon: PiggyBank,
    },
    {
      label: 'Taxa de resgate',
      value: stats ? percentFromBp(stats.redemptionRateBp) : '—',
      hint: stats
        ? `${formatInt(stats.redemptionsLast30Days)} de ${plural(stats.redemptionsTotal, 'uso', 'usos')} de cupom nos últimos 30 dias`
        : 'Usos de cupom nos últimos 30 dias',
      icon: Ticket,
    },
  ];
  return (
    <section aria-label="Estatísticas de descontos" className="grid grid-cols-2 gap-3 min-[1025px]:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{c.label}</p>
            <c.icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
          </div>
          <p className="mt-2 text-xl font-bold text-slate-900 min-[769px]:text-2xl" data-testid={`stat-${c.label}`}>
            {c.value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{c.hint}</p>
        </div>
      ))}
    </section>
  );
}
