import { startVideoUpload, type RunningUpload } from '../../../lib/tus-upload';

export type { RunningUpload };
export const UPLOAD_ENDPOINT = '/api/client/uploads';

export interface UploadArgs {
  file: File;
  title: string;
  buildingId: string;
  resendOf?: string;
  replaces?: string;
  onProgress: (percent: number) => void;
}

/** A client's video: resumable (tus); it then waits for approval. */
export function startUpload({ file, title, buildingId, resendOf, replaces, onProgress }: UploadArgs): RunningUpload {
  return startVideoUpload({
    endpoint: UPLOAD_ENDPOINT,
    file,
    metadata: { title, buildingId, ...(resendOf ? { resendOf } : {}), ...(replaces ? { replaces } : {}) },
    onProgress,
  });
}
