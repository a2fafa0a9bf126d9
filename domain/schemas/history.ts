import { z } from 'zod';
import { auditCategories } from '../audit';

const day = z.iso.date('Use datas válidas no formato AAAA-MM-DD.');

/** Filters of /admin/history: period (São Paulo days, both inclusive), kind (category) and person. */
export const historyQuery = z.object({
  kind: z.enum(auditCategories).optional(),
  /** Part of the person's e-mail. */
  person: z.string().trim().max(254).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export const historyEntryDto = z.object({
  id: z.uuid(),
  at: z.string(),
  userEmail: z.string().nullable(),
  category: z.string(),
  action: z.string(),
  details: z.string(),
});
export type HistoryEntryDto = z.infer<typeof historyEntryDto>;

export const historyResponse = z.object({
  entries: z.array(historyEntryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponse>;
