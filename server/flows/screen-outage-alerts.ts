import type { FastifyBaseLogger } from 'fastify';
import { outageDurationText } from '../../domain/signage';
import type { AppDeps } from '../deps';
import { runningPaidBookings } from '../modules/bookings/bookings.service';
import { composeMail, enqueueMail } from '../modules/mail/outbox.service';
import { notifyStaff, staffRecipients } from '../modules/notifications/notifications.service';
import { claimOutage, closeOutage, endedOutages, unclaimedOutages } from '../modules/signage/signage.service';
import { clock } from '../lib/clock';

type Deps = Pick<AppDeps, 'db' | 'events' | 'mailer' | 'config'>;
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * The paid-screen alert job's one run (issue 32, ADR 0044). First the alerted outages that are
 * over get their "back" mail with how long the screen was out; then each screen silent for
 * SCREEN_OFFLINE_ALERT_MINUTES whose building has paid bookings running gets its "out" mail. Each
 * mail goes to the staff who see /admin/status, with a bell notification beside it. An outage is
 * claimed (or closed) in the transaction that queues its mails, so one outage makes one pair of
 * mails whatever the runs, instances and restarts; the mails are dispatched after the commit (a
 * crash in between leaves them queued for the reconciliation job).
 */
export async function alertScreenOutages(deps: Deps, now = clock.now(), log?: Log): Promise<{ down: number; back: number }> {
  const back = await announceReturns(deps, now, log);
  const down = await announceOutages(deps, now, log);
  return { down, back };
}

async function announceReturns(deps: Deps, now: Date, log?: Log): Promise<number> {
  const ended = await endedOutages(deps.db);
  if (!ended.length) return 0;
  const staff = await staffRecipients(deps.db, 'paid_screen_back');
  let announced = 0;
  for (const o of ended) {
    const mails = await deps.db.transaction(async (tx) => {
      if (!(await closeOutage(tx, o, now))) return null;
      // A revoked screen is not coming back: its outage closes without a mail.
      if (!o.backAt) return null;
      const ids: string[] = [];
      for (const person of staff) {
        const id = await enqueueMail(tx, {
          to: person.email,
          ...composeMail(deps.config, 'screenBack', { name: person.name, screenLabel: o.label, buildingName: o.buildingName, lastSignalAt: o.beganAt, backAt: o.backAt }),
          dedupeKey: `screen_back:${o.id}:${person.id}`,
        });
        if (id) ids.push(id);
      }
      return ids;
    });
    if (!mails || !o.backAt) continue;
    announced += 1;
    await dispatch(deps, mails, log);
    const duration = outageDurationText(o.backAt.getTime() - o.beganAt.getTime());
    await notifyStaff(deps, { kind: 'paid_screen_back', outageId: o.id, label: o.label, buildingName: o.buildingName, duration }, log, now);
  }
  return announced;
}

async function announceOutages(deps: Deps, now: Date, log?: Log): Promise<number> {
  const silentMinutes = deps.config.SCREEN_OFFLINE_ALERT_MINUTES;
  const silent = await unclaimedOutages(deps.db, silentMinutes * 60_000, now);
  if (!silent.length) return 0;
  // Screens without paid bookings running keep the bell alone (screen-offline-notices.ts); one
  // that stays dark until a booking starts is alerted then.
  const paid = await runningPaidBookings(deps.db, [...new Set(silent.map((s) => s.buildingId))], now);
  const due = silent.filter((s) => (paid.get(s.buildingId) ?? 0) > 0);
  if (!due.length) return 0;
  const staff = await staffRecipients(deps.db, 'paid_screen_down');
  let announced = 0;
  for (const s of due) {
    const liveBookings = paid.get(s.buildingId)!;
    const claimed = await deps.db.transaction(async (tx) => {
      const outageId = await claimOutage(tx, s, now);
      if (!outageId) return null;
      const ids: string[] = [];
      for (const person of staff) {
        const id = await enqueueMail(tx, {
          to: person.email,
          ...composeMail(deps.config, 'screenDown', { name: person.name, screenLabel: s.label, buildingName: s.buildingName, lastSignalAt: s.beganAt, liveBookings, silentMinutes }),
          dedupeKey: `screen_down:${outageId}:${person.id}`,
        });
        if (id) ids.push(id);
      }
      return { outageId, ids };
    });
    if (!claimed) continue;
    announced += 1;
    await dispatch(deps, claimed.ids, log);
    await notifyStaff(deps, { kind: 'paid_screen_down', outageId: claimed.outageId, label: s.label, buildingName: s.buildingName, liveBookings }, log, now);
  }
  return announced;
}

async function dispatch(deps: Deps, ids: string[], log?: Log): Promise<void> {
  for (const id of ids) {
    try {
      await deps.mailer.dispatch(id);
    } catch (err) {
      // The outage is recorded; a refused mail stays failed in the outbox and is logged.
      log?.error({ err, mailId: id }, 'screen outage mail failed');
    }
  }
}
