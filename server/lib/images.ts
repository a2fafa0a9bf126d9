
/**
 * The one pipeline for uploaded pictures (building photos, site images): what the bytes are
 * (magic bytes, whatever the file is called) and a re-encode to WebP widths.
 */
export async function detectImageType<T extends string>(data: Buffer, accepted: readonly T[]): Promise<T | null> {
  // Loaded with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  return type && (accepted as readonly string[]).includes(type.mime) ? (type.mime as T) : null;
}

/** Decompression bombs stop here (a 50-megapixel camera photo still passes). */
const LIMIT_INPUT_PIXELS = 60_000_000;

export interface EncodedImage<S extends string> {
  files: Record<S, Buffer>;
  /** Width and height of the largest size written. */
  width: number;
  height: number;
}

/**
 * Re-encodes to WebP in the given widths (never enlarged). `.rotate()` applies the EXIF
 * orientation; sharp writes no metadata unless asked, so EXIF (GPS, camera) and ICC leave with
 * the original. Throws when the bytes are not a decodable image.
 */
export async function encodeWebpSizes<S extends string>(data: Buffer, sizes: Record<S, number>): Promise<EncodedImage<S>> {
  // Loaded on the first picture, not at start: the image library is tens of MB of resident memory.
  const { default: sharp } = await import('sharp');
  const base = sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' }).rotate();
  const entries = await Promise.all(
    (Object.entries(sizes) as Array<[S, number]>).map(async ([size, width]) => {
      const out = await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return [size, out] as const;
    }),
  );
  const largest = entries.reduce((a, b) => (b[1].info.width > a[1].info.width ? b : a));
  return {
    files: Object.fromEntries(entries.map(([s, o]) => [s, o.data])) as Record<S, Buffer>,
    width: largest[1].info.width,
    height: largest[1].info.height,
  };
}

/**
 * Re-encodes to one JPEG fitting `maxWidth`×`maxHeight` (never enlarged), without metadata: what a
 * device sends is decoded and drawn again here, so only pixels are kept. JPEG, not WebP, because
 * the PDFs that show these pictures take JPEG. `limitInputPixels` lets a caller expecting small
 * pictures refuse a small file that claims huge dimensions. Throws when the bytes do not decode.
 */
export async function encodeJpeg(
  data: Buffer,
  opts: { maxWidth: number; maxHeight: number; quality: number; limitInputPixels?: number },
): Promise<{ data: Buffer; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const out = await sharp(data, { limitInputPixels: opts.limitInputPixels ?? LIMIT_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: opts.maxWidth, height: opts.maxHeight, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: opts.quality })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}
