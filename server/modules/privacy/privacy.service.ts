import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import {
  DELETION_LINK_HOURS,
  isPrivacyRequestOverdue,
  privacyPaths,
  privacyRequestDueDay,
} from '../../../domain/privacy';
import type { PrivacyRequestDto, PrivacyRequestInput } from '../../../domain/schemas/privacy';
import { dayOf } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { clock } from '../../lib/clock';
import { signToken, verifyToken } from '../../lib/signed-token';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { Storage } from '../../ports';
import * as repo from './privacy.repository';

// ---- requests ----

type Listing = NonNullable<Awaited<ReturnType<typeof repo.findRequestListing>>>;

function toDto(l: Listing, today: string): PrivacyRequestDto {
  const r = l.r;
  return {
    id: r.id,
    email: r.email,
    type: r.type,
    origin: r.origin,
    status: r.status,
    details: r.details,
    receivedDay: r.receivedDay,
    dueDay: r.dueDay,
    overdue: isPrivacyRequestOverdue(r, today),
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answeredByName: l.answeredByName ?? null,
    hasAccount: Boolean(l.hasAccount),
  };
}

export async function listPrivacyRequests(db: DbOrTx, now = clock.now()) {
  const today = dayOf(now);
  return { items: (await repo.listRequestListings(db)).map((l) => toDto(l, today)), today };
}

export async function requestsOfUser(db: DbOrTx, userId: string, now = clock.now()) {
  const today = dayOf(now);
  return (await repo.listRequestListings(db, { userId })).map((l) => toDto(l, today));
}

export async function privacyRequestView(db: DbOrTx, id: string, now = clock.now()): Promise<PrivacyRequestDto> {
  const l = isUuid(id) ? await repo.findRequestListing(db, id) : undefined;
  if (!l) throw notFound(messages.privacyRequestNotFound);
  return toDto(l, dayOf(now));
}

/** Staff register a request that came by the contact channel: received today unless said, due 15 days on. */
export async function registerPrivacyRequest(tx: DbOrTx, input: { email: string; type: PrivacyRequestInput['type']; details: string; receivedDay?: string }, now = clock.now()) {
  const today = dayOf(now);
  const receivedDay = input.receivedDay ?? today;
  if (receivedDay > today) throw badRequest('A data de recebimento não pode estar no futuro.', 'privacy_received_future');
  return repo.insertRequest(tx, {
    email: input.email.trim().toLowerCase(),
    type: input.type,
    origin: 'equipe',
    status: 'aberto',
    details: input.details,
    receivedDay,
    dueDay: privacyRequestDueDay(receivedDay),
    createdAt: now,
  });
}

export async function answerPrivacyRequest(tx: DbOrTx, id: string, answer: string, by: string, now = clock.now()) {
  if (!isUuid(id)) throw notFound(messages.privacyRequestNotFound);
  const done = await repo.answerOpenRequest(tx, id, { answer, by, now });
  if (!done) {
    const exists = await repo.findRequestListing(tx, id);
    if (!exists) throw notFound(messages.privacyRequestNotFound);
    throw conflict(messages.privacyRequestAlreadyAnswered, 'privacy_request_answered');
  }
}

// ---- the account deletion link ----

const DELETION_PURPOSE = 'account-delete';

/** `<request id>_<expiry ms>` signed for this purpose (server/lib/signed-token.ts); the row makes it single-use. */
export function deletionToken(secret: string, requestId: string, expiresAt: Date): string {
  return signToken(secret, DELETION_PURPOSE, `${requestId}_${expiresAt.getTime()}`);
}

/** The request a deletion token names, when this server signed it and it has not expired. */
export function requestOfDeletionToken(secret: string, token: string, now: Date): string | null {
  const payload = verifyToken(secret, DELETION_PURPOSE, token);
  const [id, expText, ...rest] = payload?.split('_') ?? [];
  if (!id || !expText || rest.length || !isUuid(id) || !/^\d{1,15}$/.test(expText)) return null;
  return Number(expText) > now.getTime() ? id.toLowerCase() : null;
}

