import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSlotsResponse } from '../../../../domain/schemas/videos';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

export const getSlots = (signal?: AbortSignal) => api<ClientSlotsResponse>('/api/client/slots', { signal });

export const slotsQueryOptions = () =>
  queryOptions({ queryKey: clientVideoKeys.slots(), queryFn: ({ signal }) => getSlots(signal), staleTime: 30_000 });

export const useSlots = () => useQuery(slotsQueryOptions());
