import { count, desc, ilike, sql } from 'drizzle-orm';
import type { MailAttachmentRef } from '../../../domain/mail';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the outbox, newest first, optionally only mails whose recipient contains `to`. */
export async function findOutboxPage(db: DbOrTx, q: { page: number; pageSize: number; to?: string }) {
  const where = q.to ? ilike(emailOutbox.to, `%${escapeLike(q.to)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Queues one mail; null when its dedupe key was already used. */
export async function insertOutboxMail(
  db: DbOrTx,
  mail: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachmentRef[];
    headers?: Record<string, string>;
    dedupeKey?: string;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.length ? mail.attachments : null,
      headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
      dedupeKey: mail.dedupeKey,
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** Mails once sent to this address (an erased person's: their names, links and tokens). */
export async function deleteMailsTo(db: DbOrTx, email: string): Promise<number> {
  return (await db.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`).returning({ id: emailOutbox.id })).length;
}
