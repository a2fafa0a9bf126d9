import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../../server/db/schema';

/** Mails recorded in the outbox for one address, newest first. */
export const mailsTo = (app: FastifyInstance, to: string) =>
  app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));

/** The recovery token of a recovery mail's link. */
export function tokenOf(text: string): string {
  const m = text.match(/\/redefinir-senha\?token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no recovery link in: ${text}`);
  return m[1]!;
}
