import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenAlerts } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';
import { screenKeys } from './keys';

export const getScreenAlerts = () => api<ScreenAlerts>('/api/admin/screens/alerts');

/** Checked every minute (a screen goes offline after 150 s without a heartbeat). */
export const screenAlertsQuery = () =>
  queryOptions({ queryKey: [...screenKeys.all, 'alerts'] as const, queryFn: getScreenAlerts, refetchInterval: 60_000, staleTime: 0 });

export const useScreenAlerts = (enabled: boolean) => useQuery({ ...screenAlertsQuery(), enabled });
