import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotosResponse } from '../../../../domain/schemas/buildings';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { buildingsKeys } from './keys';

/** GET /api/admin/buildings/:id/photos */
export const getPhotos = (buildingId: string, signal?: AbortSignal) =>
  api<PhotosResponse>(`/api/admin/buildings/${buildingId}/photos`, { signal });

export const photosQueryOptions = (buildingId: string) =>
  queryOptions({ queryKey: buildingsKeys.photos(buildingId), queryFn: ({ signal }) => getPhotos(buildingId, signal), staleTime: 0 });

export const usePhotos = (buildingId: string, config: QueryConfig<typeof photosQueryOptions> = {}) =>
  useQuery({ ...photosQueryOptions(buildingId), ...config });
