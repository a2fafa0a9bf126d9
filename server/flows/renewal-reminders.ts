import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { clock } from '../lib/clock';
import { composeMail, enqueueMail } from '../modules/mail/outbox.service';
import { announceSlotsChanged } from '../modules/media/media.service';
import { recordReminders, remindersDue, type DueReminder } from '../modules/renewals/renewals.service';

type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer' | 'config'>;
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The renewal reminder job's one run (issue 33 item 1, ADR 0052). Each running booking of a paid
 * order, not renewed, gets a reminder 7 days and 1 day before its São Paulo last day: one e-mail
 * per order and reminder (its buildings together, with the renewal link) and the same as a
 * notification in the client area. The reminder rows (unique per booking and reminder) are
 * written in the transaction that queues the e-mail: two runs at once, another instance or a
 * rerun find them and send nothing; a crash before the commit leaves nothing, and the next run
 * sends; a crash after it leaves the e-mail queued, and the reconciliation job sends it.
 */
export async function sendRenewalReminders(
  deps: Deps,
  now = clock.now(),
  log?: Log,
): Promise<{ mails: number; bookings: number }> {
  const due = await remindersDue(deps.db, now);
  const groups = new Map<string, DueReminder[]>();
  for (const d of due) {
    const key = `${d.orderId}|${d.kind}|${d.userId}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const counts = { mails: 0, bookings: 0 };
  for (const group of groups.values()) {
    const first = group[0]!;
    const done = await deps.db.transaction(async (tx) => {
      const written = await recordReminders(tx, group, now);
      if (written.length === 0) return null;
      const told = group.filter((d) => written.some((w) => w.bookingId === d.bookingId));
      const names = [...new Set(told.map((d) => d.buildingName))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
      const soonest = told.reduce((a, b) => (b.daysLeft < a.daysLeft ? b : a));
      const mailId = await enqueueMail(tx, {
        to: first.clientEmail,
        ...composeMail(deps.config, 'renewalReminder', {
          clientName: first.clientName,
          orderId: first.orderId,
          buildingNames: names,
          daysLeft: Math.max(0, soonest.daysLeft),
          lastDay: soonest.lastDay,
          months: first.months,
        }),
        dedupeKey: `renewal-reminder:${written[0]!.id}`,
      });
      return { mailId, bookings: written.length };
    });
    if (!done) continue;
    counts.bookings += done.bookings;
    if (done.mailId) {
      counts.mails += 1;
      try {
        await deps.mailer.dispatch(done.mailId);
      } catch (err) {
        // The reminder is recorded; a refused mail stays failed in the outbox and is logged.
        log?.error({ err, mailId: done.mailId }, 'renewal reminder mail failed');
      }
    }
    // The client's open pages re-read their notifications.
    await announceSlotsChanged(deps, first.userId).catch((err: unknown) =>
      log?.warn({ err }, 'renewal reminder event not published'),
    );
  }
  return counts;
}
