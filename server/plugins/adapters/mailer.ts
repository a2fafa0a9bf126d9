import type { Transporter } from 'nodemailer';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { enqueueMail, redactLinks } from '../../modules/mail/outbox.service';
import { MAIL_DELIVERY_FIELD } from '../../lib/log-redaction';
import type { Mail, Mailer } from '../../ports';
import { clock } from '../../lib/clock';

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
  ) {}

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
   * alone. Throws when SMTP refuses (the row is marked failed).
   */
  async dispatch(id: string): Promise<void> {
    let failure: unknown;
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!row) return;
      const redacted = redactLinks(row.text);
      const transport = this.transporter();
      if (!transport) {
        // The developer's outbox: the whole mail (links included) goes to the log only; the mark
        // keeps the log's redaction of query secrets off this one line (server/lib/log-redaction.ts).
        this.log.info({ [MAIL_DELIVERY_FIELD]: true, to: row.to, subject: row.subject, text: row.text }, 'e-mail (sem SMTP): veja o texto completo aqui');
        await tx.update(emailOutbox).set({ status: 'outbox', text: redacted, html: null }).where(eq(emailOutbox.id, id));
        return;
      }
      try {
        await (await transport).sendMail({ from: this.from, to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
        await tx.update(emailOutbox).set({ status: 'sent', sentAt: clock.now(), text: redacted, html: null }).where(eq(emailOutbox.id, id));
      } catch (err) {
        failure = err;
        await tx
          .update(emailOutbox)
          .set({ status: 'failed', text: redacted, html: null, error: String((err as Error).message).slice(0, 500) })
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
