import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaysReport } from '../../../../domain/schemas/player';
import { api } from '../../../lib/api';
import { screenKeys } from './keys';

export const getPlaysReport = (from: string, to: string) => api<PlaysReport>(`/api/admin/plays?from=${from}&to=${to}`);

export const playsReportQuery = (from: string, to: string) =>
  queryOptions({ queryKey: screenKeys.plays(from, to), queryFn: () => getPlaysReport(from, to), staleTime: 60_000 });

export const usePlaysReport = (from: string, to: string) => useQuery(playsReportQuery(from, to));

export const campaignCsvUrl = (userId: string, from: string, to: string) => `/api/admin/plays/export?userId=${userId}&from=${from}&to=${to}`;
