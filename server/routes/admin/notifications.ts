import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_NOTIFICATIONS_CHANNEL } from '../../../domain/notifications';
import { can } from '../../../domain/permissions';
import { markedResponse, notificationIdParams, notificationsQuery, notificationsResponse } from '../../../domain/schemas/notifications';
import type { AppDeps } from '../../deps';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../../modules/notifications/notifications.service';

/** Each staff member's own notifications (the bell and /admin/notifications); ADR 0017. */
export const adminNotificationRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['notificações'];
  const access = { permission: 'read:notification:own' } as const;
  // The event says only "something new": each page re-reads its own list, so nobody sees another's.
  deps.events.registerChannel(STAFF_NOTIFICATIONS_CHANNEL, (request) => can(request.user?.role, 'read:notification:own'));

  app.get(
    '/api/admin/notifications',
    { config: { access }, schema: { tags, summary: 'Minhas notificações (as mais novas primeiro)', querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (request) => listNotifications(db, request.user!.id, request.query),
  );

  app.post(
    '/api/admin/notifications/:id/read',
    { config: { access }, schema: { tags, summary: 'Marcar uma notificação como lida', params: notificationIdParams, response: { 200: markedResponse } } },
    async (request) => markNotificationRead(db, request.user!.id, request.params.id),
  );

  app.post(
    '/api/admin/notifications/read-all',
    { config: { access }, schema: { tags, summary: 'Marcar todas como lidas', response: { 200: markedResponse } } },
    async (request) => markAllNotificationsRead(db, request.user!.id),
  );
};
