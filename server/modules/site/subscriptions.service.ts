import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { insertContactMessage, insertSubscriptionIfNew } from './subscriptions.repository';
import type { Mailer } from '../../ports';
import type { ContactInput } from '../../../domain/schemas/site';
import type { EventBus } from '../../ports';
import type { FastifyBaseLogger } from 'fastify';
import { notifyStaff } from '../notifications/notifications.service';
import { composeMail } from '../mail/outbox.service';

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
    ...composeMail(config, 'newsletterSignup', { email: normalized }),
    dedupeKey: `newsletter:${normalized}`,
  });
  return { created: true };
}

export async function sendContactMessage(db: Db, mailer: Mailer, config: Config, input: ContactInput, notify?: SiteNotifyDeps) {
  const id = await insertContactMessage(db, input);
  if (notify) await notifyStaff({ db, events: notify.events }, { kind: 'contact_message', messageId: id, name: input.name, email: input.email }, notify.log);
  await mailer.send({
    to: config.AGENCY_EMAIL,
    ...composeMail(config, 'contactMessage', { source: input.source, name: input.name, email: input.email, message: input.message }),
    dedupeKey: `contact:${id}`,
  });
  return { id };
}
