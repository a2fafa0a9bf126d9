import { PASSWORD_LINK_HOURS } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { insertReset } from './password-resets.repository';
import { findUserById, insertClientIfAbsent } from './users.repository';

export interface ClientAccount {
  /** Null when the e-mail belongs to a staff account (only client accounts own slots). */
  clientId: string | null;
  /** A set-password token when the account has no password yet (goes only into the buyer's mail). */
  passwordToken: string | null;
}

/**
 * The buyer's client account, inside the caller's transaction: found by e-mail or created (role
 * client, no password), and a set-password link made when it has no password yet. The insert
 * cannot fail on a concurrent twin: ON CONFLICT DO NOTHING, then read.
 */
export async function ensureClientAccount(
  tx: DbOrTx,
  buyer: { name: string; email: string; phone: string },
  now: Date,
): Promise<ClientAccount> {
  const email = buyer.email.trim().toLowerCase();
  const user = await insertClientIfAbsent(tx, { name: buyer.name, email, phone: buyer.phone });
  if (user.role !== 'client') return { clientId: null, passwordToken: null };
  if (user.passwordHash) return { clientId: user.id, passwordToken: null };
  const passwordToken = randomToken(32);
  await insertReset(tx, {
    id: sha256(passwordToken),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000),
  });
  return { clientId: user.id, passwordToken };
}

/**
 * What the buyer's success page tells them about the client area: the mail carried a link to
 * create a password ('set_password'), or the account already has one ('sign_in').
 */
export async function clientAreaAccess(db: DbOrTx, userId: string | null): Promise<'set_password' | 'sign_in' | null> {
  if (!userId) return null;
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'client') return null;
  return user.passwordHash ? 'sign_in' : 'set_password';
}
