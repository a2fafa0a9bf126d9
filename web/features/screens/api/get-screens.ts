import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminScreenList } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';
import { screenKeys } from './keys';

export const getScreens = () => api<AdminScreenList>('/api/admin/screens');

/** Refreshed every 15 s: a screen turns offline on this page without a reload. */
export const screensQuery = () => queryOptions({ queryKey: screenKeys.list(), queryFn: getScreens, refetchInterval: 15_000, staleTime: 0 });

export const useScreens = () => useQuery(screensQuery());
