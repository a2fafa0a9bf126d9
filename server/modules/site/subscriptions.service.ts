import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deleteSubscription, insertContactMessage, insertSubscriptionIfNew } from './subscriptions.repository';
import type { Mailer } from '../../ports';
import type { ContactInput } from '../../../domain/schemas/site';
import type { NewsletterLeaveResponse } from '../../../domain/schemas/privacy-notice';
import { messages } from '../../../domain/messages';
import type { EventBus } from '../../ports';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/errors';
import { emailOfPayload, emailPayload, signToken, verifyToken } from '../../lib/signed-token';
import { notifyStaff } from '../notifications/notifications.service';
import { composeMail, enqueueMail } from '../mail/outbox.service';
import { currentNoticeVersion } from '../privacy-notice/privacy-notice.service';

/** What the public forms need besides the database: the live bus for the staff's bell. */
export interface SiteNotifyDeps {
  events: Pick<EventBus, 'publish'>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

// ---- The newsletter's leave link (ADR 0054) ----

const LEAVE_PURPOSE = 'newsletter-leave';

/**
 * The token of the newsletter's leave link names the address, not the row: any mail ever sent to
 * an address takes it off the list, also after it left and came back.
 */
export function newsletterLeaveToken(secret: string, email: string): string {
  return signToken(secret, LEAVE_PURPOSE, emailPayload(email));
}

/**
 * The leave link's click (the page's button, or the mail program's one-click POST): the address
 * the token names leaves the list, its row deleted. Forged or altered: 400. Already gone: says so
 * (a second click, or a scanner, changes nothing).
 */
export async function leaveNewsletter(db: Db, secret: string, token: string): Promise<NewsletterLeaveResponse> {
  const payload = verifyToken(secret, LEAVE_PURPOSE, token);
  const email = payload ? emailOfPayload(payload) : '';
  if (!email.includes('@')) throw badRequest(messages.newsletterLinkInvalid, 'newsletter_link_invalid');
  if (!(await deleteSubscription(db, email))) return { status: 'already', message: messages.newsletterAlreadyLeft };
  return { status: 'left', message: messages.newsletterLeft(email) };
}

// ---- Sign-up ----

/**
 * Idempotent: the same e-mail (any case) subscribes once; the answer says which happened. The row
 * records the consent (time, the notice's version in force, the address it came from) and, in the
 * same transaction, the welcome mail with the leave link and the agency's notice are queued: a
 * crash leaves both or neither, and the outbox's repair sends what was queued.
 */
export async function subscribeNewsletter(
  db: Db,
  mailer: Mailer,
  config: Config,
  secret: string,
  input: { email: string; ip: string; now: Date },
  notify?: SiteNotifyDeps,
) {
  const normalized = input.email.trim().toLowerCase();
  const queued = await db.transaction(async (tx) => {
    const noticeVersion = await currentNoticeVersion(tx, input.now);
    const id = await insertSubscriptionIfNew(tx, { email: normalized, noticeVersion, consentIp: input.ip });
    if (!id) return null;
    const welcome = await enqueueMail(tx, {
      to: normalized,
      ...composeMail(config, 'newsletterWelcome', { leaveToken: newsletterLeaveToken(secret, normalized) }),
      dedupeKey: `newsletter-welcome:${id}`,
    });
    const agency = await enqueueMail(tx, {
      to: config.AGENCY_EMAIL,
      ...composeMail(config, 'newsletterSignup', { email: normalized }),
      dedupeKey: `newsletter:${id}`,
    });
    return [welcome, agency].filter((m): m is string => Boolean(m));
  });
  if (!queued) return { created: false };
  if (notify) await notifyStaff({ db, events: notify.events }, { kind: 'newsletter_signup', email: normalized }, notify.log);
  for (const mailId of queued) {
    try {
      await mailer.dispatch(mailId);
    } catch (err) {
      // The subscription stands; the outbox keeps the failed mail and the log says so.
      notify?.log?.error({ err, mailId }, 'newsletter mail failed');
    }
  }
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
