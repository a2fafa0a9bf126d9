import { messages } from '../../../../domain/messages';
import type { NoticeImageResponse } from '../../../../domain/schemas/notices';
import type { ClientVideo } from '../../../../domain/schemas/videos';
import { ApiError } from '../../../lib/api';
import { startVideoUpload } from '../../../lib/tus-upload';

/** The notice image: multipart, checked and re-encoded by the server. */
export async function uploadNoticeImage(file: File): Promise<NoticeImageResponse> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/sindico/notice-images', { method: 'POST', body: form, credentials: 'same-origin' });
  const data = (await res.json().catch(() => ({}))) as NoticeImageResponse & { error?: { message?: string; code?: string } };
  if (!res.ok) throw new ApiError(res.status, data.error?.message ?? messages.photoUploadError, data.error?.code ?? 'error');
  return data;
}

/** The notice video: resumable (tus) like the clients' videos; it then waits for approval. */
export function uploadNoticeVideo(args: { file: File; title: string; buildingId: string; onProgress: (p: number) => void }): Promise<ClientVideo> {
  return startVideoUpload({
    endpoint: '/api/sindico/uploads',
    file: args.file,
    metadata: { title: args.title, buildingId: args.buildingId },
    onProgress: args.onProgress,
  }).done;
}
