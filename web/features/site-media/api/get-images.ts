import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteImageList } from '../../../../domain/schemas/site-media';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { siteMediaKeys } from './keys';

/** GET /api/admin/site-media/images: the library, newest first. */
export const getImages = (page: number, signal?: AbortSignal) =>
  api<SiteImageList>(`/api/admin/site-media/images${page > 1 ? `?page=${page}` : ''}`, { signal });

export const imagesQueryOptions = (page: number) =>
  queryOptions({ queryKey: siteMediaKeys.images(page), queryFn: ({ signal }) => getImages(page, signal), placeholderData: keepPreviousData, staleTime: 15_000 });

export const useSiteImages = (page: number, config: QueryConfig<typeof imagesQueryOptions> = {}) =>
  useQuery({ ...imagesQueryOptions(page), ...config });