/**
 * A client asks to delete their account: a request waiting for confirmation, and the token of
 * its link. Within a minute of the last one, the same request answers (one mail a minute).
 */
export async function openDeletionRequest(tx: DbOrTx, secret: string, user: { id: string; email: string }, now = clock.now()) {
  const recent = await repo.recentDeletionRequest(tx, user.id, new Date(now.getTime() - 60_000), now);
  if (recent) return { request: recent, token: null };
  const today = dayOf(now);
  const confirmExpiresAt = new Date(now.getTime() + DELETION_LINK_HOURS * 3600_000);
  const request = await repo.insertRequest(tx, {
    userId: user.id,
    email: user.email.trim().toLowerCase(),
    type: 'exclusao',
    origin: 'area_do_cliente',
    status: 'aguardando_confirmacao',
    receivedDay: today,
    dueDay: privacyRequestDueDay(today),
    confirmExpiresAt,
    createdAt: now,
  });
  return { request, token: deletionToken(secret, request.id, confirmExpiresAt) };
}

/**
 * The link's one use, in the caller's transaction (the deletion that follows shares it): the
 * request moves to answered, or a 400 with the same text for a forged, expired or used link.
 */
export async function claimDeletionLink(tx: DbOrTx, secret: string, token: string, now = clock.now()) {
  const id = requestOfDeletionToken(secret, token, now);
  const claimed = id ? await repo.claimDeletionRequest(tx, id, now, 'Conta excluída a pedido do titular.') : undefined;
  if (!claimed?.userId) throw badRequest(messages.privacyDeletionLinkInvalid, 'privacy_link_invalid');
  return { requestId: claimed.id, userId: claimed.userId };
}

export const recordDeletionAnswer = (tx: DbOrTx, requestId: string, answer: string) => repo.setRequestAnswer(tx, requestId, answer);

export const keepRequestsUnder = (tx: DbOrTx, who: { userId: string; email: string }, anonEmail: string) => repo.moveRequestsToEmail(tx, who, anonEmail);

// ---- the export ----

/**
 * Every column of the schema that points at an account (a foreign key to users.id), and where the
 * export puts its rows. tests/integration/privacy-export.test.ts reads the database's foreign keys
 * and fails when one is missing here: a new table about people must say where its rows go.
 */
const LINKED_COLUMNS_SECTION = 'registrosComoEquipe';

export const EXPORTED_USER_COLUMNS = {
  'sessions.user_id': 'sessoes',
  'password_resets.user_id': 'linksDeSenha',
  'orders.user_id': 'pedidos',
  'bookings.user_id': 'reservas',
  'videos.user_id': 'videos',
  'upload_reservations.user_id': 'enviosDeVideo',
  'staff_notifications.user_id': 'notificacoesDaEquipe',
  'client_notifications_seen.user_id': 'notificacoes',
  'renewal_reminders.user_id': 'notificacoes',
  'privacy_requests.user_id': 'pedidosLgpd',
  'syndics.user_id': 'sindico',
  'audit_logs.user_id': 'registrosDeSeguranca',
  // Columns naming who did something as staff (created, decided, answered...): their rows, as they are.
  'period_discounts.created_by': 'registrosComoEquipe',
  'discounts.created_by': 'registrosComoEquipe',
  'coupons.created_by': 'registrosComoEquipe',
  'contact_replies.sent_by': 'registrosComoEquipe',
  'site_images.created_by': 'registrosComoEquipe',
  'site_media_slots.updated_by': 'registrosComoEquipe',
  'payment_refunds.requested_by': 'registrosComoEquipe',
  'finance_deletions.deleted_by': 'registrosComoEquipe',
  'finance_settings.updated_by': 'registrosComoEquipe',
  'finance_transactions.created_by': 'registrosComoEquipe',
  'videos.decided_by': 'registrosComoEquipe',
  'notices.author_id': 'registrosComoEquipe',
  'notices.updated_by': 'registrosComoEquipe',
  'screen_capture_requests.requested_by': 'registrosComoEquipe',
  'screens.paired_by': 'registrosComoEquipe',
  'make_goods.decided_by': 'registrosComoEquipe',
  'privacy_requests.answered_by': 'registrosComoEquipe',
  'privacy_notices.published_by': 'registrosComoEquipe',
} as const;

