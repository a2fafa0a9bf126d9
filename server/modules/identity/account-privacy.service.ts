import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { ANONYMISED_NAME, anonymisedEmail } from '../../../domain/privacy';
import type { MyContactInput } from '../../../domain/schemas/privacy';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from './audit.service';
import { anonymiseAuditRowsOf, blankAuditIpsBefore } from './audit.repository';
import { endUnusedResetsOf } from './password-resets.repository';
import { revokeUserSessions } from './sessions.service';
import { anonymiseClientRow, findUserById, setNameAndPhone } from './users.repository';
import { clock } from '../../lib/clock';

/** The account as 'Meus dados' shows it and the export starts with. */
export async function accountOf(db: DbOrTx, userId: string) {
  const u = await findUserById(db, userId);
  if (!u) throw notFound(messages.notFound);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    active: u.active,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    lastAccessAt: u.lastAccessAt?.toISOString() ?? null,
  };
}

/** LGPD art. 18, III: the person corrects their own name and phone; the change is audited (old and new). */
export async function correctOwnContact(db: Db, actor: AuditActor, userId: string, input: MyContactInput, log?: FastifyBaseLogger, now = clock.now()) {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) throw notFound(messages.notFound);
    const after = await setNameAndPhone(tx, userId, { name: input.name, phone: input.phone }, now);
    await recordAudit(tx, actor, {
      category: 'privacy',
      action: 'own_data_corrected',
      details: 'Titular corrigiu nome e telefone em Meus dados',
      metadata: { changed: [before.name !== after!.name && 'name', before.phone !== after!.phone && 'phone'].filter(Boolean) },
    }, log);
    return { name: after!.name, phone: after!.phone };
  });
}

/**
 * The account's person is erased (ADR 0055), in the caller's transaction: name, e-mail, phone and
 * password go, every session and set-password link ends, and the audit entries about them lose
 * the e-mail, address and browser. Returns the e-mail and name it had, or null when the account is
 * not a client's or was already anonymised (the caller's claim makes that impossible twice).
 */
export async function anonymiseAccount(tx: DbOrTx, userId: string, at: Date): Promise<{ email: string; name: string; anonEmail: string } | null> {
  const before = await findUserById(tx, userId);
  if (!before || before.role !== 'client') return null;
  const anonEmail = anonymisedEmail(userId);
  const moved = await anonymiseClientRow(tx, userId, { name: ANONYMISED_NAME, email: anonEmail }, at);
  if (!moved) return null;
  await revokeUserSessions(tx, userId);
  await endUnusedResetsOf(tx, userId, at);
  await anonymiseAuditRowsOf(tx, { userId, email: before.email.toLowerCase() }, anonEmail);
  return { email: before.email.toLowerCase(), name: before.name, anonEmail };
}

/** Staff erasing an e-mail without an account: audit entries naming it lose it and their address. */
export function anonymiseAuditOfEmail(tx: DbOrTx, email: string): Promise<number> {
  return anonymiseAuditRowsOf(tx, { userId: null, email: email.trim().toLowerCase() }, null);
}

/** RETENTION.securityLogIp: one batch of audit entries older than `before` loses its address. */
export function blankOldAuditIps(db: DbOrTx, before: Date, batch: number): Promise<number> {
  return blankAuditIpsBefore(db, before, batch);
}
