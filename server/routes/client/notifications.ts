import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientNotificationsSeen, markNotificationsSeenInput } from '../../../domain/schemas/videos';
import type { AppDeps } from '../../deps';
import { markNotificationsSeen } from '../../modules/media/media.service';

/**
 * The client's notifications bell: the list and the unseen count come with the dashboard
 * (GET /api/client/dashboard); opening the bell marks them seen here, for the account, so every
 * browser of the same person agrees.
 */
export const clientNotificationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/client/notifications/seen',
      {
        config: { access: { permission: 'read:video:own' } },
        schema: {
          tags: ['vídeos do cliente'],
          summary: 'Marca as notificações como vistas até a mais nova que o sino mostrou (idempotente)',
          body: markNotificationsSeenInput,
          response: { 200: clientNotificationsSeen },
        },
      },
      async (request) => markNotificationsSeen({ ...deps, log: fastify.log }, request.user!.id, request.body.upTo),
    );
  };
