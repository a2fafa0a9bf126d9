import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import { homeAreaOf, type Area } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Config } from '../../config';
import type { Mailer } from '../../ports';
import { composeMail } from '../mail/outbox.service';
import { recordAudit, type AuditActor } from './audit.service';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-strength';
import { revokeUserSessions } from './sessions.service';
import { findUserByEmail } from './users.service';
import { clearFailures } from './login-throttle.repository';
import { claimReset, findOpenResetOwner, deleteReset, endUnusedResetsOf, hasUnusedResetSince, insertReset } from './password-resets.repository';
import { setPasswordOfActiveUser } from './users.repository';
import { clock } from '../../lib/clock';

export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** One mail per person per minute, whatever the number of requests. */
const RESEND_AFTER_MS = 60 * 1000;
/** Both answers (known and unknown e-mail) take at least this long, so timing tells nothing. */
const MIN_ANSWER_MS = 300;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RecoveryRequest {
  email: string;
  area?: Area;
}

/**
 * Sends a single-use link valid for one hour, on the site's configured address (PUBLIC_URL, or
 * http://localhost:PORT; never the request's Host). The caller answers the same neutral text
 * whether or not the e-mail exists; only a mail transport failure is reported (the spec's message).
 */
export async function requestPasswordRecovery(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  actor: AuditActor,
  req: RecoveryRequest,
  log?: FastifyBaseLogger,
  now = clock.now(),
): Promise<void> {
  const { db, mailer } = deps;
  // Elapsed time, not the time of day: the test clock's jumps must not shorten the wait.
  const started = performance.now();
  try {
    const user = await findUserByEmail(db, req.email.trim());
    if (!user || !user.active) return;
    if (await hasUnusedResetSince(db, user.id, new Date(now.getTime() - RESEND_AFTER_MS))) return;
    const token = randomToken(32);
    const id = sha256(token);
    await insertReset(db, { id, userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_MS) });
    try {
      await mailer.send({ to: user.email, ...composeMail(deps.config, 'passwordRecovery', { name: user.name, token }) });
    } catch (err) {
      await deleteReset(db, id);
      log?.error({ err }, 'falha ao enviar e-mail de recuperação');
      throw new AppError(503, messages.recoveryError, 'recovery_mail_failed');
    }
    await recordAudit(db, { ...actor, userId: user.id, userEmail: user.email }, {
      category: 'auth',
      action: 'password_reset_requested',
      details: `Recuperação de senha solicitada${req.area ? ` na área ${req.area}` : ''}`,
    }, log);
  } finally {
    const wait = MIN_ANSWER_MS - (performance.now() - started);
    if (wait > 0) await sleep(wait);
  }
}

/**
 * Uses a link: the token is claimed with one conditional update (unused and unexpired), the new
 * password is stored, every other link and every session of the person end, and it is audited —
 * all in one transaction.
 */
export async function resetPassword(
  db: Db,
  actor: AuditActor,
  token: string,
  password: string,
  log?: FastifyBaseLogger,
  now = clock.now(),
): Promise<{ area: Area }> {
  const pending = await findOpenResetOwner(db, sha256(token), now);
  if (!pending) throw badRequest(messages.recoveryTokenInvalid, 'recovery_token_invalid');
  const weak = await passwordProblem(password, pending);
  if (weak) throw badRequest(weak, 'password_weak');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const claimed = await claimReset(tx, sha256(token), now);
    if (!claimed) throw badRequest(messages.recoveryTokenInvalid, 'recovery_token_invalid');
    const user = await setPasswordOfActiveUser(tx, claimed.userId, passwordHash, now);
    if (!user) throw badRequest(messages.recoveryTokenInvalid, 'recovery_token_invalid');
    await endUnusedResetsOf(tx, user.id, now);
    await revokeUserSessions(tx, user.id);
    await clearFailures(tx, user.email);
    await recordAudit(tx, { ...actor, userId: user.id, userEmail: user.email }, {
      category: 'auth',
      action: 'password_reset',
      details: 'Senha redefinida pelo link de recuperação; sessões encerradas',
    }, log);
    return { area: homeAreaOf(user.role) };
  });
}
