import { useState } from 'react';
import { Download } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { buttonVariants } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useDebounced } from '../../../lib/use-debounced';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api/get-subscribers';
import { plural } from '../../../../domain/text';

/** Newsletter subscribers and their CSV (opens in a pt-BR spreadsheet). */
export function SubscribersPanel() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim(), 300);
  const list = useSubscribers({ q: search || undefined, page });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor="subscriber-search" className="sr-only">
            Buscar inscritos
          </label>
          <Input
            id="subscriber-search"
            type="search"
            placeholder="Buscar e-mail"
            value={q}
            maxLength={100}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <a href={SUBSCRIBERS_CSV_URL} download className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}>
          <Download className="h-4 w-4" aria-hidden /> Exportar CSV
        </a>
      </div>
      {list.error && <ErrorBox>{errorMessage(list.error, messages.supportLoadError)}</ErrorBox>}
      {list.isPending && <Spinner className="text-brand-600" />}
      {data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'inscrito', 'inscritos')}
          </p>
          {data.rows.length > 0 && (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {data.rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span className="break-all font-medium text-slate-900">{r.email}</span>
                  <span className="text-slate-600">{formatDateTime(r.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Pagination page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
