import { Upload, type DetailedError } from 'tus-js-client';
import { messages } from '../../domain/messages';
import type { ClientVideo } from '../../domain/schemas/videos';

/** Pieces of 5 MB: a dropped connection costs at most one piece, and progress moves steadily. */
const CHUNK_BYTES = 5 * 1024 * 1024;

export interface RunningUpload {
  done: Promise<ClientVideo>;
  abort: () => void;
}

/** The pt-BR message of a refused upload (the server answers JSON in the tus error body). */
export function tusErrorMessage(err: unknown): string {
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
 * A resumable video upload (tus), shared by the clients' videos and the síndicos' notice videos.
 * The fingerprint of an unfinished upload is kept in the browser, so sending the same file again
 * continues where it stopped, even after a reload or a server restart. The server answers the
 * last piece with the saved video.
 */
export function startVideoUpload(args: {
  endpoint: string;
  file: File;
  metadata: Record<string, string>;
  onProgress: (percent: number) => void;
}): RunningUpload {
  let upload: Upload | undefined;
  const done = new Promise<ClientVideo>((resolve, reject) => {
    upload = new Upload(args.file, {
      endpoint: args.endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: args.file.name, filetype: args.file.type, ...args.metadata },
      onProgress: (sent, total) => args.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve((JSON.parse(lastResponse.getBody()) as { video: ClientVideo }).video);
        } catch {
          reject(new Error(messages.videoSaveError));
        }
      },
      onError: (err) => reject(new Error(tusErrorMessage(err))),
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
