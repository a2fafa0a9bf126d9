import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/notifications';
import type { Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { clientNotificationsSeen, staffNotifications, users } from '../../db/schema';

export type NotificationRow = typeof staffNotifications.$inferSelect;

/**
 * One row per active person of these roles, in one statement; a row the person already has
 * (same dedupe key) is skipped. Returns how many were written.
 */
export async function insertForRoles(
  db: DbOrTx,
  roles: readonly Role[],
  n: { kind: NotificationKind; title: string; body: string; link: string; financeLink?: string; dedupeKey: string },
  now: Date,
): Promise<number> {
  if (!roles.length) return 0;
  const rows = await db
    .insert(staffNotifications)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: users.id,
          kind: sql<string>`${n.kind}`.as('kind'),
          title: sql<string>`${n.title}`.as('title'),
          body: sql<string>`${n.body}`.as('body'),
          // Each person gets the link of a screen they can open.
          link: sql<string>`case when ${users.role} = 'finance' then ${n.financeLink ?? n.link} else ${n.link} end`.as('link'),
          dedupeKey: sql<string>`${n.dedupeKey}`.as('dedupe_key'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
        })
        .from(users)
        .where(and(inArray(users.role, [...roles]), eq(users.active, true))),
    )
    .onConflictDoNothing()
    .returning({ id: staffNotifications.id });
  return rows.length;
}

/** Active people of these roles, by name (the recipients of a kind's e-mail). */
export async function findActiveOfRoles(db: DbOrTx, roles: readonly Role[]): Promise<{ id: string; name: string; email: string }[]> {
  if (!roles.length) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.active, true)))
    .orderBy(users.name, users.id);
}

/**
 * A page of one person's notifications, newest first, with the page's total and the unread
 * count in the same query (the bell and the list page both read it).
 */
export async function findPage(db: DbOrTx, userId: string, opts: { unreadOnly: boolean; page: number; pageSize: number }) {
  const mine = eq(staffNotifications.userId, userId);
  const rows = await db
    .select({
      n: staffNotifications,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`(select count(*) from ${staffNotifications} u where u.user_id = ${userId} and u.read_at is null)`.mapWith(Number),
    })
    .from(staffNotifications)
    .where(opts.unreadOnly ? and(mine, isNull(staffNotifications.readAt)) : mine)
    .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return rows;
}

/** Totals without a page (past the last page the window has no row to carry them). */
export async function countMine(db: DbOrTx, userId: string, unreadOnly: boolean): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${unreadOnly ? sql`${staffNotifications.readAt} is null` : sql`true`})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${staffNotifications.readAt} is null)`.mapWith(Number),
    })
    .from(staffNotifications)
    .where(eq(staffNotifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(staffNotifications)
    .where(and(eq(staffNotifications.userId, userId), isNull(staffNotifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the person's own notifications; false when it is not theirs (or does not exist). */
export async function markOneRead(db: DbOrTx, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffNotifications)
    .set({ readAt: sql`coalesce(${staffNotifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(staffNotifications.id, id), eq(staffNotifications.userId, userId)))
    .returning({ id: staffNotifications.id });
  return rows.length === 1;
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(staffNotifications)
    .set({ readAt: now })
    .where(and(eq(staffNotifications.userId, userId), isNull(staffNotifications.readAt)))
    .returning({ id: staffNotifications.id });
  return rows.length;
}

/** Read notifications older than `before` (unread ones stay until someone reads them). */
export async function deleteReadBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(staffNotifications)
    .where(and(isNotNull(staffNotifications.readAt), lt(staffNotifications.createdAt, before)))
    .returning({ id: staffNotifications.id });
  return rows.length;
}

/** How far this client has seen their notifications; null when they never opened the bell. */
export async function findClientSeenAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ seenAt: clientNotificationsSeen.seenAt }).from(clientNotificationsSeen).where(eq(clientNotificationsSeen.userId, userId));
  return row?.seenAt ?? null;
}

/**
 * Moves the client's marker forward to `at`, never back (an older notification marked later, or
 * the same one twice, leaves it as it is). Returns the marker as it stands afterwards.
 */
export async function raiseClientSeenAt(db: DbOrTx, userId: string, at: Date, now: Date): Promise<Date> {
  const [row] = await db
    .insert(clientNotificationsSeen)
    .values({ userId, seenAt: at, updatedAt: now })
    .onConflictDoUpdate({
      target: clientNotificationsSeen.userId,
      set: { seenAt: sql`greatest(${clientNotificationsSeen.seenAt}, excluded.seen_at)`, updatedAt: now },
    })
    .returning({ seenAt: clientNotificationsSeen.seenAt });
  return row!.seenAt;
}
