import type { ContactInput } from '../../../domain/schemas/site';
import type { Db } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';

/** True when the e-mail was not subscribed yet (the unique index decides, so it is race-free). */
export async function insertSubscriptionIfNew(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return Boolean(row);
}

export async function insertContactMessage(db: Db, input: ContactInput): Promise<string> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!.id;
}
