import { Link } from 'react-router';
import { Film } from 'lucide-react';
import { can } from '../../../../domain/permissions';
import { useSession } from '../../../lib/session';
import { usePendingCount } from '../api/get-pending-count';
import { useApprovalEvents } from '../hooks/use-approval-events';

/** Bell content and count for the admin top bar: videos waiting for analysis (admin and master). */
export function usePendingVideosBadge(): number {
  const { user } = useSession();
  const allowed = can(user?.role, 'approve:video');
  useApprovalEvents(allowed);
  return usePendingCount(allowed).data?.pending ?? 0;
}

export function PendingVideosNotice({ pending }: { pending: number }) {
  if (pending <= 0) return <p>Nenhuma notificação no momento.</p>;
  return (
    <Link to="/admin/video-approvals" className="flex items-center gap-2 rounded-lg bg-amber-50 p-2 font-medium text-amber-900 hover:bg-amber-100">
      <Film className="h-4 w-4" aria-hidden />
      {pending === 1 ? '1 vídeo aguardando aprovação' : `${pending} vídeos aguardando aprovação`}
    </Link>
  );
}
