import { z } from 'zod';
import { auditCategories } from '../audit';

const day = z.iso.date('Use datas válidas no formato AAAA-MM-DD.');

/** Filters of /admin/security-logs; dates are São Paulo days, both inclusive. */
export const auditQuery = z.object({
  category: z.enum(auditCategories).optional(),
  action: z.string().trim().max(60).optional(),
  /** Part of the person's e-mail. */
  person: z.string().trim().max(254).optional(),
  userId: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
  suspicious: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntryDto = z.object({
  id: z.uuid(),
  at: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  category: z.string(),
  action: z.string(),
  details: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  suspicious: z.boolean(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const auditListResponse = z.object({
  entries: z.array(auditEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

export const auditFacetsResponse = z.object({
  categories: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsResponse>;
