import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, FileText, Mail, MessageCircle } from 'lucide-react';
import { bookingPhase, bookingPhaseLabels, type BookingPhase } from '../../../../domain/campaigns';
import { methodLabels, orderNumber, orderStatusLabels } from '../../../../domain/checkout';
import { formatDayBR } from '../../../../domain/finance';
import { messages } from '../../../../domain/messages';
import { can } from '../../../../domain/permissions';
import { plural } from '../../../../domain/text';
import { hasReceipt } from '../../../../domain/receipts';
import { videoStatusLabels, type VideoStatus } from '../../../../domain/videos';
import { staffWhatsappText, whatsappUrl } from '../../../../domain/whatsapp';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { cn } from '../../../lib/cn';
import { formatCents, formatDate, formatInt } from '../../../lib/format';
import { useAdvertiser } from '../api/get-advertiser';
import { DeliverySummary } from '../../../components/delivery/delivery-summary';
import { formatDocument, formatPhone } from './format';
import { MakeGoodLine } from './make-good-line';

const phaseTone: Record<BookingPhase, 'green' | 'yellow' | 'gray' | 'red'> = { running: 'green', scheduled: 'yellow', ended: 'gray', cancelled: 'red' };
const videoTone: Record<VideoStatus, 'green' | 'yellow' | 'red'> = { aprovado: 'green', em_analise: 'yellow', reprovado: 'red' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600">{children}</p>;

/** /admin/advertisers/:id: one client, everything they bought, sent and showed. */
export function AdvertiserDetailView({ id }: { id: string }) {
  const q = useAdvertiser(id);
  // Only hides what the role cannot do; the server decides (a credit is a coupon).
  const { user } = useSession();
  const canDecide = can(user?.role, 'manage:coupon');
  const { search } = useLocation();
  const back = `/admin/advertisers${search}`;
  const now = new Date();
  const d = q.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5 p-4 sm:p-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Anunciantes
      </Link>
      {q.error && <ErrorBox>{errorMessage(q.error, messages.advertisersLoadError)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {d && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-slate-900">{d.advertiser.name}</h1>
              <p className="break-all text-sm text-slate-600">
                {d.advertiser.company ? `${d.advertiser.company} · ` : ''}
                {d.advertiser.email}
              </p>
              <p className="text-sm text-slate-600">
                CPF/CNPJ {formatDocument(d.advertiser.document)} · Telefone {formatPhone(d.advertiser.phone)} · Cliente desde {formatDate(d.advertiser.createdAt)}
                {!d.advertiser.active && ' · Conta bloqueada'}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {d.advertiser.phone && (
                <a
                  href={whatsappUrl(d.advertiser.phone, staffWhatsappText(d.advertiser.name))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: 'whatsapp', size: 'md' }))}
                >
                  <MessageCircle className="h-4 w-4" aria-hidden /> Conversar no WhatsApp
                </a>
              )}
              <a href={`mailto:${d.advertiser.email}`} className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}>
                <Mail className="h-4 w-4" aria-hidden /> E-mail
              </a>
            </div>
          </div>

          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Receita líquida" value={formatCents(d.totals.revenueCents)} hint={`Pago ${formatCents(d.totals.paidCents)}, menos estornos`} />
            <Figure label="Estornado" value={formatCents(d.totals.refundedCents)} hint="Estornos e contestações" />
            <Figure label="Pedidos pagos" value={`${d.totals.paidOrders} de ${d.totals.ordersCount}`} />
            <Figure label="Exibições (30 dias)" value={formatInt(d.plays.last30Days)} />
          </div>

          <Section title="Reservas">
            {d.bookings.length === 0 ? (
              <Empty>Nenhuma reserva.</Empty>
            ) : (
              <ul className="divide-y divide-slate-100">
                {d.bookings.map((b) => {
                  const phase = bookingPhase(b, now);
                  return (
                    <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium text-slate-900">{b.buildingName}</span>
                        <span className="block text-slate-600">
                          {formatDate(b.startsAt)} a {formatDate(b.endsAt)}
                          {b.videoTitle ? ` · Vídeo: ${b.videoTitle}` : ''}
                        </span>
                        {b.delivery && <DeliverySummary delivery={b.delivery} certificateUrl={`/api/admin/bookings/${b.id}/certificate`} />}
                      </span>
                      <Badge tone={phaseTone[phase]}>{bookingPhaseLabels[phase]}</Badge>
                      {b.makeGood && (
                        <div className="-mt-2 w-full">
                          <MakeGoodLine makeGood={b.makeGood} advertiserId={id} canDecide={canDecide} />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>

          <div className="grid gap-5 lg:grid-cols-2">
            <Section title="Pedidos">
              {d.orders.length === 0 ? (
                <Empty>Nenhum pedido.</Empty>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {d.orders.map((o) => (
                    <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                      <span>
                        <span className="font-mono font-semibold text-slate-900">{orderNumber(o.id)}</span>
                        <span className="block text-slate-600">
                          {formatDate(o.createdAt)}
                          {o.method ? ` · ${methodLabels[o.method]}` : ''}
                        </span>
                      </span>
                      <span className="flex items-center gap-3">
                        <span className="text-right">
                          <span className="block font-semibold text-slate-900">{formatCents(o.totalCents)}</span>
                          <span className="text-xs text-slate-600">{orderStatusLabels[o.status]}</span>
                        </span>
                        {hasReceipt(o) && (
                          <a
                            href={`/api/admin/orders/${o.id}/receipt`}
                            download
                            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                          >
                            <FileText className="h-4 w-4" aria-hidden />
                            Recibo<span className="sr-only"> do pedido {orderNumber(o.id)} (PDF)</span>
                          </a>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title="Vídeos">
              {d.videos.length === 0 ? (
                <Empty>Nenhum vídeo enviado.</Empty>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {d.videos.map((v) => (
                    <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium text-slate-900">{v.title}</span>
                        <span className="block text-slate-600">
                          {v.buildingName ?? 'Não especificado'} · {plural(v.plays, 'exibição', 'exibições')}{v.active ? ' · Em exibição' : ''}
                        </span>
                      </span>
                      <Badge tone={videoTone[v.status]}>{videoStatusLabels[v.status]}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </div>

          <Section title="Exibições nos painéis">
            {d.plays.total === 0 ? (
              <Empty>Nenhuma exibição registrada</Empty>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-700">
                  {plural(d.plays.total, 'exibição', 'exibições')} no total
                  {d.plays.lastPlayDay ? `, a última em ${formatDayBR(d.plays.lastPlayDay)}` : ''}.
                </p>
                <ul className="divide-y divide-slate-100">
                  {d.plays.byBuilding.map((p) => (
                    <li key={p.buildingName} className="flex justify-between py-2 text-sm">
                      <span className="text-slate-800">{p.buildingName}</span>
                      <span className="font-semibold text-slate-900">{formatInt(p.plays)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
