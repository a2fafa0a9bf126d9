import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages';
import { findBadInput } from '../../domain/text';
import { badRequest } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for third-party payloads we never store as typed (payment notifications). */
    inputGuard?: boolean;
  }
}

/** Parsed JSON / query / params; never a Buffer or a stream (uploads are checked elsewhere). */
const isParsed = (v: unknown) =>
  typeof v === 'string' ||
  (v !== null && typeof v === 'object' && !Buffer.isBuffer(v) && !ArrayBuffer.isView(v) && typeof (v as { pipe?: unknown }).pipe !== 'function');

/**
 * Before any schema runs: no text with control characters (a NUL byte makes PostgreSQL fail)
 * and no number beyond what a column holds, anywhere in the body, query or parameters. The
 * same rule as domain/schemas/text.ts, applied to every route so a field that forgot it still
 * gets a 400 in pt-BR, never a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api') || request.routeOptions.config?.inputGuard === false) return;
    for (const part of [request.params, request.query, request.body]) {
      if (!isParsed(part)) continue;
      const hit = findBadInput(part);
      if (hit) {
        const label = hit.path ? `O campo "${hit.path}"` : 'O texto enviado';
        throw badRequest(hit.kind === 'text' ? messages.textControlChars(label) : messages.numberTooLarge(label), 'invalid_input', { field: hit.path });
      }
    }
  });
}
