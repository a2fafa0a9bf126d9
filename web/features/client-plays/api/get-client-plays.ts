import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPlays } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';

export const clientPlaysKey = ['client-plays'] as const;
export const getClientPlays = () => api<ClientPlays>('/api/client/plays');

/** Plays arrive from the screens in batches: refreshed every 5 minutes (and on each visit). */
export const clientPlaysQuery = () => queryOptions({ queryKey: clientPlaysKey, queryFn: getClientPlays, staleTime: 60_000, refetchInterval: 5 * 60_000 });

export const useClientPlays = () => useQuery(clientPlaysQuery());

export const CLIENT_PLAYS_CSV = '/api/client/plays/export';
