import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../domain/messages';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useHistory } from '../api/get-history';
import { emptyHistoryFilters, historyFilterKeys, type HistoryFilters } from '../api/keys';
import { HistoryFiltersBar } from './history-filters';
import { HistoryList } from './history-list';
import { plural } from '../../../../domain/text';

const filtersOf = (params: URLSearchParams): HistoryFilters => ({
  ...emptyHistoryFilters,
  ...Object.fromEntries(historyFilterKeys.map((k) => [k, params.get(k) ?? ''])),
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** /admin/history: what people (and the system) did, in plain pt-BR, paginated on the server; filters live in the URL. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [person, setPerson] = useState(filters.person);
  const history = useHistory(filters);

  const change = (patch: Partial<HistoryFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const qs = new URLSearchParams();
    for (const k of historyFilterKeys) if (next[k]) qs.set(k, next[k]);
    if (next.page > 1) qs.set('page', String(next.page));
    setParams(qs, { replace: true });
  };
  // The debounced person goes through the latest `change`, so a kind picked meanwhile stays.
  const latestChange = useRef(change);
  latestChange.current = change;

  useEffect(() => {
    if (person === filters.person) return;
    const id = setTimeout(() => latestChange.current({ person: person.trim() }), 400);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounce on the typed text only
  }, [person]);

  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminPage title="Histórico" description="O que foi feito na plataforma, por quem e quando.">
      <HistoryFiltersBar value={filters} person={person} onPerson={setPerson} onChange={change} />
      {history.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : history.isError ? (
        <ErrorBox>{errorMessage(history.error, messages.historyLoadError)}</ErrorBox>
      ) : data && data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">{messages.noHistory}</p>
      ) : data ? (
        <>
          <HistoryList entries={data.entries} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>
              {plural(data.total, 'atividade', 'atividades')}
            </span>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => change({ page: filters.page - 1 })}>
                Anterior
              </Button>
              <span>
                Página {filters.page} de {pages}
              </span>
              <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => change({ page: filters.page + 1 })}>
                Próxima
              </Button>
            </div>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}
