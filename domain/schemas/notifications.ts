import { z } from 'zod';
import { notificationKinds } from '../notifications';

export const notificationsQuery = z.object({
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationDto = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationsResponse = z.object({
  notifications: z.array(notificationDto),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationIdParams = z.object({ id: z.uuid('Notificação não encontrada.') });
export const markedResponse = z.object({ unread: z.number().int() });
