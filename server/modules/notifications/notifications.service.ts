import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../domain/messages';
import {
  NOTIFICATION_EVENT,
  STAFF_NOTIFICATIONS_CHANNEL,
  notificationContent,
  notificationRoles,
  type NotificationFacts,
  type NotificationKind,
} from '../../../domain/notifications';
import type { NotificationDto, NotificationsResponse } from '../../../domain/schemas/notifications';
import type { DbOrTx } from '../../db/client';
import type { EventBus } from '../../ports';
import { notFound } from '../../lib/errors';
import * as repo from './notifications.repository';
import { clock } from '../../lib/clock';

export interface NotifyDeps {
  db: DbOrTx;
  events: Pick<EventBus, 'publish'>;
}

/**
 * Tells the staff who act on a fact (domain/notifications.ts) that it happened. Called AFTER the
 * fact's own transaction committed, and never throws (ADR 0017): a notification that cannot be
 * written is logged, and the order, upload or message stays as it is. The live event carries no
 * content; each open admin page re-reads its own count.
 */
export async function notifyStaff(deps: NotifyDeps, facts: NotificationFacts, log?: Pick<FastifyBaseLogger, 'warn'>, now = clock.now()): Promise<number> {
  try {
    const content = notificationContent(facts);
    const written = await repo.insertForRoles(deps.db, notificationRoles(facts.kind), { kind: facts.kind, ...content }, now);
    if (written > 0) await deps.events.publish({ channel: STAFF_NOTIFICATIONS_CHANNEL, type: NOTIFICATION_EVENT, payload: { kind: facts.kind } });
    return written;
  } catch (err) {
    log?.warn({ err, kind: facts.kind }, 'staff notification not written');
    return 0;
  }
}

/**
 * The people a kind goes to, for the facts that also come by e-mail (a paid screen out, issue 32):
 * the same active staff the bell reaches, so the permission table decides both.
 */
export async function staffRecipients(db: DbOrTx, kind: NotificationKind): Promise<{ id: string; name: string; email: string }[]> {
  return repo.findActiveOfRoles(db, notificationRoles(kind));
}

const toDto = (n: repo.NotificationRow): NotificationDto => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== null,
});

/** One person's notifications, newest first (the bell asks for the first few, the page for pages). */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  q: { unread?: 'true' | 'false'; page: number; pageSize: number },
): Promise<NotificationsResponse> {
  const rows = await repo.findPage(db, userId, { unreadOnly: q.unread === 'true', page: q.page, pageSize: q.pageSize });
  const first = rows[0];
  const counts = first ? { total: first.total, unread: first.unread } : await repo.countMine(db, userId, q.unread === 'true');
  return {
    notifications: rows.map((r) => toDto(r.n)),
    ...counts,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function markNotificationRead(db: DbOrTx, userId: string, id: string, now = clock.now()): Promise<{ unread: number }> {
  if (!(await repo.markOneRead(db, userId, id, now))) throw notFound(messages.notificationNotFound, 'notification_not_found');
  return { unread: await repo.countUnread(db, userId) };
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string, now = clock.now()): Promise<{ unread: number }> {
  await repo.markAllRead(db, userId, now);
  return { unread: 0 };
}

/** Read notifications are kept this long, then the hourly job deletes them. */
export const READ_NOTIFICATION_DAYS = 90;

export async function purgeReadNotifications(db: DbOrTx, now = clock.now()): Promise<number> {
  return repo.deleteReadBefore(db, new Date(now.getTime() - READ_NOTIFICATION_DAYS * 24 * 60 * 60_000));
}

// ---------- client notifications: how far each account has seen them ----------

/** The client's seen marker (null: never opened the bell). Kept per account, not per browser. */
export async function clientNotificationsSeenAt(db: DbOrTx, userId: string): Promise<Date | null> {
  return repo.findClientSeenAt(db, userId);
}

/**
 * The one writer of the client's seen marker: moves it forward to `decidedAt`, the decision time
 * of one of the client's own notifications (the caller looked it up among theirs). Idempotent.
 */
export async function markClientNotificationsSeen(db: DbOrTx, userId: string, decidedAt: Date, now = clock.now()): Promise<Date> {
  return repo.raiseClientSeenAt(db, userId, decidedAt, now);
}
