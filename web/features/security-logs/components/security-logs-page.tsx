import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../domain/messages';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { emptyFilters, type AuditFilters } from '../api/keys';
import { AuditFiltersBar } from './audit-filters';
import { AuditTable } from './audit-table';
import { plural } from '../../../../domain/text';

const keys = ['category', 'action', 'person', 'from', 'to', 'suspicious'] as const;

/** /admin/security-logs: the audit log, filtered and paginated on the server; filters live in the URL. */
export function SecurityLogsPage() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    ...emptyFilters,
    ...Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])),
    page: Math.max(1, Number(params.get('page')) || 1),
  } as AuditFilters;
  const [person, setPerson] = useState(filters.person);
  const log = useAuditLog(filters);

  const change = (patch: Partial<AuditFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const qs = new URLSearchParams();
    for (const k of keys) if (next[k]) qs.set(k, next[k]);
    if (next.page > 1) qs.set('page', String(next.page));
    setParams(qs, { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (person === filters.person) return;
    const id = setTimeout(() => change({ person: person.trim() }), 400);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounce on the typed text only
  }, [person]);

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminPage title="Logs de Segurança" description="Registro de auditoria: acessos, alterações e entradas suspeitas.">
      <AuditFiltersBar value={filters} person={person} onPerson={setPerson} onChange={change} />
      {log.isPending ? (
        <div className="flex justify-center py-16 text-brand-600"><Spinner /></div>
      ) : log.isError ? (
        <ErrorBox>{messages.auditLoadError}</ErrorBox>
      ) : data && data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">{messages.noAuditEntries}</p>
      ) : data ? (
        <>
          <AuditTable entries={data.entries} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>{plural(data.total, 'registro', 'registros')}</span>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => change({ page: filters.page - 1 })}>Anterior</Button>
              <span>Página {filters.page} de {pages}</span>
              <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => change({ page: filters.page + 1 })}>Próxima</Button>
            </div>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}
