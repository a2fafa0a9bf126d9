import { gzipSync } from 'node:zlib';

const MAX = 64;
const made = new Map<string, Buffer>();

/**
 * The gzip of a page's HTML, made once per distinct HTML: pages are rendered once and reused (the
 * same few strings go out again and again), so compressing them per request would be waste. Keeps
 * the latest 64.
 */
export function gzipOnce(html: string): Buffer {
  let gz = made.get(html);
  if (gz) return gz;
  gz = gzipSync(html, { level: 6 });
  if (made.size >= MAX) made.delete(made.keys().next().value!);
  made.set(html, gz);
  return gz;
}
