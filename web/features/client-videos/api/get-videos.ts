import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientVideoList } from '../../../../domain/schemas/videos';
import type { VideoStatus } from '../../../../domain/videos';
import { api } from '../../../lib/api';
import { clientVideoKeys } from './keys';

export const getVideos = (status?: VideoStatus, signal?: AbortSignal) =>
  api<ClientVideoList>(`/api/client/videos${status ? `?status=${status}` : ''}`, { signal });

export const videosQueryOptions = (status?: VideoStatus) =>
  queryOptions({ queryKey: clientVideoKeys.videos(status), queryFn: ({ signal }) => getVideos(status, signal), staleTime: 30_000 });

export const useVideos = (status?: VideoStatus) => useQuery(videosQueryOptions(status));
