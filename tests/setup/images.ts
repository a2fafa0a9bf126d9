import sharp from 'sharp';

/** Real images made on the spot: a PNG, and a JPEG with EXIF (orientation 6 and a camera name). */
export const makePng = (width = 800, height = 600, color = '#7440f5') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

export const makeJpegWithExif = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#10b981' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'CameraSecreta', Model: 'GPS-Tracker' } })
    .toBuffer();

/** A valid PNG signature and header, then padding up to `bytes` (over the 5 MB limit). */
export async function makeBigPng(bytes: number): Promise<Buffer> {
  const head = await makePng(10, 10);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0)]);
}

export const PHP_FILE = Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n');
