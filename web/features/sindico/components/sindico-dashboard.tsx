import { useState } from 'react';
import { toast } from 'sonner';
import { Building2, Clock, Image as ImageIcon, Megaphone, MonitorPlay, Plus, Video } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { NoticeKind } from '../../../../domain/notices';
import type { NoticeDto, SindicoBuilding } from '../../../../domain/schemas/notices';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { NoticeCard } from '../../../components/notices/notice-card';
import { NoticeDeleteDialog } from '../../../components/notices/notice-delete-dialog';
import { NoticeForm } from '../../../components/notices/notice-form';
import { WeekTimeline } from '../../../components/notices/week-timeline';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useSindicoDashboard } from '../api/get-dashboard';
import { useDeleteNotice, useSaveNotice, useSetNoticePaused } from '../api/save-notice';
import { uploadNoticeImage, uploadNoticeVideo } from '../api/upload-media';
import { useSindicoEvents } from '../hooks/use-sindico-events';

const statusLabels: Record<SindicoBuilding['status'], { label: string; tone: 'green' | 'yellow' | 'gray' }> = {
  active: { label: 'Ativo', tone: 'green' },
  maintenance: { label: 'Em Manutenção', tone: 'yellow' },
  inactive: { label: 'Inativo', tone: 'gray' },
};

const formatDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

type Editing = { notice: NoticeDto | null; kind: NoticeKind } | null;

