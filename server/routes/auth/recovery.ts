import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../domain/messages';
import { messageResponse, recoveryInput, resetPasswordInput, resetPasswordResponse } from '../../../domain/schemas/auth';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/http/access';
import { requestPasswordRecovery, resetPassword } from '../../modules/identity/recovery.service';

/** Password recovery for every area: a neutral answer, a one-hour single-use link, a new password. */
export const recoveryRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/auth/recovery',
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['autenticação'],
        summary: 'Pedir o link de recuperação de senha (mesma resposta para e-mail desconhecido)',
        body: recoveryInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await requestPasswordRecovery(deps, actorOf(request), request.body, request.log);
      return { message: messages.recoverySent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: { public: true, gate: false }, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['autenticação'],
        summary: 'Definir a nova senha com o link de recuperação',
        body: resetPasswordInput,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request) => {
      const { area } = await resetPassword(db, actorOf(request), request.body.token, request.body.password, request.log);
      return { message: messages.passwordResetDone, area };
    },
  );
};
