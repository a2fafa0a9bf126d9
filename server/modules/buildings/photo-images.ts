import { randomBytes } from 'node:crypto';
import { photoSizes, type PhotoSize } from '../../../domain/schemas/buildings';
import { detectImageType, encodeWebpSizes } from '../../lib/images';

/** What the bytes are, whatever the file is called. Only JPEG and PNG pass. */
export const detectPhotoType = (data: Buffer) => detectImageType(data, ['image/jpeg', 'image/png'] as const);

export type EncodedPhoto = Record<PhotoSize, Buffer>;

/** Re-encodes to WebP in three widths, EXIF stripped (the shared pipeline in server/lib/images). */
export async function encodePhoto(data: Buffer): Promise<EncodedPhoto> {
  return (await encodeWebpSizes(data, photoSizes)).files;
}

/** `photos/<buildingId>/<random>`: the sizes live under `<key>-<size>.webp`. */
export const newPhotoKey = (buildingId: string): string =>
  `photos/${buildingId.toLowerCase()}/${randomBytes(12).toString('hex')}`;
