import { count, desc, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export const OUTBOX_PAGE_SIZE = 20;

/** Staff read the outbox when no SMTP is configured (and to check what was sent). */
export async function listOutbox(db: DbOrTx, q: { page: number; to?: string }) {
  const where = q.to ? ilike(emailOutbox.to, `%${q.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((q.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}
