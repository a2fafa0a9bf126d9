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

/**
 * LGPD (ADR 0055), the only changes to audit rows: an erased person's entries lose who and where
 * (e-mail, address, browser) and keep what happened; and old entries lose their address.
 */
export async function anonymiseAuditRowsOf(db: DbOrTx, who: { userId: string | null; email: string }, anonEmail: string | null): Promise<number> {
  const rows = await db
    .update(auditLogs)
    .set({ userEmail: anonEmail, ip: null, userAgent: null })
    .where(
      who.userId
        ? sql`${auditLogs.userId} = ${who.userId} or lower(${auditLogs.userEmail}) = ${who.email}`
        : sql`lower(${auditLogs.userEmail}) = ${who.email}`,
    )
    .returning({ id: auditLogs.id });
  return rows.length;
}

export async function blankAuditIpsBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const rows = await db.execute(sql`
    update ${auditLogs} set ip = null, user_agent = null
    where id in (select id from ${auditLogs} where ip is not null and at < ${before} limit ${batch})
    returning id`);
  return (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length;
}
