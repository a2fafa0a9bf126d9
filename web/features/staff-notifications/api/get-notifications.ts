import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../../domain/schemas/notifications';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { notificationKeys, type NotificationsPage } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell's dropdown shows the newest few. */
export const BELL_SIZE = 5;

/** GET /api/admin/notifications: the signed-in person's own, newest first. */
export function getNotifications(q: { page: number; pageSize: number; unread?: boolean }, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
  if (q.unread) qs.set('unread', 'true');
  return api<NotificationsResponse>(`/api/admin/notifications?${qs}`, { signal });
}

/** A page of /admin/notifications. */
export const notificationsQueryOptions = (p: NotificationsPage) =>
  queryOptions({
    queryKey: notificationKeys.list(p),
    queryFn: ({ signal }) => getNotifications({ page: p.page, pageSize: NOTIFICATIONS_PAGE_SIZE, unread: p.unread }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useNotifications = (p: NotificationsPage, config: QueryConfig<typeof notificationsQueryOptions> = {}) =>
  useQuery({ ...notificationsQueryOptions(p), ...config });

/** The bell: the unread count and the newest few; new ones arrive through the event stream. */
export const bellQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.bell(), queryFn: ({ signal }) => getNotifications({ page: 1, pageSize: BELL_SIZE }, signal), staleTime: 60_000 });

export const useBell = (enabled: boolean) => useQuery({ ...bellQueryOptions(), enabled });
