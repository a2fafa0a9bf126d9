import { useState } from 'react';
import { History } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { formatDateTime } from '../../../lib/format';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletions } from '../api/get-contracts';

/** 'Histórico de exclusões': who deleted what and when (the delete confirmation points here). */
export function DeletionHistory() {
  const [open, setOpen] = useState(false);
  const list = useDeletions(open);
  return (
    <details className="rounded-xl border border-slate-200 bg-white px-4 py-3" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
        <History className="h-4 w-4" aria-hidden />
        Histórico de exclusões
      </summary>
      <div className="mt-3">
        {list.isError && <ErrorBox>{messages.txLoadError}</ErrorBox>}
        {open && list.isPending && <Spinner />}
        {list.data && list.data.length === 0 && <p className="text-sm text-slate-500">Nenhuma exclusão registrada.</p>}
        {list.data && list.data.length > 0 && (
          <ul className="divide-y divide-slate-100 text-sm">
            {list.data.map((d) => (
              <li key={d.id} className="py-2">
                <p className="text-slate-800">{d.summary}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(d.deletedAt)} · por {d.deletedByName ?? 'desconhecido'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
