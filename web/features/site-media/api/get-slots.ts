import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSlotList } from '../../../../domain/schemas/site-media';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { siteMediaKeys } from './keys';

/** GET /api/admin/site-media/slots: every slot of the public pages and the image in it. */
export const getSlots = (signal?: AbortSignal) => api<SiteSlotList>('/api/admin/site-media/slots', { signal });

export const slotsQueryOptions = () => queryOptions({ queryKey: siteMediaKeys.slots, queryFn: ({ signal }) => getSlots(signal), staleTime: 15_000 });

export const useSiteSlots = (config: QueryConfig<typeof slotsQueryOptions> = {}) => useQuery({ ...slotsQueryOptions(), ...config });
