import type { FastifyBaseLogger } from 'fastify';
import { isSuspicious, type AuditCategory } from '../../../domain/audit';
import type { DbOrTx } from '../../db/client';
import { insertAuditRow } from './audit.repository';

export interface AuditActor {
  userId?: string | null;
  userEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditEntry {
  category: AuditCategory;
  action: string;
  details: string;
  metadata?: Record<string, unknown>;
}

/**
 * Append-only: the application never deletes an audit row, and changes one only as the LGPD asks
 * (ADR 0055): an erased person's entries lose e-mail, address and browser, and old entries lose
 * their address (account-privacy.service.ts). What happened is never rewritten.
 */
export async function recordAudit(
  db: DbOrTx,
  actor: AuditActor,
  entry: AuditEntry,
  log?: FastifyBaseLogger,
): Promise<void> {
  const suspicious = isSuspicious(entry.details, entry.metadata);
  if (suspicious) {
    log?.warn({ category: entry.category, action: entry.action }, 'security: suspicious audit entry');
  }
  await insertAuditRow(db, {
    userId: actor.userId ?? null,
    userEmail: actor.userEmail ?? null,
    category: entry.category,
    action: entry.action,
    details: entry.details.slice(0, 2000),
    metadata: entry.metadata,
    ip: actor.ip ?? null,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    suspicious,
  });
}