/**
 * The columns keyed by a person's e-mail (people without an account are found by it too), and
 * where their rows go. The same test reads every e-mail column of the schema against this list.
 */
export const EXPORTED_EMAIL_COLUMNS = {
  'users.email': 'titular',
  'orders.buyer_email': 'pedidos',
  'newsletter_subscriptions.email': 'newsletter',
  'contact_messages.email': 'mensagensDeContato',
  'waitlist_entries.email': 'listaDeEspera',
  'audit_logs.user_email': 'registrosDeSeguranca',
  'privacy_requests.email': 'pedidosLgpd',
  'email_outbox.to': 'emailsEnviados',
  'syndics.email': 'sindico',
  'login_throttles.email_key': 'tentativasDeLogin',
  'login_address_throttles.email_key': 'tentativasDeLogin',
} as const;

/** Secrets a row may hold that even its owner does not get back (hashes of tokens, password). */
const SECRET_KEYS = new Set(['password_hash', 'access_token_hash', 'request_hash', 'idempotency_key', 'pix_qr', 'raw']);
const clean = (row: Record<string, unknown>, dropId = false) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_KEYS.has(k) && !(dropId && k === 'id')));



export interface PersonalDataExport {
  geradoEm: string;
  avisoDePrivacidade: string;
  titular: Record<string, unknown> | null;
  [section: string]: unknown;
}

/**
 * Everything kept about one account (by id and by its e-mail) or one e-mail without an account:
 * the JSON of 'Baixar meus dados' and of staff's 'Exportar'. Each section is named in the lists above.
 */
