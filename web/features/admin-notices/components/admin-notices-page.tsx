import { useState } from 'react';
import { toast } from 'sonner';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import { describeSchedule, localToday, noticeKindLabels, noticeStateLabels, type NoticeState } from '../../../../domain/notices';
import type { NoticeDto } from '../../../../domain/schemas/notices';
import { AdminPage } from '../../../components/layout/admin-page';
import { NoticeForm } from '../../../components/notices/notice-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useAdminNotices, useModerateDelete, useModerateNotice, useModeratePause, useNoticeBuildingOptions } from '../api/notices';

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

/** /admin/notices: every síndico notice, for moderation (admin and master; each change is audited). */
export function AdminNoticesPage() {
  const { data, isLoading, error } = useAdminNotices();
  const buildings = useNoticeBuildingOptions();
  const [editing, setEditing] = useState<NoticeDto | null>(null);
  const [removing, setRemoving] = useState<NoticeDto | null>(null);
  const save = useModerateNotice();
  const pause = useModeratePause();
  const remove = useModerateDelete();

  return (
    <AdminPage title="Avisos dos Síndicos" description="Todos os avisos publicados nas telas dos prédios. Alterações feitas aqui ficam no log de segurança.">
      {isLoading && (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
      {error && <ErrorBox>{messages.noticesLoadError}</ErrorBox>}
      {data && data.items.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">Nenhum aviso publicado.</p>}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((n) => (
            <li key={n.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={n.title}>
              <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-slate-900">{n.title}</h2>
                    <Badge tone={stateTone[n.state]}>{noticeStateLabels[n.state]}</Badge>
                    <Badge>{noticeKindLabels[n.kind]}</Badge>
                  </div>
                  {n.body && <p className="text-sm text-slate-600">{n.body}</p>}
                  <p className="text-xs text-slate-500">
                    {formatDay(n.startDate)} a {formatDay(n.endDate)} · {describeSchedule(n)} · {n.durationSeconds} s
                  </p>
                  <p className="text-xs text-slate-500">
                    {n.buildings.map((b) => b.name).join(', ')} · por {n.authorName ?? '—'} · atualizado em {formatDateTime(n.updatedAt)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(n)} disabled={!buildings.data}>
                    <Pencil className="h-4 w-4" aria-hidden />
                    Editar
                  </Button>
                  {n.state !== 'pending_approval' && n.state !== 'rejected' && n.state !== 'ended' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pause.isPending}
                      onClick={async () => {
                        try {
                          await pause.mutateAsync({ id: n.id, paused: !n.paused });
                          toast.success(n.paused ? messages.noticeResumed : messages.noticePaused);
                        } catch (err) {
                          toast.error(errorMessage(err, messages.noticeSaveError));
                        }
                      }}
                    >
                      {n.paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
                      {n.paused ? 'Retomar' : 'Pausar'}
                    </Button>
                  )}
                  <Button size="sm" variant="outline" className="text-red-700" onClick={() => setRemoving(n)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Remover
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title="Editar aviso (moderação)" className="max-w-5xl">
        {editing && buildings.data && (
          <NoticeForm
            key={editing.id}
            buildings={buildings.data}
            today={localToday()}
            initial={editing}
            existingVideoUrl={editing.videoId ? `/api/admin/videos/${editing.videoId}/file` : null}
            submitLabel="Salvar alterações"
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              try {
                await save.mutateAsync({ id: editing.id, body });
                toast.success(messages.noticeUpdated);
                setEditing(null);
              } catch (err) {
                throw new Error(errorMessage(err, messages.noticeSaveError));
              }
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={removing !== null}
        title="Remover aviso"
        description={messages.noticeDeleteConfirm}
        confirmLabel="Remover"
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success(messages.noticeDeleted);
            setRemoving(null);
          } catch (err) {
            toast.error(errorMessage(err, messages.noticeDeleteError));
          }
        }}
      >
        <p className="mb-4 text-sm font-semibold text-slate-800">{removing?.title}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
