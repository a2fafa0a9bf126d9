import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Header values by lower-case name, unfolded, as they came over the wire. */
  headers: Record<string, string>;
  /** Files the message carried, as the mail program reads them. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface SmtpSink {
  /** What the server under test reads: smtp://127.0.0.1:<port>. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` whose subject or text matches, waited for. */
  waitFor(to: string, match?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the npm `smtp-server`): the app's mailer connects, speaks SMTP and
 * delivers; the test reads each message as the person's mail program would (parsed MIME).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]),
            ),
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.find(
          (m) => m.to.includes(to.toLowerCase()) && (!match || match.test(m.subject) || match.test(m.text)),
        );
        if (hit) return hit;
        if (Date.now() > until)
          throw new Error(
            `nenhum e-mail para ${to} em ${timeoutMs} ms (recebidos: ${mails.map((m) => `${m.to} ${m.subject}`).join('; ')})`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
