import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** POST /api/admin/notifications/:id/read: marking twice is harmless, so it may retry. */
export const markNotificationRead = (id: string) => api<{ unread: number }>(`/api/admin/notifications/${id}/read`, { method: 'POST' });
/** POST /api/admin/notifications/read-all. */
export const markAllNotificationsRead = () => api<{ unread: number }>('/api/admin/notifications/read-all', { method: 'POST' });

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, retry: 2, onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, retry: 2, onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}
