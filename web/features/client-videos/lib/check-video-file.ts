import { messages } from '../../../../domain/messages';
import { MAX_VIDEO_BYTES, videoMimeTypes, videoProblem } from '../../../../domain/videos';

interface Meta {
  durationMs: number;
  width: number;
  height: number;
}

/** Duration and shown size from the file itself, through a <video> element's metadata. */
export function readVideoMetadata(file: File, timeoutMs = 8000): Promise<Meta | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const finish = (m: Meta | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(m);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.onloadedmetadata = () =>
      finish(
        Number.isFinite(video.duration) && video.videoWidth > 0
          ? { durationMs: Math.round(video.duration * 1000), width: video.videoWidth, height: video.videoHeight }
          : null,
      );
    video.onerror = () => finish(null);
    video.src = url;
  });
}

/**
 * The browser's checks before any byte is sent: type and size (the spec's rules), then duration
 * and orientation read from the file (browsers apply the rotation of phone videos to the size
 * they report). A browser that cannot read the file leaves those two to the server, which
 * always checks everything again.
 */
export async function checkVideoFile(file: File): Promise<string | null> {
  if (!file.type.includes('video/') || !(videoMimeTypes as readonly string[]).includes(file.type)) return messages.videoTypeInvalid;
  if (file.size > MAX_VIDEO_BYTES) return messages.videoTooLarge;
  const meta = await readVideoMetadata(file);
  if (!meta) return null;
  return videoProblem({ mime: file.type, size: file.size, ...meta });
}
