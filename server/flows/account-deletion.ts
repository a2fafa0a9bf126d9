import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../domain/messages';
import { ANONYMISED_NAME, DELETION_LINK_HOURS, anonymisedEmail } from '../../domain/privacy';
import type { AppDeps } from '../deps';
import { clock } from '../lib/clock';
import { AppError, badRequest } from '../lib/errors';
import { anonymiseBuyerOrders } from '../modules/checkout/buyer-privacy.service';
import { anonymiseOrderEntryNotes } from '../modules/finance/finance.service';
import { anonymiseAccount, anonymiseAuditOfEmail } from '../modules/identity/account-privacy.service';
import { recordAudit, type AuditActor } from '../modules/identity/audit.service';
import { findUserByEmail } from '../modules/identity/users.service';
import { composeMail, enqueueMail, forgetMailsTo } from '../modules/mail/outbox.service';
import { removeUnbookedVideosOf } from '../modules/media/media.service';
import {
  claimDeletionLink,
  keepRequestsUnder,
  openDeletionRequest,
  recordDeletionAnswer,
  runFilePurges,
  scheduleFilePurges,
} from '../modules/privacy/privacy.service';
import { eraseSiteFormsOf } from '../modules/site/support.service';
import { removeSignUpsOf } from '../modules/waitlist/waitlist.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secret' | 'storage'>;

/**
 * 'Excluir minha conta' (ADR 0055): a request waiting for confirmation and its single-use link by
 * mail, queued in the same transaction. Nothing else changes until the link is opened.
 */
export async function requestAccountDeletion(deps: Deps, actor: AuditActor, user: { id: string; name: string; email: string }, log?: FastifyBaseLogger) {
  const now = clock.now();
  const mailId = await deps.db.transaction(async (tx) => {
    const { request, token } = await openDeletionRequest(tx, deps.secret, user, now);
    if (!token) return null;
    await recordAudit(tx, actor, {
      category: 'privacy',
      action: 'deletion_requested',
      details: 'Titular pediu a exclusão da conta em Meus dados (aguardando confirmação por e-mail)',
      metadata: { requestId: request.id },
    }, log);
    return enqueueMail(tx, {
      to: user.email,
      ...composeMail(deps.config, 'accountDeletionConfirm', { name: user.name, token, hours: DELETION_LINK_HOURS }),
      dedupeKey: `account-delete:${request.id}`,
    });
  });
  if (mailId) {
    try {
      await deps.mailer.dispatch(mailId);
    } catch (err) {
      log?.error({ err }, 'account deletion mail failed');
      throw new AppError(503, messages.privacyDeletionMailFailed, 'privacy_mail_failed');
    }
  }
}

/**
 * The link is opened: ONE transaction claims it (single use), anonymises the account (name, e-mail,
 * phone, password; sessions and links end), the buyer of its orders (paid ones stay for the fiscal
 * period, with CPF/CNPJ), the finance notes quoting the name and the audit entries; deletes its
 * videos that no running or future booking shows, its sign-ups, contact messages, newsletter row
 * and old mails; records the files to delete; and queues the final mail to the address it had.
 * The files go after the commit; a crash before leaves their purge rows for the retention job.
 */
export async function confirmAccountDeletion(deps: Deps, token: string, log?: FastifyBaseLogger): Promise<{ message: string }> {
  const now = clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const { requestId, userId } = await claimDeletionLink(tx, deps.secret, token, now);
    const gone = await anonymiseAccount(tx, userId, now);
    if (!gone) throw badRequest(messages.privacyDeletionLinkInvalid, 'privacy_link_invalid');
    const orders = await anonymiseBuyerOrders(tx, { userId, email: gone.email }, gone.anonEmail, now);
    await anonymiseOrderEntryNotes(tx, orders, ANONYMISED_NAME);
    const videos = await removeUnbookedVideosOf(tx, userId, now);
    await scheduleFilePurges(tx, videos.storageKeys, `account-deletion:${requestId}`, now);
    await removeSignUpsOf(tx, gone.email);
    await eraseSiteFormsOf(tx, gone.email);
    await forgetMailsTo(tx, gone.email);
    await keepRequestsUnder(tx, { userId, email: gone.email }, gone.anonEmail);
    const answer = `Conta excluída a pedido do titular: ${orders.length} pedido(s) anonimizado(s), ${videos.removed} vídeo(s) apagado(s), ${videos.kept} mantido(s) por reserva em andamento.`;
    await recordDeletionAnswer(tx, requestId, answer);
    await recordAudit(tx, { userId, userEmail: gone.anonEmail }, {
      category: 'privacy',
      action: 'account_deleted',
      details: answer,
      metadata: { requestId, orders: orders.length, videosRemoved: videos.removed, videosKept: videos.kept },
    }, log);
    const mailId = await enqueueMail(tx, {
      to: gone.email,
      ...composeMail(deps.config, 'accountDeleted', { name: gone.name, videosRemoved: videos.removed, videosKept: videos.kept }),
      dedupeKey: `account-deleted:${requestId}`,
    });
    return { mailId, keys: videos.storageKeys };
  });
  if (done.mailId) await deps.mailer.dispatch(done.mailId).catch((err: unknown) => log?.error({ err }, 'account deleted mail failed'));
  if (done.keys.length) await runFilePurges(deps, done.keys, 200, log).catch((err: unknown) => log?.error({ err }, 'file purge failed'));
  return { message: messages.privacyDeletionDone };
}

/**
 * Staff erase what is kept about an e-mail without an account (ADR 0055), in one transaction: the
 * buyer of its orders (paid ones stay, anonymised), sign-ups, contact messages, newsletter row,
 * mails and audit entries naming it. An e-mail with a client account is refused: its owner asks
 * in the client area, where the link proves who they are.
 */
export async function eraseEmailData(deps: Deps, actor: AuditActor, email: string, log?: FastifyBaseLogger): Promise<{ message: string; count: number }> {
  const now = clock.now();
  const clean = email.trim().toLowerCase();
  const account = await findUserByEmail(deps.db, clean);
  if (account) throw new AppError(409, messages.privacyStaffEmailIsAccount, 'privacy_email_is_account');
  const count = await deps.db.transaction(async (tx) => {
    const orders = await anonymiseBuyerOrders(tx, { userId: null, email: clean }, anonymisedEmail(randomUUID()), now);
    await anonymiseOrderEntryNotes(tx, orders, ANONYMISED_NAME);
    const n =
      orders.length +
      (await removeSignUpsOf(tx, clean)) +
      (await eraseSiteFormsOf(tx, clean)) +
      (await forgetMailsTo(tx, clean)) +
      (await anonymiseAuditOfEmail(tx, clean));
    await recordAudit(tx, actor, {
      category: 'privacy',
      action: 'email_erased',
      details: `Dados de um e-mail sem conta excluídos ou anonimizados a pedido do titular (${n} registros)`,
      metadata: { records: n },
    }, log);
    return n;
  });
  return { message: messages.privacyErased(count), count };
}
