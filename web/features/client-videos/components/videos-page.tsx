import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Eye, RotateCcw, Trash2 } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { ClientVideo } from '../../../../domain/schemas/videos';
import { videoFilters, type VideoFilter } from '../../../../domain/videos';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { VideoDialog } from '../../../components/ui/video-dialog';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos } from '../api/get-videos';
import { clientFileUrl, PageTitle, VideoStatusBadge } from './parts';
import type { UploadNavState } from './upload-page';

/** /clientes/videos: filters, newest first, view, 'Reenviar' (rejected only) and delete. */
export function ClientVideosPage() {
  const [filter, setFilter] = useState<VideoFilter>('todos');
  const { data, isLoading, isError } = useVideos(filter === 'todos' ? undefined : filter);
  const [viewing, setViewing] = useState<ClientVideo | null>(null);
  const [deleting, setDeleting] = useState<ClientVideo | null>(null);
  const del = useDeleteVideo();
  const navigate = useNavigate();

  function resend(v: ClientVideo) {
    const state: UploadNavState = { buildingId: v.buildingId ?? undefined, resendOf: v.id, title: v.title };
    void navigate('/clientes/upload', { state });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      toast.success(messages.videoDeleted);
      setDeleting(null);
    } catch (err) {
      toast.error(errorMessage(err, messages.videoDeleteError));
    }
  }

  return (
    <>
      <PageTitle title="Meus Vídeos" description="Acompanhe o status dos vídeos enviados." />
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Filtrar por status">
        {videoFilters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
              filter === f.value ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      {isLoading && <Spinner className="text-brand-600" />}
      {isError && <ErrorBox>{messages.videosLoadError}</ErrorBox>}
      {data && data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">{messages.noVideos}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="space-y-3" data-testid="client-video-list">
          {data.items.map((v) => (
            <li key={v.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm min-[700px]:flex-row min-[700px]:items-center">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="truncate font-semibold text-slate-900">{v.title}</h2>
                  <VideoStatusBadge status={v.status} />
                  {v.activeBookingId && <span className="text-xs font-medium text-brand-700">Ativo em um slot</span>}
                </div>
                <p className="text-sm text-slate-600">
                  Prédio: {v.buildingName ?? 'Não especificado'} · Enviado em {formatDate(v.createdAt)}
                </p>
                {v.status === 'reprovado' && v.rejectionReason && (
                  <p className="text-sm text-red-700">
                    <strong>Motivo da reprovação:</strong> {v.rejectionReason}
                  </p>
                )}
                {v.status === 'em_analise' && v.replaces && (
                  <p className="text-sm text-slate-600">Quando aprovado, substitui &quot;{v.replaces.title}&quot; no slot.</p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setViewing(v)}>
                  <Eye className="h-4 w-4" aria-hidden />
                  Visualizar
                </Button>
                {v.status === 'reprovado' && (
                  <Button variant="outline" size="sm" onClick={() => resend(v)}>
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    Reenviar
                  </Button>
                )}
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(v)} aria-label={`Excluir ${v.title}`}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Excluir
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <VideoDialog src={viewing ? clientFileUrl(viewing.id) : null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} />
      <Dialog open={Boolean(deleting)} onOpenChange={(o) => !o && setDeleting(null)} title="Confirmar Exclusão">
        <p className="text-sm text-slate-700">
          Tem certeza que deseja excluir o vídeo <strong>{deleting?.title}</strong>? Esta ação não pode ser desfeita
          {deleting?.activeBookingId ? ' e o slot em que ele está ativo ficará livre' : ''}.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={del.isPending}>
            {del.isPending && <Spinner />}
            Excluir
          </Button>
        </div>
      </Dialog>
    </>
  );
}
