import type { ContactListQuery, SubscriberListQuery } from '../../../../domain/schemas/support';

/** Every query key of /admin/support, from one factory. */
export const supportKeys = {
  all: ['support'] as const,
  messages: (f: ContactListQuery) => ['support', 'messages', f] as const,
  subscribers: (f: SubscriberListQuery) => ['support', 'subscribers', f] as const,
  privacyRequests: () => ['support', 'privacy-requests'] as const,
};
