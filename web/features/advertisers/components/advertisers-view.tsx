import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { ErrorBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Badge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/api';
import { formatCents, formatDate } from '../../../lib/format';
import { useAdvertisers } from '../api/get-advertisers';
import { formatDocument, formatPhone } from './format';
import { Pagination } from '../../../components/ui/pagination';
import { plural } from '../../../../domain/text';

/** /admin/advertisers: the clients, searchable, a page at a time; each opens its detail. */
export function AdvertisersView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useAdvertisers({ q: q || undefined, page });

  // The search runs a moment after typing stops, not on every key.
  useEffect(() => {
    if (text.trim() === q) return;
    const id = setTimeout(() => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }), 350);
    return () => clearTimeout(id);
  }, [text, q, setParams]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const detail = (id: string) => `/admin/advertisers/${id}${params.size ? `?${params}` : ''}`;
  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Anunciantes</h1>
        <p className="text-sm text-slate-600">Clientes com conta: reservas, pedidos, vídeos e exibições de cada um.</p>
      </div>
      <div className="relative max-w-xl">
        <label htmlFor="advertiser-search" className="sr-only">
          Buscar anunciante
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          id="advertiser-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Nome, e-mail, CPF/CNPJ ou telefone"
          className="pl-9"
          maxLength={100}
        />
      </div>
      {list.error && <ErrorBox>{errorMessage(list.error, messages.advertisersLoadError)}</ErrorBox>}
      {list.isPending && <Spinner className="text-brand-600" />}
      {data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'anunciante', 'anunciantes')}
          </p>
          {data.rows.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-slate-500">Nenhum anunciante encontrado.</p>
          ) : (
            <>
              <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                    <tr>
                      <th scope="col" className="px-4 py-3">Anunciante</th>
                      <th scope="col" className="px-4 py-3">CPF/CNPJ</th>
                      <th scope="col" className="px-4 py-3">Telefone</th>
                      <th scope="col" className="px-4 py-3 text-right">Pedidos</th>
                      <th scope="col" className="px-4 py-3 text-right">
                        <abbr title="Pedidos pagos menos estornos e contestações, como o financeiro lança" className="no-underline">Receita líquida</abbr>
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">No ar</th>
                      <th scope="col" className="px-4 py-3">Último pedido</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.rows.map((r) => (
                      <tr key={r.id} className="hover:bg-slate-50">
                        <td className="px-4 py-3">
                          <Link to={detail(r.id)} className="font-semibold text-brand-700 hover:underline">
                            {r.name}
                          </Link>
                          <p className="text-xs text-slate-600">{r.company ? `${r.company} · ${r.email}` : r.email}</p>
                        </td>
                        <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-700">{formatDocument(r.document)}</td>
                        <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatPhone(r.phone)}</td>
                        <td className="px-4 py-3 text-right text-slate-700">{r.ordersCount}</td>
                        <td className="px-4 py-3 text-right font-semibold text-slate-900" data-testid="advertiser-revenue">{formatCents(r.revenueCents)}</td>
                        <td className="px-4 py-3 text-right">
                          {r.liveBookings > 0 ? <Badge tone="green">{r.liveBookings}</Badge> : <span className="text-slate-500">0</span>}
                        </td>
                        <td className="px-4 py-3 text-slate-600">{r.lastOrderAt ? formatDate(r.lastOrderAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="space-y-3 md:hidden">
                {data.rows.map((r) => (
                  <li key={r.id}>
                    <Link to={detail(r.id)} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                      <span className="flex items-center justify-between gap-2">
                        <span className="font-semibold text-brand-700">{r.name}</span>
                        {r.liveBookings > 0 && <Badge tone="green">{r.liveBookings} no ar</Badge>}
                      </span>
                      <span className="mt-1 block break-all text-xs text-slate-600">{r.email}</span>
                      <span className="mt-2 flex justify-between text-sm text-slate-700">
                        <span>
                          {plural(r.ordersCount, 'pedido', 'pedidos')}
                        </span>
                        <span className="font-semibold text-slate-900">
                          <span className="sr-only">Receita líquida: </span>
                          {formatCents(r.revenueCents)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Pagination page={page} pages={pages} onPage={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })} />
        </>
      )}
    </div>
  );
}
