export interface NotificationsPage {
  page: number;
  unread: boolean;
}

/** Every query key of the staff notifications (the bell and the page), from one factory. */
export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
  list: (p: NotificationsPage) => [...notificationKeys.all, 'list', p] as const,
  bell: () => [...notificationKeys.all, 'bell'] as const,
};
