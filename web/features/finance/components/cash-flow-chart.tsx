import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CashFlowDayDto } from '../../../../domain/schemas/finance';
import { formatCents } from '../../../lib/format';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** The month's daily balance with revenue and expenses per day (Recharts; loaded on demand). */
export default function CashFlowChart({ days }: { days: CashFlowDayDto[] }) {
  const data = days.map((d) => ({ dia: d.date.slice(8, 10), Saldo: d.balanceCents / 100, Receitas: d.revenueCents / 100, Despesas: d.expenseCents / 100 }));
  return (
    <div className="h-72 w-full" data-testid="cash-flow-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, left: 6, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="dia" tick={{ fontSize: 12 }} />
          {/* The axis is as wide as its longest label, measured ('-200 mil', '1,2 mi'): a fixed 48 px cut their starts off. The left margin keeps a minus off the edge. */}
          <YAxis tick={{ fontSize: 12 }} tickFormatter={(v: number) => compact.format(v)} width="auto" />
          <Tooltip formatter={(v) => formatCents(Math.round(Number(v) * 100))} labelFormatter={(l) => `Dia ${String(l)}`} />
          <Legend />
          <Line type="linear" dataKey="Saldo" stroke="#6127e0" strokeWidth={2.5} dot={false} isAnimationActive={false} />
          <Line type="linear" dataKey="Receitas" stroke="#16a34a" strokeWidth={1.5} dot={false} isAnimationActive={false} />
          <Line type="linear" dataKey="Despesas" stroke="#dc2626" strokeWidth={1.5} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
