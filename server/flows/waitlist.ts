import type { FastifyBaseLogger } from 'fastify';
import { PANEL_CAPACITY } from '../../domain/checkout';
import { messages } from '../../domain/messages';
import type { WaitlistJoinResponse } from '../../domain/schemas/waitlist';
import { waitlistToTell, type WaitlistConsentVersion } from '../../domain/waitlist';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError, conflict, notFound } from '../lib/errors';
import { isUuid } from '../lib/uuid';
import { advertiserEmails, advertisersPerBuilding, fullBuildings } from '../modules/bookings/bookings.service';
import { requireBuilding } from '../modules/buildings/buildings.service';
import { composeMail, enqueueMail } from '../modules/mail/outbox.service';
import { placesAwaitingMakeGood } from '../modules/make-goods/make-goods.service';
import { currentNoticeVersion } from '../modules/privacy-notice/privacy-notice.service';
import {
  addToWaitlist,
  buildingsWithWaiting,
  leaveToken,
  lockListToDecide,
  markTold,
  purgeToldEntries,
} from '../modules/waitlist/waitlist.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secret'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The building's row (locked until the transaction ends with `lock`); null when there is none. */
async function buildingOrNull(db: DbOrTx, id: string, lock = false) {
  try {
    return await requireBuilding(db, id, lock);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * 'Avise-me quando houver vaga' (issue 33 item 3, ADR 0051): a visitor joins the list of a full
 * building of the store, with the consent the form stated. Refused when the building is not in the
 * store, or has a place right now (the cart is the way then). A second sign-up of the same e-mail
 * on the same building while it waits writes nothing and says so.
 */
export async function joinWaitlist(
  deps: Pick<Deps, 'db'>,
  input: { buildingId: string; email: string; name: string | null; consentVersion: WaitlistConsentVersion },
  ip: string,
  now: Date,
): Promise<WaitlistJoinResponse> {
  const building = isUuid(input.buildingId) ? await buildingOrNull(deps.db, input.buildingId.toLowerCase()) : null;
  if (!building || building.status !== 'active' || building.archivedAt) {
    throw notFound(messages.waitlistBuildingUnavailable, 'waitlist_building_unavailable');
  }
  if (!(await fullBuildings(deps.db, [building.id], now)).has(building.id))
    throw conflict(messages.waitlistNotFull, 'waitlist_not_full');
  const email = input.email.trim().toLowerCase();
  const noticeVersion = await currentNoticeVersion(deps.db, now);
  const { created } = await addToWaitlist(deps.db, { ...input, buildingId: building.id, email, ip, noticeVersion }, now);
  return created
    ? { status: 'created', message: messages.waitlistJoined(building.name, email) }
    : { status: 'already', message: messages.waitlistAlready(building.name) };
}

/**
 * The waitlist job's one run (every minute, once across instances; also right after bookings of a
 * building end or are made). For each building with someone waiting, in one transaction under the
 * building's row lock (the checkout's capacity claim): its free places now — capacity less the
 * advertisers, less ended bookings the make-good job may still extend — go to the first people
 * waiting, in sign-up order, less the places held by people told in the last 24 hours who have not
 * bought yet (domain/waitlist.ts). Each person chosen is moved to told and their mail queued in the
 * same transaction, keyed by the entry: a second run, a run at the same time on another instance or
 * a crash anywhere tells nobody twice, and a mail queued but not sent is sent by the outbox's
 * repair. Told entries past 30 days are deleted (full runs only).
 */
export async function notifyWaitlists(
  deps: Deps,
  now: Date,
  log?: Log,
  only?: readonly string[],
): Promise<{ told: number; buildings: number }> {
  let ids = await buildingsWithWaiting(deps.db);
  if (only) ids = ids.filter((id) => only.includes(id));
  let told = 0;
  let buildings = 0;
  for (const id of ids) {
    const mails = await deps.db.transaction(async (tx) => {
      // Locks the building's row: no checkout can take a place while this decides. A building
      // deleted meanwhile took its list with it.
      const b = await buildingOrNull(tx, id, true);
      if (!b || b.status !== 'active' || b.archivedAt) return [];
      const advertisers = (await advertisersPerBuilding(tx, [id], now)).get(id) ?? 0;
      const awaiting = (await placesAwaitingMakeGood(tx, [id], now)).get(id) ?? 0;
      const free = PANEL_CAPACITY - advertisers - awaiting;
      if (free <= 0) return [];
      const entries = await lockListToDecide(tx, id, now);
      // Someone told who now holds a place there has bought it: their head start is used.
      const holders = entries.some((e) => e.notifiedAt) ? await advertiserEmails(tx, id, now) : new Set<string>();
      const chosen = waitlistToTell(
        entries.map((e) => ({
          id: e.id,
          createdAt: e.createdAt,
          notifiedAt: e.notifiedAt,
          bought: Boolean(e.notifiedAt) && holders.has(e.email),
        })),
        free,
        now,
      );
      const moved = await markTold(tx, chosen, now);
      const queued: string[] = [];
      for (const e of moved) {
        const mailId = await enqueueMail(tx, {
          to: e.email,
          ...composeMail(deps.config, 'waitlistPlaceFree', {
            name: e.name,
            buildingName: b.name,
            buildingId: b.id,
            leaveToken: leaveToken(deps.secret, e.id),
          }),
          dedupeKey: `waitlist:${e.id}`,
        });
        if (mailId) queued.push(mailId);
      }
      return queued;
    });
    if (mails.length) {
      told += mails.length;
      buildings += 1;
      log?.info({ buildingId: id, told: mails.length }, 'waitlist: place free, people told');
    }
    for (const mailId of mails) {
      try {
        await deps.mailer.dispatch(mailId);
      } catch (err) {
        // Recorded as told; the outbox keeps the failed mail and the log says so.
        log?.error({ err, mailId }, 'waitlist mail failed');
      }
    }
  }
  if (!only) await purgeToldEntries(deps.db, now);
  return { told, buildings };
}
