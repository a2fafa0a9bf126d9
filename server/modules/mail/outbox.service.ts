import { mailAttachmentLabel } from '../../../domain/mail';
import { renderMail, type MailArgs, type MailTemplateName, type RenderedMail } from '../../../domain/mail-templates';
import { publicBaseUrl, type Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Mail } from '../../ports';
import { deleteMailsTo, findOutboxPage, insertOutboxMail } from './outbox.repository';

export const OUTBOX_PAGE_SIZE = 20;


/**
 * One template of the registry, its links on the site's configured address (PUBLIC_URL, or
 * http://localhost:PORT): never the address a request came in on.
 */
export function composeMail<K extends MailTemplateName>(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, name: K, args: MailArgs<K>): RenderedMail {
  return renderMail(publicBaseUrl(config), name, args);
}

const LINK_WITH_SECRET = /\bhttps?:\/\/[^\s]*?[?&#](?:token|code|key)=[^\s]+/gi;
export const REDACTED_LINK = '[link pessoal removido: só o destinatário o recebe]';

/** A mail's text without its personal links (set-password, reset): what staff may read. */
export function redactLinks(text: string): string {
  return text.replace(LINK_WITH_SECRET, REDACTED_LINK).replace(/\b(token|code|key)=[A-Za-z0-9_%-]{12,}/gi, '$1=[removido]');
}

/** A mail's headers without their personal links (a List-Unsubscribe's token), as stored once sent. */
export function redactHeaders(headers: Record<string, string> | null): Record<string, string> | null {
  if (!headers) return null;
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, redactLinks(v)]));
}

/**
 * Queues a mail in the caller's transaction (so the mail exists exactly when the change it
 * announces does). Null when the dedupe key was already used. The Mailer dispatches it.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<string | null> {
  return insertOutboxMail(db, mail);
}

/**
 * Staff read the outbox (what was sent, or would be without SMTP). Texts are always redacted:
 * no API hands one person another account's link or token.
 */
export async function listOutbox(db: DbOrTx, q: { page: number; to?: string }) {
  const { rows, total } = await findOutboxPage(db, { ...q, pageSize: OUTBOX_PAGE_SIZE });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: redactLinks(r.text),
      status: r.status,
      attachments: (r.attachments ?? []).map(mailAttachmentLabel),
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total,
    page: q.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

/** LGPD (ADR 0055): the copies of the mails sent to an erased person leave the outbox. */
export function forgetMailsTo(db: DbOrTx, email: string): Promise<number> {
  return deleteMailsTo(db, email.trim().toLowerCase());
}
