import type { HistoryEntryDto } from '../../../../domain/schemas/history';
import { activitySentence, actorLabel, categoryLabels } from '../../../../domain/activity-labels';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

/** Each entry as a sentence: who did what, when, and the recorded details (plain text, never HTML). */
export function HistoryList({ entries }: { entries: HistoryEntryDto[] }) {
  return (
    <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="history-list">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-1 px-4 py-3 min-[769px]:flex-row min-[769px]:items-start min-[769px]:gap-4">
          <time dateTime={e.at} className="w-36 shrink-0 text-xs text-slate-600">
            {formatDateTime(e.at)}
          </time>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-900">
              <span className="font-semibold">{actorLabel(e.userEmail)}</span> {activitySentence(e.category, e.action)}
            </p>
            {e.details && <p className="break-words text-xs text-slate-600">{e.details}</p>}
          </div>
          <Badge tone="gray" className="self-start">
            {categoryLabels[e.category] ?? e.category}
          </Badge>
        </li>
      ))}
    </ol>
  );
}
