import { toast } from 'sonner';
import { messages } from '../../../domain/messages';
import type { NoticeDto } from '../../../domain/schemas/notices';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Asks before a notice leaves the screens, then says how it went (síndico 'Excluir', staff 'Remover'). */
export function NoticeDeleteDialog({
  notice,
  verb,
  busy,
  onClose,
  onDelete,
}: {
  notice: NoticeDto | null;
  verb: 'Excluir' | 'Remover';
  busy: boolean;
  onClose: () => void;
  onDelete: (id: string) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={notice !== null}
      title={`${verb} aviso`}
      description={messages.noticeDeleteConfirm}
      confirmLabel={verb}
      danger
      busy={busy}
      onClose={onClose}
      onConfirm={async () => {
        if (!notice) return;
        try {
          await onDelete(notice.id);
          toast.success(messages.noticeDeleted);
          onClose();
        } catch (err) {
          toast.error(errorMessage(err, messages.noticeDeleteError));
        }
      }}
    >
      <p className="mb-4 text-sm font-semibold text-slate-800">{notice?.title}</p>
    </ConfirmDialog>
  );
}
