import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { dayOf } from '../../../../domain/time';
import type { NoticeDto } from '../../../../domain/schemas/notices';
import { AdminPage } from '../../../components/layout/admin-page';
import { NoticeCard } from '../../../components/notices/notice-card';
import { NoticeDeleteDialog } from '../../../components/notices/notice-delete-dialog';
import { NoticeForm } from '../../../components/notices/notice-form';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useAdminNotices, useModerateDelete, useModerateNotice, useModeratePause, useNoticeBuildingOptions } from '../api/notices';


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
            <NoticeCard
              key={n.id}
              notice={n}
              heading="h2"
              byline={` · por ${n.authorName ?? '—'} · atualizado em ${formatDateTime(n.updatedAt)}`}
              deleteLabel="Remover"
              onEdit={() => setEditing(n)}
              editDisabled={!buildings.data}
              pauseBusy={pause.isPending}
              onPause={async () => {
                try {
                  await pause.mutateAsync({ id: n.id, paused: !n.paused });
                  toast.success(n.paused ? messages.noticeResumed : messages.noticePaused);
                } catch (err) {
                  toast.error(errorMessage(err, messages.noticeSaveError));
                }
              }}
              onDelete={() => setRemoving(n)}
            />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} title="Editar aviso (moderação)" className="max-w-5xl">
        {editing && buildings.data && (
          <NoticeForm
            key={editing.id}
            buildings={buildings.data}
            today={dayOf(new Date())}
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

      <NoticeDeleteDialog notice={removing} verb="Remover" busy={remove.isPending} onClose={() => setRemoving(null)} onDelete={(id) => remove.mutateAsync(id)} />
    </AdminPage>
  );
}
