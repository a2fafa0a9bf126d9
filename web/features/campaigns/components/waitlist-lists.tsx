import { BellRing } from 'lucide-react';
import { waitlistMessages } from '../../../../domain/waitlist';
import { plural } from '../../../../domain/text';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useWaitlist } from '../api/get-waitlist';

/**
 * The waitlists of full buildings (ADR 0051), on /admin/campaigns for those who may read them
 * (names and e-mails: admins): per building, in sign-up order, who waits and who was told when a
 * place freed (kept 30 days). Follows the page's building filter.
 */
export function WaitlistLists({ buildingId }: { buildingId: string }) {
  const q = useWaitlist(buildingId || undefined);
  return (
    <section aria-labelledby="waitlists-title" className="space-y-3">
      <div>
        <h2 id="waitlists-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <BellRing className="h-5 w-5 text-brand-600" aria-hidden /> Listas de espera
        </h2>
        <p className="text-sm text-slate-600">
          Quem pediu aviso de vaga na loja, por ordem de inscrição. Quando abre uma vaga, os primeiros são avisados por
          e-mail; 24 horas depois, se a vaga continua livre, os seguintes.
        </p>
      </div>
      {q.error && <ErrorBox>{errorMessage(q.error, waitlistMessages.waitlistLoadError)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {q.data &&
        (q.data.buildings.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-500">
            Ninguém na lista de espera{buildingId ? ' deste prédio' : ''}.
          </p>
        ) : (
          q.data.buildings.map((b) => (
            <article
              key={b.id}
              aria-label={`Lista de espera: ${b.name}`}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-4 py-3">
                <h3 className="font-semibold text-slate-900">{b.name}</h3>
                <span className="text-sm text-slate-600">
                  {plural(b.waiting, 'aguardando', 'aguardando')}
                  {b.entries.length > b.waiting
                    ? ` · ${plural(b.entries.length - b.waiting, 'avisado', 'avisados')}`
                    : ''}
                </span>
              </header>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                    <tr>
                      <th scope="col" className="px-4 py-2">
                        #
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Nome
                      </th>
                      <th scope="col" className="px-4 py-2">
                        E-mail
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Inscrição
                      </th>
                      <th scope="col" className="px-4 py-2">
                        Avisado em
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {b.entries.map((e, i) => (
                      <tr key={e.id} data-testid="waitlist-entry">
                        <td className="px-4 py-2 text-slate-500">{i + 1}</td>
                        <td className="px-4 py-2 text-slate-900">{e.name ?? '—'}</td>
                        <td className="px-4 py-2 text-slate-900">{e.email}</td>
                        <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatDateTime(e.createdAt)}</td>
                        <td className="whitespace-nowrap px-4 py-2 text-slate-700">
                          {e.notifiedAt ? formatDateTime(e.notifiedAt) : 'Aguardando'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </article>
          ))
        ))}
    </section>
  );
}
