import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '../../../../domain/schemas/audit';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { auditKeys, type AuditFilters } from './keys';

/** GET /api/admin/audit-logs, 25 a page. */
export function getAuditLog(f: AuditFilters, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: '25' });
  for (const k of ['category', 'action', 'person', 'from', 'to', 'suspicious'] as const) if (f[k]) qs.set(k, f[k]);
  return api<AuditListResponse>(`/api/admin/audit-logs?${qs}`, { signal });
}

export const auditLogQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(f),
    queryFn: ({ signal }) => getAuditLog(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (f: AuditFilters, config: QueryConfig<typeof auditLogQueryOptions> = {}) =>
  useQuery({ ...auditLogQueryOptions(f), ...config });
