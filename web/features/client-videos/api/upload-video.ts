import { Upload, type DetailedError } from 'tus-js-client';
import { messages } from '../../../../domain/messages';
import type { ClientVideo } from '../../../../domain/schemas/videos';

export const UPLOAD_ENDPOINT = '/api/client/uploads';
/** Pieces of 5 MB: a dropped connection costs at most one piece, and progress moves steadily. */
const CHUNK_BYTES = 5 * 1024 * 1024;

export interface UploadArgs {
  file: File;
  title: string;
  buildingId: string;
  resendOf?: string;
  onProgress: (percent: number) => void;
}

export interface RunningUpload {
  done: Promise<ClientVideo>;
  abort: () => void;
}

/** The pt-BR message of a refused upload (the server answers JSON in the tus error body). */
export function uploadErrorMessage(err: unknown): string {
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

/**
 * Resumable upload (tus). The fingerprint of an unfinished upload is kept in the browser, so
 * sending the same file again continues where it stopped, even after a reload or a server restart.
 */
export function startUpload({ file, title, buildingId, resendOf, onProgress }: UploadArgs): RunningUpload {
  let upload: Upload | undefined;
  const done = new Promise<ClientVideo>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      metadata: {
        title,
        buildingId,
        filename: file.name,
        filetype: file.type,
        ...(resendOf ? { resendOf } : {}),
      },
      onProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve((JSON.parse(lastResponse.getBody()) as { video: ClientVideo }).video);
        } catch {
          reject(new Error(messages.videoSaveError));
        }
      },
      onError: (err) => reject(new Error(uploadErrorMessage(err))),
    });
    const u = upload;
    void u.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last) u.resumeFromPreviousUpload(last);
      u.start();
    });
  });
  return { done, abort: () => void upload?.abort() };
}
