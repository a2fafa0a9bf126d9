import { sql } from 'drizzle-orm';
import type { ContactInput } from '../../../domain/schemas/site';
import type { DbOrTx } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';

/** The new row's id, or null when the e-mail was subscribed already (the unique index decides, so it is race-free). */
export async function insertSubscriptionIfNew(
  db: DbOrTx,
  row: { email: string; noticeVersion: number; consentIp: string },
): Promise<string | null> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted?.id ?? null;
}

/** Deletes the subscription of an e-mail (any case); false when there was none. */
export async function deleteSubscription(db: DbOrTx, email: string): Promise<boolean> {
  const gone = await db
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`)
    .returning({ id: newsletterSubscriptions.id });
  return gone.length > 0;
}

export async function insertContactMessage(db: DbOrTx, input: ContactInput): Promise<string> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!.id;
}
