import { messages } from '../../../domain/messages';
import { badRequest } from '../../lib/errors';
import { auditCategories } from '../../../domain/audit';
import type { AuditEntryDto } from '../../../domain/schemas/audit';
import type { DbOrTx } from '../../db/client';
import { countAuditEntries, distinctAuditValues, findAuditEntries, findHistoryPage } from './audit.repository';
import type { HistoryResponse } from '../../../domain/schemas/history';
import { dayEnd, dayStart } from '../../../domain/time';

export interface AuditSearch {
  category?: string;
  action?: string;
  person?: string;
  userId?: string;
  from?: string;
  to?: string;
  suspicious?: 'true' | 'false';
  page: number;
  pageSize: number;
}

/** The security log screen: filters, newest first, paginated on the server. */
export async function searchAuditLog(db: DbOrTx, q: AuditSearch) {
  const { rows, total } = await findAuditEntries(
    db,
    {
      category: q.category,
      action: q.action || undefined,
      person: q.person || undefined,
      userId: q.userId,
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? dayEnd(q.to) : undefined,
      suspicious: q.suspicious === undefined ? undefined : q.suspicious === 'true',
    },
    q.page,
    q.pageSize,
  );
  const entries: AuditEntryDto[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    userId: r.userId,
    userEmail: r.userEmail,
    category: r.category,
    action: r.action,
    details: r.details,
    metadata: r.metadata ?? null,
    ip: r.ip,
    userAgent: r.userAgent,
    suspicious: r.suspicious,
  }));
  return { entries, total, page: q.page, pageSize: q.pageSize };
}

/** Values offered by the filters: every known category plus those already logged, and the actions seen. */
export async function auditFacets(db: DbOrTx) {
  const seen = await distinctAuditValues(db);
  const categories = [...new Set([...auditCategories, ...seen.categories])].sort();
  return { categories, actions: seen.actions };
}

/**
 * /admin/history: the same log for people (the web words each action with domain/activity-labels).
 * One query per page; only past the last page is the total asked for separately.
 */
export async function historyPage(
  db: DbOrTx,
  q: { kind?: string; person?: string; from?: string; to?: string; page: number; pageSize: number },
): Promise<HistoryResponse> {
  if (q.from && q.to && q.from > q.to) throw badRequest(messages.endAfterStart, 'bad_range');
  const filter = {
    category: q.kind,
    person: q.person || undefined,
    from: q.from ? dayStart(q.from) : undefined,
    to: q.to ? dayEnd(q.to) : undefined,
  };
  const rows = await findHistoryPage(db, filter, q.page, q.pageSize);
  const total = rows[0]?.total ?? (q.page > 1 ? await countAuditEntries(db, filter) : 0);
  return {
    entries: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), userEmail: r.userEmail, category: r.category, action: r.action, details: r.details })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
