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

/** Every query key of the security logs, from one factory. */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: (f: AuditFilters) => ['audit-log', 'list', f] as const,
  facets: ['audit-log', 'facets'] as const,
};
