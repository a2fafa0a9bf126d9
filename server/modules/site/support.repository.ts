import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContactStatus } from '../../../domain/support';
import type { DbOrTx } from '../../db/client';
import { contactMessages, contactReplies, emailOutbox, newsletterSubscriptions, orders, users } from '../../db/schema';
import { clock } from '../../lib/clock';

export type ContactRow = typeof contactMessages.$inferSelect;

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ReplyView {
  id: string;
  body: string;
  sentBy: string | null;
  createdAt: string;
  mailStatus: string | null;
}

/**
 * A message's phone for the WhatsApp link: the client account's with the same e-mail, else the
 * latest order's (contact forms ask no phone).
 */
// Columns are written qualified: Drizzle leaves them bare in a one-table select, and the
// subqueries have their own `email` and `id`.
const phoneOf = sql<string | null>`coalesce(
  (select u.phone from ${users} u where lower(u.email) = lower(contact_messages.email) and u.phone is not null limit 1),
  (select o.buyer_phone from ${orders} o where lower(o.buyer_email) = lower(contact_messages.email) order by o.created_at desc limit 1)
)`;

const repliesOf = sql<ReplyView[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'body', r.body, 'sentBy', r.sent_by_name, 'createdAt', r.created_at, 'mailStatus', m.status) order by r.created_at)
  from ${contactReplies} r left join ${emailOutbox} m on m.id = r.outbox_id
  where r.message_id = contact_messages.id
), '[]'::json)`;

const listColumns = {
  message: contactMessages,
  phone: phoneOf,
  replies: repliesOf,
};

export async function selectContactPage(db: DbOrTx, f: { status?: ContactStatus; q?: string; limit: number; offset: number }) {
  const where: (SQL | undefined)[] = [f.status ? eq(contactMessages.status, f.status) : undefined];
  if (f.q) {
    const like = escapeLike(f.q);
    where.push(or(ilike(contactMessages.name, like), ilike(contactMessages.email, like), ilike(contactMessages.message, like)));
  }
  return db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contactMessages)
    .where(and(...where))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countByStatus(db: DbOrTx) {
  return db.select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status);
}

export async function selectContactView(db: DbOrTx, id: string) {
  const [row] = await db.select(listColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export async function lockContact(db: DbOrTx, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1).for('update');
  return row;
}

/** Conditional: only from the given states (the caller's transition says which). */
export async function setContactStatus(db: DbOrTx, id: string, to: ContactStatus, from: readonly ContactStatus[]): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ status: to, statusChangedAt: clock.now() })
    .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, [...from])))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function insertReply(db: DbOrTx, values: typeof contactReplies.$inferInsert) {
  const [row] = await db.insert(contactReplies).values(values).returning();
  return row!;
}

export async function selectSubscriberPage(db: DbOrTx, f: { q?: string; limit: number; offset: number }) {
  return db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      createdAt: newsletterSubscriptions.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(newsletterSubscriptions)
    .where(f.q ? ilike(newsletterSubscriptions.email, escapeLike(f.q)) : undefined)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** Every subscriber, oldest first, for the CSV (a newsletter list stays in the thousands). */
export async function selectAllSubscribers(db: DbOrTx) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      createdAt: newsletterSubscriptions.createdAt,
      noticeVersion: newsletterSubscriptions.noticeVersion,
      consentIp: newsletterSubscriptions.consentIp,
    })
    .from(newsletterSubscriptions)
    .orderBy(newsletterSubscriptions.createdAt, newsletterSubscriptions.id);
}

/** LGPD (ADR 0055): this e-mail's contact messages (their replies cascade) and newsletter row. */
export async function deleteContactAndNewsletterOf(db: DbOrTx, email: string): Promise<number> {
  const a = await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`).returning({ id: contactMessages.id });
  const b = await db.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`).returning({ id: newsletterSubscriptions.id });
  return a.length + b.length;
}

/** One batch of contact messages sent before `before` (RETENTION.contactMessage). */
export async function deleteContactMessagesBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const ids = db.select({ id: contactMessages.id }).from(contactMessages).where(sql`${contactMessages.createdAt} < ${before}`).limit(batch);
  return (await db.delete(contactMessages).where(inArray(contactMessages.id, ids)).returning({ id: contactMessages.id })).length;
}
