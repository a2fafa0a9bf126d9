import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { insertContactMessage, insertSubscriptionIfNew } from './subscriptions.repository';
import type { Mailer } from '../../plugins/mailer';
import type { ContactInput } from '../../../domain/schemas/site';
import type { EventBus } from '../../plugins/events';
import type { FastifyBaseLogger } from 'fastify';
import { notifyStaff } from '../notifications/notifications.service';

/** What the public forms need besides the database: the live bus for the staff's bell. */
export interface SiteNotifyDeps {
  events: Pick<EventBus, 'publish'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Idempotent: the same e-mail (any case) subscribes once; the answer says which happened. */
export async function subscribeNewsletter(db: Db, mailer: Mailer, config: Config, email: string, notify?: SiteNotifyDeps) {
  const normalized = email.trim().toLowerCase();
  if (!(await insertSubscriptionIfNew(db, normalized))) return { created: false };
  if (notify) await notifyStaff({ db, events: notify.events }, { kind: 'newsletter_signup', email: normalized }, notify.log);
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: 'Nova inscrição na newsletter',
    text: `O e-mail ${normalized} se inscreveu na newsletter pelo site.`,
    dedupeKey: `newsletter:${normalized}`,
  });
  return { created: true };
}

export async function sendContactMessage(db: Db, mailer: Mailer, config: Config, input: ContactInput, notify?: SiteNotifyDeps) {
  const id = await insertContactMessage(db, input);
  if (notify) await notifyStaff({ db, events: notify.events }, { kind: 'contact_message', messageId: id, name: input.name, email: input.email }, notify.log);
  await mailer.send({
    to: config.AGENCY_EMAIL,
    subject: `Contato pelo site (${input.source}): ${input.name}`,
    text: `Nome: ${input.name}\nE-mail: ${input.email}\n\n${input.message}`,
    dedupeKey: `contact:${id}`,
  });
  return { id };
}
