import { Link } from 'react-router';
import { Download, MonitorPlay, RefreshCw } from 'lucide-react';
import { makeGoodLineText } from '../../../../domain/make-goods';
import { endsInText, renewalPath } from '../../../../domain/renewals';
import { buttonVariants } from '../../../components/ui/button';
import { messages } from '../../../../domain/messages';
import { formatDate, formatInt } from '../../../lib/format';
import { DeliverySummary } from '../../../components/delivery/delivery-summary';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { CLIENT_PLAYS_CSV, useClientPlays } from '../api/get-client-plays';

function PlaysTable({ caption, rows }: { caption: string; rows: { key: string; name: string; sub?: string; today: number; last7: number; last30: number }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-700">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-500">
          <th className="py-2 font-medium" scope="col">
            {caption === 'Por vídeo' ? 'Vídeo' : 'Prédio'}
          </th>
          <th className="py-2 text-right font-medium" scope="col">
            Hoje
          </th>
          <th className="py-2 text-right font-medium" scope="col">
            7 dias
          </th>
          <th className="py-2 text-right font-medium" scope="col">
            30 dias
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-slate-100">
            <td className="py-2 pr-2">
              <p className="font-medium text-slate-800">{r.name}</p>
              {r.sub && <p className="text-xs text-slate-500">{r.sub}</p>}
            </td>
            <td className="py-2 text-right tabular-nums">{formatInt(r.today)}</td>
            <td className="py-2 text-right tabular-nums">{formatInt(r.last7)}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{formatInt(r.last30)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The client's proof of play: how many times each video played on the screens (today, 7, 30 days). */
export function ClientPlaysCard() {
  const plays = useClientPlays();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="exibicoes">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="exibicoes" className="flex items-center gap-2 font-semibold text-slate-900">
          <MonitorPlay className="h-5 w-5 text-brand-600" aria-hidden />
          Exibições nos painéis
        </h2>
        <a href={CLIENT_PLAYS_CSV} download className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50">
          <Download className="h-4 w-4" aria-hidden /> Baixar CSV (30 dias)
        </a>
      </div>
      {plays.isSuccess && plays.data.bookings.length > 0 && (
        <ul className="mb-4 divide-y divide-slate-100 rounded-lg border border-slate-200 px-3" aria-label="Entrega por reserva">
          {plays.data.bookings.map((b) => (
            <li key={b.bookingId} className="py-2.5 text-sm">
              <p className="font-medium text-slate-800">
                {b.buildingName}{' '}
                <span className="font-normal text-slate-500">
                  · {formatDate(b.startsAt)} a {formatDate(b.endsAt)}
                  {b.live ? ' · No ar' : ' · Encerrada'}
                </span>
              </p>
              <DeliverySummary delivery={b.delivery} certificateUrl={`/api/client/bookings/${b.bookingId}/certificate`} />
              {b.makeGood && (
                <p className="mt-1 text-xs font-medium text-emerald-700" data-testid="booking-make-good">
                  {makeGoodLineText(b.makeGood)}
                  {b.makeGood.outcome === 'extended' ? ' pelo tempo em que a tela ficou fora do ar' : ''}
                </p>
              )}
              {b.renewedUntil && (
                <p className="mt-1 text-xs font-medium text-brand-700" data-testid="booking-renewed">
                  Renovada até {formatDate(new Date(Date.parse(b.renewedUntil) - 1))}, com o mesmo vídeo
                </p>
              )}
              {b.renewOrderId && (
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={renewalPath(b.renewOrderId, b.bookingId)}
                    className={buttonVariants({ variant: 'primary', size: 'sm' })}
                    aria-label={`Renovar ${b.buildingName}`}
                  >
                    <RefreshCw className="h-4 w-4" aria-hidden /> Renovar
                  </Link>
                  <span className="text-xs text-slate-600">
                    {b.renewDaysLeft !== null ? `${capitalize(endsInText(b.renewDaysLeft))}` : 'Termina em breve'}: renove para continuar no dia
                    seguinte, com o mesmo vídeo.
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {plays.isPending ? (
        <Spinner className="text-brand-600" />
      ) : plays.isError ? (
        <ErrorBox>{messages.playsLoadError}</ErrorBox>
      ) : plays.data.videos.length === 0 ? (
        <p className="text-sm text-slate-500">{messages.noPlays}. As exibições aparecem aqui quando os painéis mostram seus vídeos.</p>
      ) : (
        <div className="grid gap-6 min-[900px]:grid-cols-2">
          <PlaysTable caption="Por vídeo" rows={plays.data.videos.map((v) => ({ key: v.videoId, name: v.title, sub: v.buildingName, ...v }))} />
          <PlaysTable caption="Por prédio" rows={plays.data.buildings.map((b) => ({ key: b.buildingId, name: b.buildingName, ...b }))} />
        </div>
      )}
    </section>
  );
}
