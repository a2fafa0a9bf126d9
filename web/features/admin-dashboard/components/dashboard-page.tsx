import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Building2, CalendarCheck, CircleDollarSign, Film, Mail, MonitorOff, ShoppingBag } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { type DashboardResponse } from '../../../../domain/schemas/dashboard';
import { AdminPage } from '../../../components/layout/admin-page';
import { Badge } from '../../../components/ui/badge';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatCents, formatDateTime, formatInt } from '../../../lib/format';
import { plural } from '../../../../domain/text';
import { useDashboard } from '../api/get-dashboard';
import { useDashboardLive } from '../hooks/use-dashboard-live';
import { FigureCard } from './figure-card';

const RevenueChart = lazy(() => import('./revenue-chart'));
const OccupancyChart = lazy(() => import('./occupancy-chart'));
/** Buildings drawn in the occupancy chart; the full list is below it. */
const CHART_BUILDINGS = 8;

/** What the revenue figure is (ADR 0039): the same words on the card and under the chart. */
const REVENUE_MEANS = 'Pedidos pagos menos estornos e contestações, como o financeiro lança (sem receitas manuais)';

function revenueHint(d: DashboardResponse): string {
  const last = d.revenueLastMonthCents;
  if (last <= 0) return `Mês anterior: ${formatCents(last)}`;
  const change = Math.round(((d.revenueThisMonthCents - last) / last) * 100);
  return `${change >= 0 ? '+' : ''}${change}% em relação ao mês anterior (${formatCents(last)})`;
}

/** /admin/dashboard: what needs doing today and how the month goes; every figure opens its screen. */
export function DashboardPage() {
  const q = useDashboard();
  useDashboardLive();
  const d = q.data;
  const full = d?.occupancy.filter((b) => b.full).length ?? 0;
  return (
    <AdminPage title="Dashboard" description={d ? `Atualizado em ${formatDateTime(d.generatedAt)}` : 'Receita, pedidos, ocupação e o que precisa de atenção.'}>
      {q.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : q.isError || !d ? (
        <ErrorBox>{messages.dashboardLoadError}</ErrorBox>
      ) : (
        <>
          <section aria-labelledby="atencao-title" className="space-y-3">
            <h2 id="atencao-title" className="text-lg font-bold text-slate-900">
              Precisa de atenção
            </h2>
            <div className="grid gap-3 min-[640px]:grid-cols-3">
              <FigureCard to="/admin/video-approvals" label="Vídeos aguardando aprovação" value={formatInt(d.videosPending)} icon={Film} alert={d.videosPending > 0} testId="figure-videos" />
              <FigureCard to="/admin/status" label="Telas offline" value={formatInt(d.screensOffline)} icon={MonitorOff} alert={d.screensOffline > 0} testId="figure-screens" />
              <FigureCard
                to="/admin/support"
                label="Mensagens de contato novas"
                value={formatInt(d.newContactMessages)}
                hint="Sem resposta em Suporte"
                icon={Mail}
                alert={d.newContactMessages > 0}
                testId="figure-messages"
              />
            </div>
          </section>

          <section aria-labelledby="mes-title" className="space-y-3">
            <h2 id="mes-title" className="text-lg font-bold text-slate-900">
              Este mês
            </h2>
            <div className="grid gap-3 min-[640px]:grid-cols-3">
              <FigureCard
                to="/admin/payments"
                label="Receita da loja no mês"
                value={formatCents(d.revenueThisMonthCents)}
                hint={
                  <>
                    {revenueHint(d)}
                    <span className="mt-0.5 block">{REVENUE_MEANS}.</span>
                  </>
                }
                icon={CircleDollarSign}
                testId="figure-revenue"
              />
              <FigureCard to="/admin/payments" label="Pedidos pagos no mês" value={formatInt(d.paidOrdersThisMonth)} icon={ShoppingBag} testId="figure-orders" />
              <FigureCard
                to="/admin/campaigns"
                label="Reservas ativas"
                value={formatInt(d.activeBookings)}
                hint={full ? plural(full, 'prédio lotado', 'prédios lotados') : 'Nenhum prédio lotado'}
                icon={CalendarCheck}
                testId="figure-bookings"
              />
            </div>
          </section>

          <div className="grid gap-5 min-[1024px]:grid-cols-2">
            <section aria-labelledby="receita-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h2 id="receita-title" className="text-lg font-bold text-slate-900">
                  Receita da loja por mês
                </h2>
                <Link to="/admin/payments" className="text-sm font-medium text-brand-700 hover:underline">
                  Ver pagamentos
                </Link>
              </div>
              <p className="text-xs text-slate-600">{REVENUE_MEANS}, no mês de cada pagamento ou estorno; últimos 6 meses.</p>
              {d.revenueByMonth.every((m) => m.revenueCents === 0 && m.paidOrders === 0) ? (
                <p className="py-12 text-center text-sm text-slate-600">Nenhum pedido pago nos últimos 6 meses.</p>
              ) : (
                <Suspense fallback={<Spinner label="Carregando gráfico…" />}>
                  <RevenueChart months={d.revenueByMonth} />
                </Suspense>
              )}
            </section>

            <section aria-labelledby="ocupacao-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h2 id="ocupacao-title" className="text-lg font-bold text-slate-900">
                  Ocupação por prédio
                </h2>
                <Link to="/admin/campaigns" className="text-sm font-medium text-brand-700 hover:underline">
                  Ver campanhas
                </Link>
              </div>
              {d.occupancy.length === 0 ? (
                <p className="py-8 text-center text-sm text-slate-600">{messages.storeNoBuildings}</p>
              ) : (
                <>
                  <p className="text-xs text-slate-600">Anunciantes de cada prédio ativo, de {d.occupancy[0]!.capacity} possíveis; os mais cheios primeiro.</p>
                  <Suspense fallback={<Spinner label="Carregando gráfico…" />}>
                    <OccupancyChart buildings={d.occupancy.slice(0, CHART_BUILDINGS)} />
                  </Suspense>
                  <details className="rounded-lg border border-slate-200">
                    <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">Todos os prédios ({d.occupancy.length})</summary>
                    <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm" data-testid="occupancy-list">
                      {d.occupancy.map((b) => (
                        <li key={b.buildingId} className="flex items-center justify-between gap-2 px-3 py-1.5">
                          <span className="flex min-w-0 items-center gap-2">
                            <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                            <span className="truncate">{b.name}</span>
                          </span>
                          <span className="flex shrink-0 items-center gap-2">
                            {b.full && <Badge tone="red">Lotado</Badge>}
                            <span className="tabular-nums text-slate-700">
                              {b.advertisers}/{b.capacity}
                            </span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                </>
              )}
            </section>
          </div>
        </>
      )}
    </AdminPage>
  );
}
