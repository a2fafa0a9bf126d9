import { AlertTriangle } from 'lucide-react';
import type { AuditEntryDto } from '../../../../domain/schemas/audit';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { activitySentence, categoryLabels, referencedIds, withShortReferences } from '../labels';

/**
 * Entries as plain text: React escapes every value, so a logged '<script>' shows as text and never
 * runs (no raw HTML anywhere on this screen).
 */
export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {entries.map((e) => (
        <li key={e.id} className={e.suspicious ? 'bg-red-50/60' : undefined}>
          <details className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none flex-col gap-1 min-[769px]:flex-row min-[769px]:items-center min-[769px]:gap-4">
              <time dateTime={e.at} className="w-36 shrink-0 text-xs text-slate-500">{formatDateTime(e.at)}</time>
              <span className="flex shrink-0 flex-wrap items-center gap-1.5 min-[769px]:w-64">
                <Badge tone="gray">{categoryLabels[e.category] ?? e.category}</Badge>
                <Badge tone={e.action.endsWith('error') || e.action.includes('failed') ? 'red' : 'brand'}>{activitySentence(e.category, e.action)}</Badge>
                {e.suspicious && (
                  <Badge tone="red">
                    <AlertTriangle className="mr-1 h-3 w-3" aria-hidden /> Suspeito
                  </Badge>
                )}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{withShortReferences(e.details)}</span>
              <span className="shrink-0 truncate text-xs text-slate-500 min-[769px]:w-52 min-[769px]:text-right">{e.userEmail ?? 'anônimo'}</span>
            </summary>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-700 min-[769px]:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Detalhes</dt>
              <dd className="whitespace-pre-wrap break-words">{withShortReferences(e.details) || '—'}</dd>
              {referencedIds(e.details).length > 0 && (
                <>
                  <dt className="font-semibold">Identificadores</dt>
                  <dd className="break-all font-mono">{referencedIds(e.details).join(' · ')}</dd>
                </>
              )}
              <dt className="font-semibold">Ação</dt>
              <dd>{e.action}</dd>
              <dt className="font-semibold">IP</dt>
              <dd>{e.ip ?? '—'}</dd>
              <dt className="font-semibold">Navegador</dt>
              <dd className="break-words">{e.userAgent ?? '—'}</dd>
              <dt className="font-semibold">Metadados</dt>
              <dd>
                <pre className="whitespace-pre-wrap break-all font-mono">{e.metadata ? JSON.stringify(e.metadata, null, 2) : '—'}</pre>
              </dd>
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}
