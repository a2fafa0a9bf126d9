import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it ends with the method, address, status and time
 * (Fastify's default writes two: one on arrival, one at the end). Each line is a write to
 * stdout: under load, half the writes. Errors, 404s and stream failures keep Fastify's lines.
 * The URL is logged as asked; its query secrets (?token=…) are taken out of every finished line
 * by the logger itself (server/lib/log-redaction.ts, set up in app.ts), whoever writes the line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
