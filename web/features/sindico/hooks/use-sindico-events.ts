import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { buildingNoticesChannel, NOTICES_CHANGED_EVENT } from '../../../../domain/notices';
import { VIDEO_EVENTS } from '../../../../domain/schemas/videos';
import { useEventStream } from '../../../lib/events';
import { useSession } from '../../../lib/session';
import { sindicoKeys } from '../api/keys';

/**
 * A decision on one of the síndico's notice videos, or a change to their buildings' notices (staff
 * moderation), refreshes the dashboard at once. The server opens only the channels of the
 * buildings they manage (the stream takes at most 10 channels: their own and 9 buildings).
 */
export function useSindicoEvents(buildingIds: readonly string[] = []): void {
  const { user } = useSession();
  const qc = useQueryClient();
  useEventStream(
    user ? [`user:${user.id}`, ...[...buildingIds].sort().slice(0, 9).map(buildingNoticesChannel)] : [],
    {
      [NOTICES_CHANGED_EVENT]: () => void qc.invalidateQueries({ queryKey: sindicoKeys.all }),
      [VIDEO_EVENTS.decided]: (data) => {
        void qc.invalidateQueries({ queryKey: sindicoKeys.all });
        if (data.status === 'aprovado') toast.success('O vídeo do seu aviso foi aprovado!');
        else if (data.status === 'reprovado') toast.error(`O vídeo do seu aviso foi reprovado: ${String(data.reason ?? '')}`);
      },
    },
    Boolean(user),
  );
}
