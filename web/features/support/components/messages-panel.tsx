import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { contactStatuses, contactStatusFilterLabels, type ContactStatus } from '../../../../domain/support';
import type { ContactMessageDto } from '../../../../domain/schemas/support';
import { ErrorBox } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useDebounced } from '../../../lib/use-debounced';
import { cn } from '../../../lib/cn';
import { useArchiveMessage } from '../api/archive-message';
import { useContactMessages } from '../api/get-messages';
import { MessageCard } from './message-card';
import { ReplyDialog } from './reply-dialog';

/** Contact-form messages: new first by default, then answered or archived ones. */
export function MessagesPanel() {
  const [status, setStatus] = useState<ContactStatus | undefined>('new');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim(), 300);
  const [replying, setReplying] = useState<ContactMessageDto | null>(null);
  const list = useContactMessages({ status, q: search || undefined, page });
  const archive = useArchiveMessage();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filters: Array<{ value: ContactStatus | undefined; label: string; count?: number }> = [
    ...contactStatuses.map((s) => ({ value: s, label: contactStatusFilterLabels[s], count: data?.counts[s] })),
    { value: undefined, label: 'Todas' },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Filtrar por situação" className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={status === f.value}
              onClick={() => {
                setStatus(f.value);
                setPage(1);
              }}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset',
                status === f.value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {f.label}
              {f.count !== undefined ? ` (${f.count})` : ''}
            </button>
          ))}
        </div>
        <div className="sm:w-72">
          <label htmlFor="support-search" className="sr-only">
            Buscar mensagens
          </label>
          <Input
            id="support-search"
            type="search"
            placeholder="Buscar por nome, e-mail ou texto"
            value={q}
            maxLength={100}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {list.error && <ErrorBox>{errorMessage(list.error, messages.supportLoadError)}</ErrorBox>}
      {archive.error && <ErrorBox>{errorMessage(archive.error)}</ErrorBox>}
      {list.isPending && <Spinner className="text-brand-600" />}
      {data &&
        (data.rows.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-500">Nenhuma mensagem.</p>
        ) : (
          <div className="space-y-3">
            {data.rows.map((m) => (
              <MessageCard
                key={m.id}
                m={m}
                onReply={() => setReplying(m)}
                archiving={archive.isPending && archive.variables === m.id}
                onArchive={() => archive.mutate(m.id, { onSuccess: (r) => toast.success(r.message) })}
              />
            ))}
          </div>
        ))}
      <Pagination page={page} pages={pages} onPage={setPage} />
      <ReplyDialog contact={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
