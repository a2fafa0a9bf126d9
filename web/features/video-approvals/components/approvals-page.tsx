import { useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Clock, Eye, ThumbsDown, ThumbsUp, XCircle } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { AdminVideo } from '../../../../domain/schemas/videos';
import { MAX_REJECTION_REASON, videoStatusLabels, type VideoStatus } from '../../../../domain/videos';
import { AdminPage } from '../../../components/layout/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { VideoDialog } from '../../../components/ui/video-dialog';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useApprovals } from '../api/get-approvals';
import { useApprovalEvents } from '../hooks/use-approval-events';
import { useApproveVideo, useRejectVideo } from '../api/decide-video';

type Filter = VideoStatus | 'todos';
const filterOptions: Array<{ value: Filter; label: string }> = [
  { value: 'em_analise', label: 'Em Análise' },
  { value: 'aprovado', label: 'Aprovados' },
  { value: 'reprovado', label: 'Reprovados' },
  { value: 'todos', label: 'Todos' },
];
const tones: Record<VideoStatus, 'yellow' | 'green' | 'red'> = { em_analise: 'yellow', aprovado: 'green', reprovado: 'red' };

/** 'Motivo da Reprovação': a required reason, sent with 'Enviar Feedback'. */
function RejectDialog({ video, onClose }: { video: AdminVideo | null; onClose: () => void }) {
  const reject = useRejectVideo();
  return (
    <ReasonDialog
      open={Boolean(video)}
      onClose={onClose}
      title="Motivo da Reprovação"
      description={video ? `Vídeo: ${video.title}` : undefined}
      placeholder="Explique ao cliente o que precisa ser corrigido"
      maxLength={MAX_REJECTION_REASON}
      submitLabel="Enviar Feedback"
      texts={{ required: messages.videoRejectionReasonRequired, done: messages.videoRejected, failed: messages.videoRejectError }}
      onSubmit={(reason) => (video ? reject.mutateAsync({ id: video.id, reason }) : Promise.resolve())}
    />
  );
}

/** /admin/video-approvals (admin and master): counters, filter (em_analise first), view, approve, reject. */
export function VideoApprovalsPage() {
  const [filter, setFilter] = useState<Filter>('em_analise');
  const { data, isLoading, isError } = useApprovals(filter === 'todos' ? undefined : filter);
  // New uploads and others' decisions refresh the open queue by themselves.
  useApprovalEvents(true);
  const approve = useApproveVideo();
  const [viewing, setViewing] = useState<AdminVideo | null>(null);
  const [rejecting, setRejecting] = useState<AdminVideo | null>(null);

  async function onApprove(v: AdminVideo) {
    try {
      await approve.mutateAsync(v.id);
      toast.success(messages.videoApproved);
    } catch (err) {
      toast.error(errorMessage(err, messages.videoApproveError));
    }
  }

  const counters = [
    { label: 'Pendentes', value: data?.counts.em_analise, icon: Clock, tone: 'text-amber-600' },
    { label: 'Aprovados', value: data?.counts.aprovado, icon: CheckCircle2, tone: 'text-emerald-600' },
    { label: 'Reprovados', value: data?.counts.reprovado, icon: XCircle, tone: 'text-red-600' },
  ];

  return (
    <AdminPage title="Aprovação de Vídeos" description="Analise os vídeos enviados pelos clientes antes de irem aos painéis.">
      <div className="grid grid-cols-3 gap-3">
        {counters.map((c) => (
          <div key={c.label} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm min-[600px]:p-4">
            <c.icon className={`hidden h-8 w-8 min-[600px]:block ${c.tone}`} aria-hidden />
            <div>
              <p className="text-xs font-medium text-slate-500 min-[600px]:text-sm">{c.label}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid={`counter-${c.label}`}>
                {c.value ?? '–'}
              </p>
            </div>
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="approval-filter" className="text-sm font-medium text-slate-700">
          Status
        </label>
        <Select id="approval-filter" className="w-48" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {filterOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      {isLoading && <Spinner className="text-brand-600" />}
      {isError && <ErrorBox>{messages.videosLoadError}</ErrorBox>}
      {data && data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">{messages.noVideos}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="space-y-3" data-testid="approval-list">
          {data.items.map((v) => (
            <li key={v.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm min-[900px]:flex-row min-[900px]:items-center">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="truncate font-semibold text-slate-900">{v.title}</h2>
                  <Badge tone={tones[v.status]}>{videoStatusLabels[v.status]}</Badge>
                  {v.purpose === 'notice' && <Badge tone="brand">Aviso do síndico</Badge>}
                </div>
                <p className="text-sm text-slate-600">
                  {v.purpose === 'notice' ? 'Síndico' : 'Cliente'}: <span className="font-medium text-slate-800">{v.clientName}</span> ({v.clientEmail})
                </p>
                <p className="text-sm text-slate-600">
                  Prédio: {v.buildingName ?? 'Não especificado'} · Enviado em {formatDateTime(v.createdAt)} · {Math.round(v.durationMs / 1000)} s
                </p>
                {v.status === 'reprovado' && v.rejectionReason && (
                  <p className="text-sm text-red-700">
                    <strong>Motivo:</strong> {v.rejectionReason}
                  </p>
                )}
                {v.status === 'em_analise' && v.replaces && (
                  <p className="text-sm text-slate-600">
                    Ao aprovar, substitui no slot: <span className="font-medium text-slate-800">{v.replaces.title}</span>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setViewing(v)}>
                  <Eye className="h-4 w-4" aria-hidden />
                  Visualizar
                </Button>
                {v.status === 'em_analise' && (
                  <>
                    <Button size="sm" variant="accent" onClick={() => onApprove(v)} disabled={approve.isPending}>
                      <ThumbsUp className="h-4 w-4" aria-hidden />
                      Aprovar
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setRejecting(v)}>
                      <ThumbsDown className="h-4 w-4" aria-hidden />
                      Reprovar
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <VideoDialog src={viewing ? `/api/admin/videos/${viewing.id}/file` : null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} />
      <RejectDialog video={rejecting} onClose={() => setRejecting(null)} />
    </AdminPage>
  );
}
