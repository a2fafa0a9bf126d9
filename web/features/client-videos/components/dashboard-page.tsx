import { Link } from 'react-router';
import { Bell, Building2, CalendarClock, CheckCircle2, Film, LayoutGrid, Upload, XCircle } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { PageTitle, SlotSummaryCards, StoreButton } from './parts';
import { plural } from '../../../../domain/text';

/** /clientes/dashboard: slot totals, the client's buildings, the 5 latest decisions, shortcuts. */
export function ClientDashboardPage() {
  const { user } = useSession();
  const { data, isLoading, isError } = useDashboard();
  // Only active buildings are shown as available (spec, section 4).
  const buildings = (data?.buildings ?? []).filter((b) => b.status === 'active');
  return (
    <>
      <PageTitle title="Dashboard" description={user ? `Olá, ${user.name}! Acompanhe seus slots e vídeos.` : undefined} />
      {isLoading && <Spinner className="text-brand-600" />}
      {isError && <ErrorBox>{messages.clientLoadError}</ErrorBox>}
      {data && (
        <div className="space-y-6">
          <SlotSummaryCards summary={data.summary} />
          <div className="flex flex-wrap gap-2">
            <Link to="/clientes/upload" className={buttonVariants({ variant: 'primary' })}>
              <Upload className="h-4 w-4" aria-hidden />
              Enviar Vídeo
            </Link>
            <Link to="/clientes/videos" className={buttonVariants({ variant: 'outline' })}>
              <Film className="h-4 w-4" aria-hidden />
              Ver Meus Vídeos
            </Link>
            <Link to="/clientes/slots" className={buttonVariants({ variant: 'outline' })}>
              <LayoutGrid className="h-4 w-4" aria-hidden />
              Gerenciar Slots
            </Link>
          </div>
          <div className="grid grid-cols-1 gap-6 min-[900px]:grid-cols-2">
            <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="predios">
              <h2 id="predios" className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
                <Building2 className="h-5 w-5 text-brand-600" aria-hidden />
                Prédios Disponíveis
              </h2>
              {buildings.length === 0 ? (
                <div className="space-y-3 text-center">
                  <p className="font-semibold text-slate-800">{messages.noBuildingsForClient}</p>
                  <p className="text-sm text-slate-500">Você ainda não adquiriu slots. Escolha um painel na loja para começar.</p>
                  <StoreButton />
                </div>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {buildings.map((b) => (
                    <li key={b.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{b.name}</p>
                        <p className="truncate text-xs text-slate-500">{b.address}</p>
                      </div>
                      <span className="shrink-0 text-xs text-slate-600">
                        {b.freeSlots} de {plural(b.slots, 'slot livre', 'slots livres')}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="notificacoes">
              <h2 id="notificacoes" className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
                <Bell className="h-5 w-5 text-brand-600" aria-hidden />
                Notificações Recentes
              </h2>
              {data.notifications.length === 0 ? (
                <p className="text-sm text-slate-500">Nenhuma notificação no momento.</p>
              ) : (
                <ul className="space-y-2" data-testid="client-notifications">
                  {data.notifications.map((n) => (
                    <li key={n.id} className="flex gap-3 rounded-lg bg-slate-50 p-3">
                      {n.tone === 'good' ? (
                        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
                      ) : n.tone === 'info' ? (
                        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
                      ) : (
                        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
                      )}
                      <div className="min-w-0">
                        <p className="text-sm font-medium text-slate-900">{n.text}</p>
                        <p className="truncate text-xs text-slate-500">
                          {n.title} · {formatDateTime(n.at)}
                        </p>
                        {n.link && (
                          <Link to={n.link} className={cn(buttonVariants({ variant: 'primary', size: 'sm' }), 'mt-2')}>
                            Renovar agora
                          </Link>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}
