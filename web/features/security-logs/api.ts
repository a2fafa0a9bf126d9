import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFacets, AuditListResponse } from '../../../domain/schemas/audit';
import { api } from '../../lib/api';

export interface AuditFilters {
  category: string;
  action: string;
  person: string;
  from: string;
  to: string;
  suspicious: '' | 'true' | 'false';
  page: number;
}

export const emptyFilters: AuditFilters = { category: '', action: '', person: '', from: '', to: '', suspicious: '', page: 1 };

export function useAuditLog(f: AuditFilters) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: '25' });
  for (const k of ['category', 'action', 'person', 'from', 'to', 'suspicious'] as const) if (f[k]) qs.set(k, f[k]);
  return useQuery({
    queryKey: ['audit-log', f],
    queryFn: () => api<AuditListResponse>(`/api/admin/audit-logs?${qs}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useAuditFacets = () =>
  useQuery({ queryKey: ['audit-log-facets'], queryFn: () => api<AuditFacets>('/api/admin/audit-logs/facets'), staleTime: 60_000 });
