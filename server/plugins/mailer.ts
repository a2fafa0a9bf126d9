import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A flow that may run twice passes a key so the person gets one mail. */
  dedupeKey?: string;
}

/**
 * Every mail is written to `email_outbox` first (the record, and the dedupe guard). With SMTP
 * configured it is then sent; without, the table is the outbox a developer reads.
 */
export class Mailer {
  private transport?: Transporter;

  constructor(
    private db: Db,
    private from: string,
    smtpUrl: string | undefined,
    private log: FastifyBaseLogger,
  ) {
    if (smtpUrl) this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** Returns false when a mail with the same dedupe key was already recorded. */
  async send(mail: Mail): Promise<boolean> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, dedupeKey: mail.dedupeKey })
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    if (!row) return false;
    if (!this.transport) {
      await this.db.update(emailOutbox).set({ status: 'outbox' }).where(eq(emailOutbox.id, row.id));
      this.log.info({ to: mail.to, subject: mail.subject }, 'e-mail gravado na caixa de saída (sem SMTP)');
      return true;
    }
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
      return true;
    } catch (err) {
      await this.db
        .update(emailOutbox)
        .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
        .where(eq(emailOutbox.id, row.id));
      throw err;
    }
  }
}
