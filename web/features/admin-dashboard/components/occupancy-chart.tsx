import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '../../../../domain/schemas/dashboard';

/** The fullest buildings as bars out of their capacity; full ones in red (Recharts; loaded on demand). */
export default function OccupancyChart({ buildings }: { buildings: DashboardResponse['occupancy'] }) {
  const data = buildings.map((b) => ({ nome: b.name, Anunciantes: b.advertisers, full: b.full }));
  const capacity = buildings[0]?.capacity ?? 10;
  return (
    <div className="w-full" style={{ height: Math.max(120, data.length * 34 + 40) }} data-testid="occupancy-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, left: 4, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" domain={[0, capacity]} allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis type="category" dataKey="nome" width={120} tick={{ fontSize: 11, fill: '#334155' }} />
          <Tooltip formatter={(v) => `${String(v)} de ${capacity}`} />
          <Bar dataKey="Anunciantes" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.nome} fill={d.full ? '#dc2626' : '#6127e0'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
