import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactList, ContactListQuery } from '../../../../domain/schemas/support';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { supportKeys } from './keys';

/** GET /api/admin/support/messages: contact-form messages by status, searched, a page at a time. */
export function getMessages(f: ContactListQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams();
  if (f.status) qs.set('status', f.status);
  if (f.q) qs.set('q', f.q);
  if (f.page && f.page !== 1) qs.set('page', String(f.page));
  return api<ContactList>(`/api/admin/support/messages?${qs}`, { signal });
}

export const messagesQueryOptions = (f: ContactListQuery) =>
  queryOptions({ queryKey: supportKeys.messages(f), queryFn: ({ signal }) => getMessages(f, signal), placeholderData: keepPreviousData, staleTime: 15_000 });

export const useContactMessages = (f: ContactListQuery, config: QueryConfig<typeof messagesQueryOptions> = {}) =>
  useQuery({ ...messagesQueryOptions(f), ...config });
