import type { Transporter } from 'nodemailer';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { mailAttachmentLabel, type MailAttachmentRef } from '../../../domain/mail';
import { enqueueMail, redactHeaders, redactLinks } from '../../modules/mail/outbox.service';
import { clock } from '../../lib/clock';
import { MAIL_DELIVERY_FIELD } from '../../lib/log-redaction';
import type { Mail, MailAttachmentFile, MailAttachmentRenderer, Mailer } from '../../ports';

/**
 * Every mail is written to `email_outbox` first (the record, and the dedupe guard), possibly in
 * the transaction of the change it announces (`enqueueMail`), then dispatched: sent by SMTP, or,
 * without SMTP, written whole to the server log. Once dispatched, the stored text loses its links
 * (a set-password or reset link lives only in the person's mailbox, or the log); staff only ever
 * read the redacted text.
 */
export class OutboxMailer implements Mailer {
  /** nodemailer is loaded with the first mail sent (not at start: ≈ 3 MB of heap and 0.1 s). */
  private transport?: Promise<Transporter>;

  constructor(
    private db: Db,
    private from: string,
    private smtpUrl: string | undefined,
    private log: FastifyBaseLogger,
    /** Renders a row's attachment references when it is sent (ADR 0050). */
    private renderAttachment?: MailAttachmentRenderer,
  ) {}

  private async renderAll(refs: MailAttachmentRef[]): Promise<MailAttachmentFile[]> {
    const files: MailAttachmentFile[] = [];
    for (const ref of refs) {
      if (!this.renderAttachment) throw new Error(`no renderer for the mail attachment ${ref.kind}`);
      const file = await this.renderAttachment(ref);
      if (file) files.push(file);
    }
    return files;
  }

  private transporter(): Promise<Transporter> | undefined {
    if (!this.smtpUrl) return undefined;
    const url = this.smtpUrl;
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
    return this.transport;
  }

  /** Returns false when a mail with the same dedupe key was already recorded. */
  async send(mail: Mail): Promise<boolean> {
    const id = await enqueueMail(this.db, mail);
    if (!id) return false;
    await this.dispatch(id);
    return true;
  }

  /**
   * Sends one queued mail; a row another instance is sending (locked) or already sent is left
   * alone. Its attachments are rendered now, from today's facts (a retry renders them again).
   * Throws when SMTP refuses or an attachment cannot be made (the row is marked failed).
   */
  async dispatch(id: string): Promise<void> {
    const transport = this.transporter();
    // Rendered before the row is locked: rendering reads the database, and on PGlite a read from
    // outside an open transaction waits for that transaction.
    let files: MailAttachmentFile[] = [];
    let renderFailure: unknown;
    if (transport) {
      const [queued] = await this.db
        .select({ attachments: emailOutbox.attachments })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
      if (!queued) return;
      try {
        files = await this.renderAll(queued.attachments ?? []);
      } catch (err) {
        renderFailure = err;
      }
    }
    let failure: unknown;
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!row) return;
      const redacted = redactLinks(row.text);
      // A List-Unsubscribe header holds the same personal link as the text: kept only until sent.
      const headers = redactHeaders(row.headers);
      if (!transport) {
        // The developer's outbox: the whole mail (links included) goes to the log only; the mark
        // keeps the log's redaction of query secrets off this one line (server/lib/log-redaction.ts).
        // Attachments are named, not rendered: the client area has the same receipt.
        const attachments = (row.attachments ?? []).map(mailAttachmentLabel);
        this.log.info(
          {
            [MAIL_DELIVERY_FIELD]: true,
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.headers ? { headers: row.headers } : {}),
            ...(attachments.length ? { attachments } : {}),
          },
          'e-mail (sem SMTP): veja o texto completo aqui',
        );
        await tx.update(emailOutbox).set({ status: 'outbox', text: redacted, html: null, headers }).where(eq(emailOutbox.id, id));
        return;
      }
      try {
        if (renderFailure) throw renderFailure;
        await (await transport).sendMail({
          from: this.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          ...(files.length ? { attachments: files.map((f) => ({ filename: f.filename, content: f.content, contentType: f.contentType })) } : {}),
        });
        await tx.update(emailOutbox).set({ status: 'sent', sentAt: clock.now(), text: redacted, html: null, headers }).where(eq(emailOutbox.id, id));
      } catch (err) {
        failure = err;
        await tx
          .update(emailOutbox)
          .set({ status: 'failed', text: redacted, html: null, headers, error: String((err as Error).message).slice(0, 500) })
          .where(eq(emailOutbox.id, id));
      }
    });
    if (failure) throw failure;
  }

  /** Mails queued by a transaction whose process died before dispatching them (the job's step). */
  async dispatchPending(limit = 20): Promise<number> {
    const rows = await this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(limit);
    let n = 0;
    for (const r of rows) {
      try {
        await this.dispatch(r.id);
        n++;
      } catch (err) {
        this.log.error({ err, mailId: r.id }, 'queued mail failed');
      }
    }
    return n;
  }
}
