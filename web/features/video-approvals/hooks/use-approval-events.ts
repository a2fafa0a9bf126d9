import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_EVENTS } from '../../../../domain/schemas/videos';
import { useEventStream } from '../../../lib/events';
import { approvalKeys } from '../api/keys';

/** Staff's `videos` channel: new uploads and decisions by others refresh the queue and the bell. */
export function useApprovalEvents(enabled: boolean): void {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: approvalKeys.all });
  useEventStream(['videos'], { [VIDEO_EVENTS.uploaded]: refresh, [VIDEO_EVENTS.decided]: refresh, [VIDEO_EVENTS.changed]: refresh }, enabled);
}
