import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
export const hmac = (secret: string, s: string): string =>
  createHmac('sha256', secret).update(s).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * Short random ids (request ids: 9 bytes, 12 base64url characters) cut from a pooled buffer:
 * one `randomBytes` call per 512 ids instead of one per request.
 */
export function pooledRandomIds(bytes = 9, perFill = 512): () => string {
  const size = bytes * perFill;
  let pool = Buffer.alloc(0);
  let at = size;
  return () => {
    if (at >= size) {
      pool = randomBytes(size);
      at = 0;
    }
    const id = pool.toString('base64url', at, at + bytes);
    at += bytes;
    return id;
  };
}
