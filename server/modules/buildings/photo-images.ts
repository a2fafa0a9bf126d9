import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { photoSizes, type PhotoSize } from '../../../domain/schemas/buildings';

/** What the bytes are, whatever the file is called. Only JPEG and PNG pass. */
export async function detectPhotoType(data: Buffer): Promise<'image/jpeg' | 'image/png' | null> {
  const type = await fileTypeFromBuffer(data);
  return type?.mime === 'image/jpeg' || type?.mime === 'image/png' ? type.mime : null;
}

/** Decompression bombs stop here (a 50-megapixel camera photo still passes). */
const LIMIT_INPUT_PIXELS = 60_000_000;

export type EncodedPhoto = Record<PhotoSize, Buffer>;

/**
 * Re-encodes to WebP in three widths. `.rotate()` applies the EXIF orientation; sharp writes no
 * metadata unless asked, so EXIF (GPS, camera) and ICC leave with the original. Throws when the
 * bytes are not a decodable image.
 */
export async function encodePhoto(data: Buffer): Promise<EncodedPhoto> {
  // Loaded on the first photo, not at start: the image library is tens of MB of resident memory.
  const { default: sharp } = await import('sharp');
  const base = sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' }).rotate();
  const entries = await Promise.all(
    (Object.entries(photoSizes) as Array<[PhotoSize, number]>).map(
      async ([size, width]) =>
        [
          size,
          await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as EncodedPhoto;
}

/** `photos/<buildingId>/<random>`: the sizes live under `<key>-<size>.webp`. */
export const newPhotoKey = (buildingId: string): string =>
  `photos/${buildingId.toLowerCase()}/${randomBytes(12).toString('hex')}`;
