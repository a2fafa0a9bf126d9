import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFacets } from '../../../../domain/schemas/audit';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/query-client';
import { auditKeys } from './keys';

/** GET /api/admin/audit-logs/facets: the categories and actions the filters offer. */
export const getAuditFacets = (signal?: AbortSignal) => api<AuditFacets>('/api/admin/audit-logs/facets', { signal });

export const auditFacetsQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.facets, queryFn: ({ signal }) => getAuditFacets(signal), staleTime: 60_000 });

export const useAuditFacets = (config: QueryConfig<typeof auditFacetsQueryOptions> = {}) =>
  useQuery({ ...auditFacetsQueryOptions(), ...config });
