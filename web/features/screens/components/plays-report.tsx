import { useState } from 'react';
import { Download } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { lastDays } from '../../../../domain/signage';
import { formatDate, formatInt } from '../../../lib/format';
import { ErrorBox } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { campaignCsvUrl, usePlaysReport } from '../api/get-plays-report';

const periods = [
  { days: 1, label: 'Hoje' },
  { days: 7, label: 'Últimos 7 dias' },
  { days: 30, label: 'Últimos 30 dias' },
] as const;

/** Proof of play: plays per building and per advertiser, with each advertiser's CSV. */
export function PlaysReport() {
  const [days, setDays] = useState<number>(30);
  const { from, to } = lastDays(new Date(), days);
  const report = usePlaysReport(from, to);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="plays-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="plays-title" className="text-lg font-bold text-slate-900">
            Exibições (prova de exibição)
          </h2>
          <p className="text-sm text-slate-500">
            De {formatDate(`${from}T12:00:00Z`)} a {formatDate(`${to}T12:00:00Z`)}, contadas pelas telas.
          </p>
        </div>
        <label className="text-sm text-slate-600">
          <span className="sr-only">Período</span>
          <Select value={days} onChange={(e) => setDays(Number(e.target.value))} className="w-48">
            {periods.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <ErrorBox>{messages.playsLoadError}</ErrorBox>
      ) : (
        <div className="grid gap-6 min-[1024px]:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-700">Por prédio</h3>
            {report.data.byBuilding.length === 0 ? (
              <p className="text-sm text-slate-500">{messages.noPlays}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-slate-500">
                    <th className="py-2 font-medium">Prédio</th>
                    <th className="py-2 text-right font-medium">Telas</th>
                    <th className="py-2 text-right font-medium">Exibições</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.byBuilding.map((b) => (
                    <tr key={b.buildingId} className="border-b border-slate-100">
                      <td className="py-2 text-slate-800">{b.buildingName}</td>
                      <td className="py-2 text-right tabular-nums">{formatInt(b.screens)}</td>
                      <td className="py-2 text-right font-semibold tabular-nums">{formatInt(b.plays)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-700">Por anunciante</h3>
            {report.data.byAdvertiser.length === 0 ? (
              <p className="text-sm text-slate-500">{messages.noPlays}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-slate-500">
                    <th className="py-2 font-medium">Anunciante</th>
                    <th className="py-2 text-right font-medium">Exibições</th>
                    <th className="py-2 text-right font-medium">
                      <span className="sr-only">CSV</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.byAdvertiser.map((a) => (
                    <tr key={a.userId} className="border-b border-slate-100">
                      <td className="py-2">
                        <p className="text-slate-800">{a.name}</p>
                        <p className="text-xs break-all text-slate-500">{a.email}</p>
                      </td>
                      <td className="py-2 text-right font-semibold tabular-nums">{formatInt(a.plays)}</td>
                      <td className="py-2 pl-2 text-right">
                        <a
                          href={campaignCsvUrl(a.userId, from, to)}
                          download
                          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50"
                          aria-label={`Exportar CSV de ${a.name}`}
                        >
                          <Download className="h-4 w-4" aria-hidden /> CSV
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
