import { gzipOnce } from '../../lib/gzip-once';
import { acceptsGzip } from '../../lib/accepts-gzip';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../../domain/messages';
import { AppError } from '../../lib/errors';
import type { PageAnswer } from '../pages/site-pages';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: unknown };
}

/**
 * One place turns every failure into a pt-BR answer: validation -> 400 with the field messages,
 * AppError -> its status and text, anything else -> logged with the request id, generic 500.
 */
/**
 * `page`: with a built front end, the HTML of a path outside /api for this request (site-pages.ts
 * `pageResponder`): a page the app knows answers 200 whatever the Accept header (crawlers and link
 * previews do not ask for text/html), any other path the app's 404 page with status 404. Paths
 * that name a file keep the JSON 404.
 */
export function registerErrorHandler(app: FastifyInstance, page?: (path: string, request: FastifyRequest) => Promise<PageAnswer>): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? messages.invalidInput;
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        error: { code: 'validation', message: first ?? messages.invalidInput, fields },
      } satisfies ErrorBody);
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.details && 'fields' in err.details ? { fields: err.details.fields as Record<string, string> } : { details: err.details }),
        },
      } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: messages.tooManyRequests } });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'too_large', message: messages.payloadTooLarge } });
    }
    if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: { code: 'unsupported_media_type', message: messages.jsonOnly } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body and similar: the client's fault, never a stack trace.
      return reply.status(status).send({ error: { code: 'bad_request', message: messages.invalidInput } });
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'internal', message: `${messages.genericError} (ref. ${request.id})` },
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPagePath = !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (page && (request.method === 'GET' || request.method === 'HEAD') && isPagePath) {
      const answer = await page(path, request);
      // Per visitor (the gate cookie): never kept by a shared cache.
      reply
        .status(answer.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-encoding');
      // Compressed here: @fastify/compress hooks itself onto routes, and this handler is not one
      // (a prerendered page is ≈ 17 KB, 4 KB gzip).
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer.html);
      return reply.header('content-encoding', 'gzip').send(gzipOnce(answer.html));
    }
    return reply.status(404).send({ error: { code: 'not_found', message: messages.routeNotFound } });
  });
}
