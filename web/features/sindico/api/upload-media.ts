import { Upload, type DetailedError } from 'tus-js-client';
import { messages } from '../../../../domain/messages';
import type { NoticeImageResponse } from '../../../../domain/schemas/notices';
import type { ClientVideo } from '../../../../domain/schemas/videos';
import { ApiError } from '../../../lib/api';

/** The notice image: multipart, checked and re-encoded by the server. */
export async function uploadNoticeImage(file: File): Promise<NoticeImageResponse> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/sindico/notice-images', { method: 'POST', body: form, credentials: 'same-origin' });
  const data = (await res.json().catch(() => ({}))) as NoticeImageResponse & { error?: { message?: string; code?: string } };
  if (!res.ok) throw new ApiError(res.status, data.error?.message ?? messages.photoUploadError, data.error?.code ?? 'error');
  return data;
}

function tusMessage(err: unknown): string {
  const body = (err as DetailedError | undefined)?.originalResponse?.getBody();
  if (body) {
    try {
      const msg = (JSON.parse(body) as { error?: { message?: string } }).error?.message;
      if (msg) return msg;
    } catch {
      /* not JSON */
    }
  }
  return messages.videoUploadError;
}

/** The notice video: resumable (tus) like the clients' videos; it then waits for approval. */
export function uploadNoticeVideo(args: { file: File; title: string; buildingId: string; onProgress: (p: number) => void }): Promise<ClientVideo> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(args.file, {
      endpoint: '/api/sindico/uploads',
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      metadata: { title: args.title, buildingId: args.buildingId, filename: args.file.name, filetype: args.file.type },
      onProgress: (sent, total) => args.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve((JSON.parse(lastResponse.getBody()) as { video: ClientVideo }).video);
        } catch {
          reject(new Error(messages.videoSaveError));
        }
      },
      onError: (err) => reject(new Error(tusMessage(err))),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
