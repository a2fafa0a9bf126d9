import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { formatCertificateCode, normalizeCertificateCode } from '../../../../domain/certificates';
import { formatDayBR } from '../../../../domain/finance';
import { outageDurationText } from '../../../../domain/signage';
import { formatPercent } from '../../../../domain/uptime';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatInt } from '../../../lib/format';
import { useCertificate } from '../api/get-certificate';

/**
 * /verificar and /verificar/CODE (ADR 0048): anyone holding a copy of a certificate of display
 * types its code and sees the totals the agency recorded when it was issued.
 */
export function VerifyPage({ code }: { code: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const cert = useCertificate(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const normalized = normalizeCertificateCode(typed);
    if (!normalized) return setProblem('Informe o código de 12 caracteres impresso no relatório (ex.: ABCD-EFGH-JKMN).');
    setProblem(null);
    navigate(`/verificar/${formatCertificateCode(normalized)}`);
  };
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <BadgeCheck className="h-7 w-7 text-brand-600" aria-hidden /> Verificar relatório de veiculação
      </h1>
      <p className="mt-1 text-slate-600">Confira se os números de uma cópia são os que a Indexa registrou quando a emitiu.</p>
      <form onSubmit={submit} className="mt-5 flex flex-wrap items-end gap-3" noValidate>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          Código de verificação
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 font-mono text-base tracking-wider uppercase"
            placeholder="ABCD-EFGH-JKMN"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <Button type="submit">Verificar</Button>
      </form>
      {problem && <p className="mt-2 text-sm text-red-700">{problem}</p>}
      {code && (
        <section className="mt-6" aria-live="polite">
          {cert.isPending ? (
            <Spinner className="text-brand-600" />
          ) : cert.isError ? (
            <ErrorBox>{cert.error.message}</ErrorBox>
          ) : (
            <CertificateTotalsView data={cert.data} />
          )}
        </section>
      )}
    </main>
  );
}

function CertificateTotalsView({ data }: { data: NonNullable<ReturnType<typeof useCertificate>['data']> }) {
  const t = data.totals;
  const d = t.delivery;
  const facts: Array<[string, string]> = [
    ['Código', data.code],
    ['Emitido em', formatDateTime(data.issuedAt)],
    ['Anunciante', t.advertiserName],
    ['Prédio', t.buildingName],
    ['Telas', t.screens.join(', ') || '—'],
    ['Período', `${formatDateTime(t.startsAt)} a ${formatDateTime(t.endsAt)}`],
    ['Contado até', formatDateTime(t.countedUntil)],
    ['Exibições entregues', `${formatInt(d.deliveredPlays)} de ${formatInt(d.expectedPlays)} previstas (${formatPercent(d.deliveredPercent)})`],
    ['Telas no ar', formatPercent(d.uptimePercent)],
    ['Tempo fora do ar', d.lostMs >= 60_000 ? outageDurationText(d.lostMs) : 'nenhum'],
    ['Compensações', t.makeGood ?? 'nenhuma'],
  ];
  return (
    <div className="rounded-xl border border-emerald-200 bg-white p-5 shadow-sm" data-testid="certificate-totals">
      <p className="mb-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
        Relatório encontrado. Os números abaixo são os registrados na emissão: uma cópia diferente foi alterada.
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-4 w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-700">Exibições por dia</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="py-1.5 font-medium">
              Dia
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Exibições
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Telas no ar
            </th>
          </tr>
        </thead>
        <tbody>
          {t.days.map((day) => (
            <tr key={day.day} className="border-b border-slate-100">
              <td className="py-1.5">{formatDayBR(day.day)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatInt(day.plays)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatPercent(day.uptimePercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
