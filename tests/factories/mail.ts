import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../../server/db/schema';

type Sent = { to: string; subject: string; text: string; attachments?: string[] };
const captured = new WeakMap<FastifyInstance, Sent[]>();

/**
 * Without SMTP a mail's whole text (links included) goes only to the server log; the stored copy
 * is redacted. Tests read what the person would receive from that log line.
 */
export function captureMailLog(app: FastifyInstance): Sent[] {
  const existing = captured.get(app);
  if (existing) return existing;
  const seen: Sent[] = [];
  captured.set(app, seen);
  const log = app.log as unknown as { info: (...a: unknown[]) => void };
  const original = log.info.bind(log);
  log.info = (...args: unknown[]) => {
    const o = args[0] as Partial<Sent> | undefined;
    if (o && typeof o === 'object' && typeof o.text === 'string' && typeof o.to === 'string') {
      seen.push({ to: o.to, subject: o.subject ?? '', text: o.text, ...(Array.isArray(o.attachments) ? { attachments: o.attachments } : {}) });
    }
    original(...args);
  };
  return seen;
}

/**
 * Mails recorded in the outbox for one address, newest first, with the text the person received
 * (from the log capture; the stored copy lost its links once sent) in `text` and the stored,
 * redacted copy in `storedText`.
 */
export async function mailsTo(app: FastifyInstance, to: string) {
  const rows = await app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
  const sent = (captured.get(app) ?? []).filter((m) => m.to === to).reverse();
  return rows.map((r, i) => ({ ...r, storedText: r.text, text: sent[i]?.subject === r.subject ? sent[i]!.text : r.text }));
}

/** The recovery token of a recovery mail's link. */
export function tokenOf(text: string): string {
  const m = text.match(/\/redefinir-senha\?token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no recovery link in: ${text}`);
  return m[1]!;
}
