import type { FastifyReply } from 'fastify';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

/**
 * A file the browser saves under `filename` (receipts, reports, exports). Never cached: every one
 * of them holds somebody's data, and a shared cache must not keep it.
 */
export function sendDownload(reply: FastifyReply, kind: keyof typeof CONTENT_TYPES, filename: string, body: string | Buffer) {
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
