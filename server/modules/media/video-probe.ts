import fsp from 'node:fs/promises';
import type { Movie } from 'mp4box';


export interface VideoProbe {
  /** video/mp4 or video/quicktime when the content is one; null otherwise. */
  mime: string | null;
  size: number;
  durationMs: number | null;
  /** Stored frame size and the display rotation from the track header matrix. */
  width: number | null;
  height: number | null;
  rotationDeg: number;
}

/** Top-level boxes are walked by their headers; only ftyp and moov are read into memory. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

async function readTopBoxes(fh: fsp.FileHandle, size: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let offset = 0;
  const head = Buffer.alloc(16);
  while (offset + 8 <= size) {
    const { bytesRead } = await fh.read(head, 0, 16, offset);
    if (bytesRead < 8) return null;
    let boxSize = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (boxSize === 1) {
      if (bytesRead < 16) return null;
      boxSize = Number(head.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < 8 || offset + boxSize > size) return null;
    if (type === 'ftyp' || type === 'moov') {
      if (boxSize > MAX_MOOV_BYTES) return null;
      const buf = Buffer.alloc(boxSize);
      await fh.read(buf, 0, boxSize, offset);
      parts.push(buf);
      if (type === 'moov') return Buffer.concat(parts);
    }
    offset += boxSize;
  }
  return null;
}

/** Rotation in degrees from a tkhd matrix [a b u c d v x y w] (16.16 fixed point for a..d). */
export function rotationFromMatrix(m: ArrayLike<number>): number {
  const a = (m[0] ?? 0x10000) | 0;
  const b = (m[1] ?? 0) | 0;
  const deg = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  return ((deg % 360) + 360) % 360;
}

function parseMovie({ createFile, MP4BoxBuffer }: typeof import('mp4box'), buf: Buffer): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {};
  const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  // mp4box prints QuickTime boxes it does not know ('©swr') with console.error; the parse is
  // synchronous, so muting it for these two calls touches nothing else.
  const consoleError = console.error;
  console.error = () => {};
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(ab, 0));
    file.flush();
  } finally {
    console.error = consoleError;
  }
  return movie;
}

/**
 * Reads what the upload rules need from a file on disk, without loading the media data: the
 * type by its content (magic bytes), then the movie header with mp4box for the duration, the
 * video track's size and its display matrix.
 */
export async function probeVideo(filePath: string): Promise<VideoProbe> {
  const st = await fsp.stat(filePath);
  const empty: VideoProbe = { mime: null, size: st.size, durationMs: null, width: null, height: null, rotationDeg: 0 };
  // Both libraries are loaded with the first video, not at start.
  const { fileTypeFromFile } = await import('file-type');
  const ft = await fileTypeFromFile(filePath).catch(() => undefined);
  const mime = ft?.mime === 'video/mp4' || ft?.mime === 'video/quicktime' ? ft.mime : null;
  if (!mime) return empty;
  const fh = await fsp.open(filePath, 'r');
  try {
    const boxes = await readTopBoxes(fh, st.size);
    if (!boxes) return { ...empty, mime };
    const movie = parseMovie(await import('mp4box'), boxes);
    const track = movie?.videoTracks[0];
    if (!movie || !track) return { ...empty, mime };
    const durationMs =
      movie.timescale > 0 && movie.duration > 0
        ? Math.round((movie.duration / movie.timescale) * 1000)
        : track.timescale > 0
          ? Math.round((track.duration / track.timescale) * 1000)
          : null;
    const width = track.video?.width || Math.round(track.track_width) || null;
    const height = track.video?.height || Math.round(track.track_height) || null;
    return { mime, size: st.size, durationMs, width, height, rotationDeg: rotationFromMatrix(track.matrix) };
  } finally {
    await fh.close();
  }
}
