import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { VIDEO_EVENTS } from '../../../../domain/schemas/videos';
import { useEventStream } from '../../../lib/events';
import { useSession } from '../../../lib/session';
import { sindicoKeys } from '../api/keys';

/** A decision on one of the síndico's notice videos refreshes the dashboard at once. */
export function useSindicoEvents(): void {
  const { user } = useSession();
  const qc = useQueryClient();
  useEventStream(
    user ? [`user:${user.id}`] : [],
    {
      [VIDEO_EVENTS.decided]: (data) => {
        void qc.invalidateQueries({ queryKey: sindicoKeys.all });
        if (data.status === 'aprovado') toast.success('O vídeo do seu aviso foi aprovado!');
        else if (data.status === 'reprovado') toast.error(`O vídeo do seu aviso foi reprovado: ${String(data.reason ?? '')}`);
      },
    },
    Boolean(user),
  );
}
