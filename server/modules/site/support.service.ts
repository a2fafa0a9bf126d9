import { randomUUID } from 'node:crypto';
import { csvDocument, csvText } from '../../../domain/csv';
import { mailStatuses, type MailStatus } from '../../../domain/mail';
import { messages } from '../../../domain/messages';
import type { ContactList, ContactListQuery, ContactMessageDto, SubscriberList, SubscriberListQuery } from '../../../domain/schemas/support';
import {
  answerableStatuses,
  archivableStatuses,
  contactSources,
  contactStatuses,
  SUPPORT_PAGE_SIZE,
  subscribersCsvHeaders,
  type ContactSource,
} from '../../../domain/support';
import { TIME_ZONE } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../../ports';
import { recordAudit, type AuditActor } from '../identity/audit.service';
import { composeMail, enqueueMail } from '../mail/outbox.service';
import * as repo from './support.repository';

type ContactView = NonNullable<Awaited<ReturnType<typeof repo.selectContactView>>>;

const iso = (v: string | Date) => new Date(v).toISOString();
const asMailStatus = (s: string | null): MailStatus | null => ((mailStatuses as readonly string[]).includes(s ?? '') ? (s as MailStatus) : null);

function toDto(v: ContactView): ContactMessageDto {
  const m = v.message;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    source: (contactSources as readonly string[]).includes(m.source) ? (m.source as ContactSource) : 'produtora',
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    phone: v.phone,
    replies: v.replies.map((r) => ({ id: r.id, body: r.body, sentBy: r.sentBy, createdAt: iso(r.createdAt), mailStatus: asMailStatus(r.mailStatus) })),
  };
}

export async function listContactMessages(db: Db, q: ContactListQuery & { page: number }): Promise<ContactList> {
  const [rows, counts] = await Promise.all([
    repo.selectContactPage(db, { status: q.status, q: q.q || undefined, limit: SUPPORT_PAGE_SIZE, offset: (q.page - 1) * SUPPORT_PAGE_SIZE }),
    repo.countByStatus(db),
  ]);
  const byStatus = Object.fromEntries(contactStatuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as ContactList['counts'];
  return { rows: rows.map(toDto), total: rows[0]?.total ?? 0, counts: byStatus, page: q.page, pageSize: SUPPORT_PAGE_SIZE };
}

async function viewOf(db: Db, id: string): Promise<ContactMessageDto> {
  const v = await repo.selectContactView(db, id);
  if (!v) throw notFound(messages.contactNotFound);
  return toDto(v);
}

const requireId = (id: string) => {
  if (!isUuid(id)) throw notFound(messages.contactNotFound);
  return id.toLowerCase();
};

/**
 * The 'answered' transition: the reply is queued in the outbox, recorded and the message marked
 * answered in one transaction; the mail is dispatched after commit (a crash in between leaves it
 * pending, and the mail job sends it). An SMTP refusal shows as the reply's mail status.
 */
export async function answerContactMessage(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  actor: AuditActor & { name: string },
  id: string,
  body: string,
): Promise<ContactMessageDto> {
  const contactId = requireId(id);
  const outboxId = await deps.db.transaction(async (tx) => {
    const msg = await repo.lockContact(tx, contactId);
    if (!msg) throw notFound(messages.contactNotFound);
    const replyId = randomUUID();
    const mailId = await enqueueMail(tx, {
      to: msg.email,
      ...composeMail(deps.config, 'contactReply', { name: msg.name, body, original: msg.message, at: msg.createdAt }),
      dedupeKey: `contact-reply:${replyId}`,
    });
    const reply = await repo.insertReply(tx, { id: replyId, messageId: msg.id, body, outboxId: mailId, sentBy: actor.userId ?? null, sentByName: actor.name });
    await repo.setContactStatus(tx, msg.id, 'answered', answerableStatuses);
    await recordAudit(tx, actor, {
      category: 'site',
      action: 'contact_answered',
      details: `Mensagem de contato respondida por e-mail (${msg.email})`,
      metadata: { contactId: msg.id, replyId: reply.id },
    });
    return mailId;
  });
  if (outboxId) await deps.mailer.dispatch(outboxId).catch(() => {});
  return viewOf(deps.db, contactId);
}

/** The 'archived' transition: from new or answered, once. */
export async function archiveContactMessage(db: Db, actor: AuditActor, id: string): Promise<ContactMessageDto> {
  const contactId = requireId(id);
  await db.transaction(async (tx) => {
    const msg = await repo.lockContact(tx, contactId);
    if (!msg) throw notFound(messages.contactNotFound);
    if (!(await repo.setContactStatus(tx, msg.id, 'archived', archivableStatuses))) throw conflict(messages.supportAlreadyArchived, 'already_archived');
    await recordAudit(tx, actor, { category: 'site', action: 'contact_archived', details: `Mensagem de contato arquivada (${msg.email})`, metadata: { contactId: msg.id } });
  });
  return viewOf(db, contactId);
}

export async function listSubscribers(db: Db, q: SubscriberListQuery & { page: number }): Promise<SubscriberList> {
  const rows = await repo.selectSubscriberPage(db, { q: q.q || undefined, limit: SUPPORT_PAGE_SIZE, offset: (q.page - 1) * SUPPORT_PAGE_SIZE });
  return {
    rows: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: SUPPORT_PAGE_SIZE,
  };
}

const dateTimeBR = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The newsletter list as CSV (pt-BR headers, ';', BOM); e-mails are escaped against formulas. */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await repo.selectAllSubscribers(db);
  return csvDocument(
    subscribersCsvHeaders,
    // Sign-ups from before the notice was versioned have no proof recorded: the cells stay empty.
    rows.map((r) => [csvText(r.email), dateTimeBR.format(r.createdAt), r.noticeVersion === null ? '' : String(r.noticeVersion), r.consentIp ?? '']),
  );
}

/** LGPD (ADR 0055): what the site's forms kept of this e-mail goes (messages, replies, newsletter). */
export function eraseSiteFormsOf(db: DbOrTx, email: string): Promise<number> {
  return repo.deleteContactAndNewsletterOf(db, email.trim().toLowerCase());
}

/** RETENTION.contactMessage: one batch of messages past the period. */
export function purgeContactMessagesBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  return repo.deleteContactMessagesBefore(db, before, batch);
}
