import type { NoticeInput, NoticeDto } from '../../domain/schemas/notices';
import type { AppDeps } from '../deps';
import type { AuditActor } from '../modules/identity/audit.service';
import { deleteNoticeVideo } from '../modules/media/media.service';
import {
  deleteNoticeImage,
  deleteNoticeRow,
  updateNotice,
  type NoticeScope,
  type NoticesDeps,
} from '../modules/notices/notices.service';
import { clock } from '../lib/clock';

type Deps = NoticesDeps & Pick<AppDeps, 'mailer' | 'config'>;

/**
 * A notice and what it shows leave together: the row first (in its transaction, audited), then
 * its image file or its notice video (row and file, media module). A crash between the two leaves
 * an unreferenced file or video, never a notice pointing at nothing.
 */
export async function removeNotice(deps: Deps, actor: AuditActor, scope: NoticeScope, id: string, now = clock.now()): Promise<void> {
  const row = await deleteNoticeRow(deps, actor, scope, id, now);
  await deleteNoticeImage(deps, row.imageKey);
  if (row.videoId) await deleteNoticeVideo(deps, actor, row.videoId);
}

/** An edit that swaps the image or the video drops the one it replaced. */
export async function editNotice(
  deps: Deps,
  actor: AuditActor,
  scope: NoticeScope,
  id: string,
  input: NoticeInput,
  now = clock.now(),
): Promise<NoticeDto> {
  const { notice, replaced } = await updateNotice(deps, actor, scope, id, input, now);
  await deleteNoticeImage(deps, replaced.imageKey);
  if (replaced.videoId) await deleteNoticeVideo(deps, actor, replaced.videoId);
  return notice;
}
