import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  waitlistJoinInput,
  waitlistJoinResponse,
  waitlistLeaveInput,
  waitlistLeaveResponse,
} from '../../../domain/schemas/waitlist';
import type { AppDeps } from '../../deps';
import { joinWaitlist } from '../../flows/waitlist';
import { clock } from '../../lib/clock';
import { leaveWaitlist } from '../../modules/waitlist/waitlist.service';

/**
 * The waitlist of full buildings (ADR 0051): the store's 'Avise-me quando houver vaga' (behind the
 * gate, limited per address like the site's other public forms), and the mail's leave link, which
 * works for anyone holding it, gate or not: the signed token is the key.
 */
export const waitlistRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/store/waitlist',
      {
        config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['loja'],
          summary: 'Lista de espera de um prédio lotado: avisa por e-mail quando abrir uma vaga',
          body: waitlistJoinInput,
          response: { 200: waitlistJoinResponse, 201: waitlistJoinResponse },
        },
      },
      async (request, reply) => {
        const answer = await joinWaitlist(deps, request.body, request.ip, clock.now());
        reply.status(answer.status === 'created' ? 201 : 200);
        return answer;
      },
    );

    app.post(
      '/api/waitlist/leave',
      {
        config: { access: { public: true, gate: false }, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['loja'],
          summary: 'Sair da lista de espera pelo link do e-mail (token assinado)',
          body: waitlistLeaveInput,
          response: { 200: waitlistLeaveResponse },
        },
      },
      async (request) => leaveWaitlist(deps.db, deps.secret, request.body.token),
    );
  };
