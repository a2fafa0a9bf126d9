import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { insertContactMessage, insertSubscriptionIfNew } from './subscriptions.repository';
import type { Mailer } from '../../plugins/mailer';
import type { ContactInput } from '../../../domain/schemas/site';

/** Idempotent: the same e-mail (any case) subscribes once; the answer says which happened. */
export async function subscribeNewsletter(db: Db, mailer: Mailer, config: Config, email: string) {
  const normalized = email.trim().toLowerCase();
  if (!(await insertSubscriptionIfNew(db, normalized))) return { created: false };
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: 'Nova inscrição na newsletter',
    text: `O e-mail ${normalized} se inscreveu na newsletter pelo site.`,
    dedupeKey: `newsletter:${normalized}`,
  });
  return { created: true };
}

export async function sendContactMessage(db: Db, mailer: Mailer, config: Config, input: ContactInput) {
  const id = await insertContactMessage(db, input);
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: `Contato pelo site (${input.source}): ${input.name}`,
    text: `Nome: ${input.name}\nE-mail: ${input.email}\n\n${input.message}`,
    dedupeKey: `contact:${id}`,
  });
  return { id };
}
