import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { VIDEO_EVENTS } from '../../../../domain/schemas/videos';
import { useEventStream } from '../../../lib/events';
import { useSession } from '../../../lib/session';
import { clientVideoKeys } from '../api/keys';

/**
 * The client's own event channel: a decision on one of their videos (or a change to a slot made
 * in another tab) refreshes every client-area query, so an open dashboard shows it without reload;
 * the bell opened elsewhere re-reads the unseen count.
 */
export function useClientEvents(): void {
  const { user } = useSession();
  const qc = useQueryClient();
  useEventStream(
    user ? [`user:${user.id}`] : [],
    {
      [VIDEO_EVENTS.decided]: (data) => {
        void qc.invalidateQueries({ queryKey: clientVideoKeys.all });
        const text = typeof data.text === 'string' ? data.text : '';
        if (text) (data.status === 'aprovado' ? toast.success : toast.error)(text);
      },
      [VIDEO_EVENTS.changed]: () => void qc.invalidateQueries({ queryKey: clientVideoKeys.all }),
      // The bell was opened in another browser or tab of the same account: re-read the count.
      [VIDEO_EVENTS.notificationsSeen]: () => void qc.invalidateQueries({ queryKey: clientVideoKeys.dashboard() }),
    },
    Boolean(user),
  );
}