/** /sindico/dashboard: welcome, buildings and their screens, quick buttons, notices and the week. */
export function SindicoDashboardPage() {
  const { data, isLoading, error, refetch } = useSindicoDashboard();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<NoticeDto | null>(null);
  const save = useSaveNotice();
  const pause = useSetNoticePaused();
  const remove = useDeleteNotice();
  useSindicoEvents(data?.buildings.map((b) => b.id));

  if (isLoading) {
    return (
      <div className="flex justify-center py-20">
        <title>Área do Síndico — Indexa</title>
        <Spinner />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="space-y-3">
        <title>Área do Síndico — Indexa</title>
        <h1 className="text-2xl font-bold text-slate-900">Área do Síndico</h1>
        <ErrorBox>{messages.noticesLoadError}</ErrorBox>
        <Button variant="outline" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const hasBuildings = data.buildings.length > 0;
  const current = data.notices.filter((n) => n.state !== 'ended');
  const ended = data.notices.filter((n) => n.state === 'ended');
  const open = (kind: NoticeKind, notice: NoticeDto | null = null) => setEditing({ kind, notice });

  async function togglePause(n: NoticeDto) {
    try {
      await pause.mutateAsync({ id: n.id, paused: !n.paused });
      toast.success(n.paused ? messages.noticeResumed : messages.noticePaused);
    } catch (err) {
      toast.error(errorMessage(err, messages.noticeSaveError));
    }
  }

  return (
    <div className="space-y-8">
      <title>Área do Síndico — Indexa</title>
      <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-ink-800 p-6 text-white sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">Área do Síndico</h1>
          <p className="mt-1 text-brand-100">
            Olá, <span className="font-semibold text-white">{data.name}</span>! Acompanhe as telas dos seus prédios e publique avisos.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap sm:[&>button]:flex-none">
          <Button variant="accent" onClick={() => open('text')} disabled={!hasBuildings}>
            <Plus className="h-4 w-4" aria-hidden />
            Novo Aviso
          </Button>
          <Button variant="light" onClick={() => open('video')} disabled={!hasBuildings}>
            <Video className="h-4 w-4" aria-hidden />
            Vídeo
          </Button>
          <Button variant="light" onClick={() => open('image')} disabled={!hasBuildings}>
            <ImageIcon className="h-4 w-4" aria-hidden />
            Imagem
          </Button>
        </div>
      </header>

      <section aria-labelledby="predios">
        <h2 id="predios" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
          <Building2 className="h-5 w-5 text-brand-600" aria-hidden />
          Seus prédios
        </h2>
        {!hasBuildings ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">{messages.sindicoNoBuildings}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {data.buildings.map((b) => (
              <article key={b.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={b.name}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{b.name}</h3>
                    <p className="text-sm text-slate-600">{b.address}</p>
                  </div>
                  <Badge tone={statusLabels[b.status].tone}>{statusLabels[b.status].label}</Badge>
                </div>
                <p className="mt-2 text-xs text-slate-500">Última atualização: {formatDateTime(b.updatedAt)}</p>
                {b.mandateEnd && <p className="text-xs text-slate-500">Mandato até {formatDay(b.mandateEnd)}</p>}
                <div className="mt-4 rounded-lg bg-slate-50 p-3" role="group" aria-label={`Status do painel — ${b.name}`}>
                  <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
                    <MonitorPlay className="h-4 w-4 text-brand-600" aria-hidden />
                    Status do painel
                  </p>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-500">Telas</dt>
                    <dd className="font-semibold text-slate-900">
                      {b.screensPaired > 0 ? `${b.screensPaired} pareada${b.screensPaired > 1 ? 's' : ''}` : `${b.screens} (nenhuma pareada)`}
                    </dd>
                    <dt className="text-slate-500">Online</dt>
                    <dd>
                      {b.screensPaired === 0 ? (
                        <span className="text-slate-500">—</span>
                      ) : (
                        <span className={b.screensOnline === b.screensPaired ? 'font-semibold text-emerald-700' : 'font-semibold text-amber-700'}>
                          {b.screensOnline} de {b.screensPaired} online
                        </span>
                      )}
                    </dd>
                    <dt className="text-slate-500">Exibindo agora</dt>
                    <dd className="truncate text-slate-700">{b.nowShowing ?? (b.screensOnline > 0 ? '—' : 'Tela desligada')}</dd>
                    <dt className="text-slate-500">Aviso no ar</dt>
                    <dd className="truncate text-slate-700">{b.currentNotice ?? 'Nenhum aviso'}</dd>
                    <dt className="text-slate-500">Avisos ativos</dt>
                    <dd className="font-semibold text-slate-900">{b.activeNotices}</dd>
                  </dl>
                </div>
              </article>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="avisos">
        <h2 id="avisos" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
          <Megaphone className="h-5 w-5 text-brand-600" aria-hidden />
          Avisos ativos e agendados
        </h2>
        {current.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            Nenhum aviso ativo ou agendado. Use 'Novo Aviso' para publicar o primeiro.
          </p>
        ) : (
          <ul className="space-y-3">
            {current.map((n) => (
              <NoticeCard key={n.id} notice={n} heading="h3" deleteLabel="Excluir" onEdit={() => open(n.kind, n)} onPause={() => void togglePause(n)} pauseBusy={pause.isPending} onDelete={() => setRemoving(n)} />
            ))}
          </ul>
        )}
        {ended.length > 0 && (
          <details className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-700">Encerrados ({ended.length})</summary>
            <ul className="mt-3 space-y-3">
              {ended.map((n) => (
                <NoticeCard key={n.id} notice={n} heading="h3" deleteLabel="Excluir" onEdit={() => open(n.kind, n)} onDelete={() => setRemoving(n)} />
              ))}
            </ul>
          </details>
        )}
      </section>

      <section aria-labelledby="semana" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="semana" className="mb-1 flex items-center gap-2 text-lg font-bold text-slate-900">
          <Clock className="h-5 w-5 text-brand-600" aria-hidden />
          Programação da semana
        </h2>
        <p className="mb-3 text-xs text-slate-500">Quando cada aviso aparece nos próximos 7 dias (horário de Foz do Iguaçu). Em cinza: pausado ou aguardando aprovação.</p>
        {current.length === 0 ? (
          <p className="text-sm text-slate-600">Nada programado.</p>
        ) : (
          <WeekTimeline
            today={data.today}
            notices={current.map((n) => ({ ...n, muted: n.state === 'paused' || n.state === 'pending_approval' || n.state === 'rejected' }))}
          />
        )}
      </section>

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.notice ? 'Editar aviso' : 'Novo aviso'}
        description="Veja como o aviso fica na tela do elevador antes de publicar."
        className="max-w-5xl"
      >
        {editing && (
          <NoticeForm
            key={editing.notice?.id ?? editing.kind}
            buildings={data.buildings}
            today={data.today}
            initial={editing.notice ?? undefined}
            initialKind={editing.kind}
            existingVideoUrl={editing.notice?.videoId ? `/api/sindico/videos/${editing.notice.videoId}/file` : null}
            uploadImage={uploadNoticeImage}
            uploadVideo={uploadNoticeVideo}
            submitLabel={editing.notice ? 'Salvar alterações' : 'Publicar aviso'}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              try {
                const saved = await save.mutateAsync({ id: editing.notice?.id ?? null, body });
                toast.success(editing.notice ? messages.noticeUpdated : messages.noticeCreated);
                if (saved.state === 'pending_approval') toast.info(messages.noticeVideoPending);
                setEditing(null);
              } catch (err) {
                throw new Error(errorMessage(err, messages.noticeSaveError));
              }
            }}
          />
        )}
      </Dialog>

      <NoticeDeleteDialog notice={removing} verb="Excluir" busy={remove.isPending} onClose={() => setRemoving(null)} onDelete={(id) => remove.mutateAsync(id)} />
    </div>
  );
}
