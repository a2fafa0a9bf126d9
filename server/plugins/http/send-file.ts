import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../domain/messages';
import { notFound } from '../../lib/errors';
import type { StoredObject } from '../../ports';

/**
 * Sends a stored file honouring a single `Range: bytes=a-b` (206 with Content-Range, 416 when
 * unsatisfiable), so a <video> element can seek. Private media is never stored by any cache,
 * the browser's included (issue 27): a client's, a síndico's or staff's video must not stay on a
 * shared computer after logout. The panel player does not need an HTTP cache either: it downloads
 * each file once with \`cache: 'no-store'\` into its own Cache Storage and plays it from there offline.
 */
export function sendStoredFile(request: FastifyRequest, reply: FastifyReply, obj: StoredObject | null) {
  if (!obj) throw notFound(messages.videoNotFound);
  reply
    .header('content-type', obj.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'no-store');
  const range = request.headers.range;
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (range && m && (m[1] || m[2])) {
    let start: number;
    let end: number;
    if (m[1]) {
      start = Number(m[1]);
      end = m[2] ? Math.min(Number(m[2]), obj.size - 1) : obj.size - 1;
    } else {
      const suffix = Number(m[2]);
      start = Math.max(0, obj.size - suffix);
      end = obj.size - 1;
    }
    if (start >= obj.size || start > end) {
      return reply.status(416).header('content-range', `bytes */${obj.size}`).send();
    }
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${obj.size}`)
      .header('content-length', end - start + 1);
    return reply.send(obj.stream({ start, end }));
  }
  reply.header('content-length', obj.size);
  return reply.send(obj.stream());
}