export async function exportPersonalData(
  db: DbOrTx,
  who: { userId: string | null; email: string },
  now = clock.now(),
): Promise<PersonalDataExport> {
  const email = who.email.trim().toLowerCase();
  const byUser = async (table: string, column: string) => (who.userId ? repo.rowsWhere(db, table, column, who.userId) : []);
  const byEmail = (table: string, column: string) => repo.rowsWhereLower(db, table, column, email);
  const uniq = (rows: Record<string, unknown>[]) => [...new Map(rows.map((r) => [String(r.id ?? JSON.stringify(r)), r])).values()];

  const account = who.userId ? (await byUser('users', 'id'))[0] : (await byEmail('users', 'email'))[0];
  const orderRows = uniq([...(await byUser('orders', 'user_id')), ...(await byEmail('orders', 'buyer_email'))]);
  const orderIds = orderRows.map((o) => String(o.id));
  const [lines, payments, refunds] = await Promise.all([
    repo.rowsWhereIn(db, 'order_lines', 'order_id', orderIds),
    repo.rowsWhereIn(db, 'payments', 'order_id', orderIds),
    repo.rowsWhereIn(db, 'payment_refunds', 'order_id', orderIds),
  ]);
  const videos = await byUser('videos', 'user_id');
  const bookings = await byUser('bookings', 'user_id');
  const contact = await byEmail('contact_messages', 'email');
  const replies = await repo.rowsWhereIn(db, 'contact_replies', 'message_id', contact.map((c) => String(c.id)));
  const staffRows: Record<string, Record<string, unknown>[]> = {};
  if (who.userId) {
    for (const [key, section] of Object.entries(EXPORTED_USER_COLUMNS)) {
      if (section !== LINKED_COLUMNS_SECTION) continue;
      const [table, column] = key.split('.') as [string, string];
      const rows = await repo.rowsWhere(db, table, column, who.userId);
      if (rows.length) staffRows[key] = rows.map((r) => clean(r));
    }
  }
  return {
    geradoEm: now.toISOString(),
    avisoDePrivacidade: privacyPaths.notice,
    titular: account ? clean(account) : null,
    pedidos: orderRows.map((o) => ({
      ...clean(o),
      itens: lines.filter((l) => l.order_id === o.id),
      pagamentos: payments.filter((p) => p.order_id === o.id).map((p) => clean(p)),
      estornos: refunds.filter((r) => r.order_id === o.id).map((r) => clean(r)),
      recibo: o.paid_at ? `/api/client/orders/${String(o.id)}/receipt` : null,
    })),
    reservas: bookings,
    videos: videos.map((v) => ({ ...clean(v), arquivo: v.purpose === 'ad' ? `/api/client/videos/${String(v.id)}/file` : null })),
    enviosDeVideo: await byUser('upload_reservations', 'user_id'),
    notificacoes: {
      decisoesDeVideos: videos
        .filter((v) => v.decided_at)
        .map((v) => ({ video: v.id, titulo: v.title, status: v.status, motivo: v.rejection_reason, em: v.decided_at })),
      lembretesDeRenovacao: await byUser('renewal_reminders', 'user_id'),
      compensacoes: await repo.rowsWhereIn(db, 'make_goods', 'booking_id', bookings.map((b) => String(b.id))),
      vistasAte: await byUser('client_notifications_seen', 'user_id'),
    },
    notificacoesDaEquipe: await byUser('staff_notifications', 'user_id'),
    newsletter: await byEmail('newsletter_subscriptions', 'email'),
    listaDeEspera: await byEmail('waitlist_entries', 'email'),
    mensagensDeContato: contact.map((c) => ({ ...c, respostas: replies.filter((r) => r.message_id === c.id) })),
    sindico: uniq([...(await byUser('syndics', 'user_id')), ...(await byEmail('syndics', 'email'))]),
    registrosDeSeguranca: uniq([...(await byUser('audit_logs', 'user_id')), ...(await byEmail('audit_logs', 'user_email'))]),
    sessoes: (await byUser('sessions', 'user_id')).map((s) => clean(s, true)),
    linksDeSenha: (await byUser('password_resets', 'user_id')).map((s) => clean(s, true)),
    tentativasDeLogin: [...(await byEmail('login_throttles', 'email_key')), ...(await byEmail('login_address_throttles', 'email_key'))],
    emailsEnviados: (await byEmail('email_outbox', 'to')).map((m) => ({ ...clean(m), text: redactSecrets(String(m.text ?? '')), html: null })),
    pedidosLgpd: uniq([...(await byUser('privacy_requests', 'user_id')), ...(await byEmail('privacy_requests', 'email'))]),
    [LINKED_COLUMNS_SECTION]: staffRows,
  };
}

/** Links with tokens in old mails (set-password, deletion) are not handed back: they are keys. */
const redactSecrets = (text: string) => text.replace(/([?&](?:token|code|key)=)[^\s&]+/gi, '$1[removido]');

// ---- files to delete ----

/** In the transaction that deletes their rows: these files must go, whatever happens next. */
export const scheduleFilePurges = (tx: DbOrTx, keys: string[], reason: string, now = clock.now()) => repo.insertPurges(tx, keys, reason, now);

/**
 * Deletes scheduled files from storage, then their rows. A crash in between leaves the row (the
 * next run deletes again: deleting a missing file is fine). `keys` limits it to one deletion's files.
 */
export async function runFilePurges(deps: { db: DbOrTx; storage: Storage }, keys: string[] | null = null, batch = 200, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for (let round = 0; round < 10; round++) {
    const rows = await repo.lockPurges(deps.db, keys, batch);
    if (rows.length === 0) break;
    const results = await Promise.allSettled(rows.map((r) => deps.storage.delete(r.storageKey)));
    const gone = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((r) => r.storageKey);
    const failed = rows.filter((_, i) => results[i]!.status === 'rejected').map((r) => r.storageKey);
    await repo.deletePurges(deps.db, gone);
    await repo.bumpPurgeAttempts(deps.db, failed);
    if (failed.length) log?.warn({ failed: failed.length }, 'stored files not deleted yet; retried by the retention job');
    done += gone.length;
    if (failed.length || rows.length < batch || keys) break;
  }
  return done;
}
