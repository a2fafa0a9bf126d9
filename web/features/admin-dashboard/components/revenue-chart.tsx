import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '../../../../domain/schemas/dashboard';
import { formatCents } from '../../../lib/format';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const monthShort = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
const monthName = (m: string) => monthShort.format(new Date(`${m}-15T12:00:00Z`)).replace('.', '');

/** The store's revenue per month, refunds taken off (ADR 0039; Recharts, loaded on demand). */
export default function RevenueChart({ months }: { months: DashboardResponse['revenueByMonth'] }) {
  const data = months.map((m) => ({ mes: monthName(m.month), Receita: m.revenueCents / 100, pedidos: m.paidOrders }));
  return (
    <div className="h-64 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="mes" tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={(v: number) => compact.format(v)} width={48} />
          <Tooltip formatter={(v) => formatCents(Math.round(Number(v) * 100))} />
          <Bar dataKey="Receita" fill="#6127e0" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
