import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterLeaveInput } from '../../../domain/schemas/privacy-notice';
import type { AppDeps } from '../../deps';
import { leaveNewsletter } from '../../modules/site/subscriptions.service';
import { leaveWaitlist } from '../../modules/waitlist/waitlist.service';

/**
 * RFC 8058 one-click unsubscribe (ADR 0054): the address in a newsletter or waitlist mail's
 * `List-Unsubscribe` header. The mail program POSTs `List-Unsubscribe=One-Click` as a form (multipart or urlencoded), with no
 * cookie and no Origin, gate or not: the signed token in the address is the only key. Only the
 * routes of this module read form bodies (the body is not even looked at); the rest of the API
 * stays JSON-only.
 */
export const unsubscribeRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    // RFC 8058 says multipart/form-data SHOULD be used and urlencoded MAY: both are read and dropped.
    fastify.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, {}),
    );
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const common = {
      config: { access: { public: true, gate: false } as const, rateLimit: { max: 20, timeWindow: '1 minute' } },
    };
    const querystring = newsletterLeaveInput;
    const response = { 200: z.object({ status: z.enum(['left', 'already']), message: z.string() }) };

    app.post(
      '/api/newsletter/leave/one-click',
      { ...common, schema: { tags: ['site'], summary: 'Descadastro da newsletter em um clique (List-Unsubscribe-Post)', querystring, response } },
      async (request) => leaveNewsletter(deps.db, deps.secret, request.query.token),
    );

    app.post(
      '/api/waitlist/leave/one-click',
      { ...common, schema: { tags: ['loja'], summary: 'Sair da lista de espera em um clique (List-Unsubscribe-Post)', querystring, response } },
      async (request) => leaveWaitlist(deps.db, deps.secret, request.query.token),
    );

  };
