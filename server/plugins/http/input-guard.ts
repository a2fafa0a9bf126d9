import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import { findBadInput } from '../../../domain/text';
import { AppError } from '../../lib/errors';

class InputGuardError extends AppError {
  constructor(message: string, field: string) {
    super(400, message, 'validation', { fields: { [field]: message } });
  }
}

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
 * After the route's schema (whose own, more precise message wins) and before the handler: no
 * text with control characters (a NUL byte makes PostgreSQL fail) and no number beyond what a
 * column holds, anywhere in the body, query or parameters. The same rule as
 * domain/schemas/text.ts, applied to every route so a field that forgot it still gets a 400 in
 * pt-BR, never a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.url.startsWith('/api') || request.routeOptions.config.inputGuard === false) return done();
    for (const part of [request.params, request.query, request.body]) {
      if (!isParsed(part)) continue;
      const hit = findBadInput(part);
      if (hit) {
        const label = hit.path ? `O campo "${hit.path}"` : 'O texto enviado';
        const message = hit.kind === 'text' ? messages.textControlChars(label) : messages.numberTooLarge(label);
        // The same shape as a schema's refusal: one message per field.
        return done(new InputGuardError(message, hit.path || '_'));
      }
    }
    done();
  });
}
