import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema';

/** The only write of the audit log: rows are appended, never updated or deleted. */
export async function insertAuditRow(db: DbOrTx, row: typeof auditLogs.$inferInsert): Promise<void> {
  await db.insert(auditLogs).values(row);
}

export interface AuditFilter {
  category?: string;
  action?: string;
  person?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  suspicious?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: AuditFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.category) c.push(eq(auditLogs.category, f.category));
  if (f.action) c.push(eq(auditLogs.action, f.action));
  if (f.person) c.push(ilike(auditLogs.userEmail, `%${escapeLike(f.person)}%`));
  if (f.userId) c.push(eq(auditLogs.userId, f.userId));
  if (f.from) c.push(gte(auditLogs.at, f.from));
  if (f.to) c.push(lte(auditLogs.at, f.to));
  if (f.suspicious !== undefined) c.push(eq(auditLogs.suspicious, f.suspicious));
  return c.length ? and(...c) : undefined;
}

/** Newest first, one page at a time, with the total for the pager. */
export async function findAuditEntries(db: DbOrTx, f: AuditFilter, page: number, pageSize: number) {
  const w = where(f);
  const rows = await db
    .select()
    .from(auditLogs)
    .where(w)
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLogs).where(w);
  return { rows, total: Number(n) };
}

export async function distinctAuditValues(db: DbOrTx) {
  const cats = await db.selectDistinct({ v: auditLogs.category }).from(auditLogs).orderBy(auditLogs.category);
  const acts = await db.selectDistinct({ v: auditLogs.action }).from(auditLogs).orderBy(auditLogs.action);
  return { categories: cats.map((r) => r.v), actions: acts.map((r) => r.v) };
}

/** The history page: newest first, the total carried by every row (one query per page). */
export async function findHistoryPage(db: DbOrTx, f: AuditFilter, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: auditLogs.id,
      at: auditLogs.at,
      userEmail: auditLogs.userEmail,
      category: auditLogs.category,
      action: auditLogs.action,
      details: auditLogs.details,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLogs)
    .where(where(f))
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows;
}

export async function countAuditEntries(db: DbOrTx, f: AuditFilter): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLogs).where(where(f));
  return Number(n);
}
