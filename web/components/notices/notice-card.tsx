import type { ReactNode } from 'react';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { describeSchedule, noticeKindLabels, noticeStateLabels, type NoticeState } from '../../../domain/notices';
import type { NoticeDto } from '../../../domain/schemas/notices';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

const stateTone: Record<NoticeState, 'green' | 'yellow' | 'red' | 'gray' | 'brand'> = {
  running: 'green',
  waiting: 'brand',
  scheduled: 'brand',
  paused: 'gray',
  pending_approval: 'yellow',
  rejected: 'red',
  ended: 'gray',
};
const formatDay = (day: string) => day.split('-').reverse().join('/');

/** A notice that can still be paused or resumed (one waiting for approval, refused or over cannot). */
const pausable = (n: NoticeDto) => n.state !== 'pending_approval' && n.state !== 'rejected' && n.state !== 'ended';

/**
 * One notice in a list: the síndico's own (Área do Síndico) and every síndico's in staff moderation
 * (/admin/notices) are the same card; staff add who wrote it and call deleting 'Remover'.
 */
export function NoticeCard({
  notice: n,
  heading: Heading,
  byline,
  deleteLabel,
  onEdit,
  editDisabled = false,
  onPause,
  pauseBusy = false,
  onDelete,
}: {
  notice: NoticeDto;
  heading: 'h2' | 'h3';
  byline?: ReactNode;
  deleteLabel: 'Excluir' | 'Remover';
  onEdit: () => void;
  editDisabled?: boolean;
  /** Absent where pausing makes no sense (an ended notice). */
  onPause?: () => void;
  pauseBusy?: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={n.title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="font-semibold text-slate-900">{n.title}</Heading>
            <Badge tone={stateTone[n.state]}>{noticeStateLabels[n.state]}</Badge>
            <Badge>{noticeKindLabels[n.kind]}</Badge>
          </div>
          {n.body && <p className="line-clamp-3 text-sm text-slate-600">{n.body}</p>}
          {n.state === 'rejected' && n.videoRejectionReason && <p className="text-sm text-red-700">Motivo: {n.videoRejectionReason}</p>}
          <p className="text-xs text-slate-500">
            {formatDay(n.startDate)} a {formatDay(n.endDate)} · {describeSchedule(n)} · {n.durationSeconds} s por exibição
          </p>
          <p className="text-xs text-slate-500">
            {n.buildings.map((b) => b.name).join(', ')}
            {byline}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} disabled={editDisabled} aria-label={`Editar ${n.title}`}>
            <Pencil className="h-4 w-4" aria-hidden />
            Editar
          </Button>
          {onPause && pausable(n) && (
            <Button size="sm" variant="outline" onClick={onPause} disabled={pauseBusy} aria-label={`${n.paused ? 'Retomar' : 'Pausar'} ${n.title}`}>
              {n.paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
              {n.paused ? 'Retomar' : 'Pausar'}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`${deleteLabel} ${n.title}`} className="text-red-700">
            <Trash2 className="h-4 w-4" aria-hidden />
            {deleteLabel}
          </Button>
        </div>
      </div>
    </li>
  );
}
