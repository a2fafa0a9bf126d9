import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import type { ContactInput } from '../../../domain/schemas/site';

/** Idempotent: the same e-mail (any case) subscribes once; the answer says which happened. */
export async function subscribeNewsletter(db: Db, mailer: Mailer, config: Config, email: string) {
  const normalized = email.trim().toLowerCase();
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: normalized })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (!row) return { created: false };
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: 'Nova inscrição na newsletter',
    text: `O e-mail ${normalized} se inscreveu na newsletter pelo site.`,
    dedupeKey: `newsletter:${normalized}`,
  });
  return { created: true };
}

export async function sendContactMessage(db: Db, mailer: Mailer, config: Config, input: ContactInput) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: `Contato pelo site (${input.source}): ${input.name}`,
    text: `Nome: ${input.name}\nE-mail: ${input.email}\n\n${input.message}`,
    dedupeKey: `contact:${row!.id}`,
  });
  return { id: row!.id };
}
