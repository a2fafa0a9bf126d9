import { messages } from '../../../domain/messages';
import type { StaffWaitlist, WaitlistLeaveResponse } from '../../../domain/schemas/waitlist';
import {
  WAITLIST_HEAD_START_MS,
  WAITLIST_TOLD_KEPT_DAYS,
  waitlistConsentTexts,
  type WaitlistConsentVersion,
} from '../../../domain/waitlist';
import type { DbOrTx } from '../../db/client';
import { signToken, verifyToken } from '../../lib/signed-token';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import * as repo from './waitlist.repository';

export type WaitlistEntry = repo.WaitlistRow;

// ---- The leave link ----

const LEAVE_PURPOSE = 'waitlist-leave';

/** The token of an entry's one-click leave link: its id and an HMAC of it (server/lib/signed-token.ts). */
export function leaveToken(secret: string, entryId: string): string {
  return signToken(secret, LEAVE_PURPOSE, entryId.toLowerCase());
}

/** The entry a leave token names, or null when it was not signed by this server. */
export function entryOfLeaveToken(secret: string, token: string): string | null {
  const [id, sig, ...rest] = token.trim().split('.');
  if (!id || !sig || rest.length > 0 || !isUuid(id)) return null;
  return verifyToken(secret, LEAVE_PURPOSE, `${id.toLowerCase()}.${sig}`);
}

// ---- Sign-up ----

export interface NewSignUp {
  buildingId: string;
  email: string;
  name: string | null;
  consentVersion: WaitlistConsentVersion;
  /** The privacy notice's version in force at the sign-up (ADR 0054). */
  noticeVersion: number;
  ip: string;
}

/**
 * Adds a person to a building's list with their consent as given (time, the form's version and text,
 * the privacy notice's version, address).
 * `created: false` when the same e-mail (any case) already waits on that building: nothing is
 * written. The caller has checked that the building is in the store and full.
 */
export async function addToWaitlist(db: DbOrTx, s: NewSignUp, now: Date): Promise<{ created: boolean }> {
  const row = await repo.insertWaitingEntry(db, {
    buildingId: s.buildingId,
    email: s.email.trim().toLowerCase(),
    name: s.name,
    consentVersion: s.consentVersion,
    consentText: waitlistConsentTexts[s.consentVersion],
    consentIp: s.ip,
    noticeVersion: s.noticeVersion,
    createdAt: now,
  });
  return { created: Boolean(row) };
}

// ---- Whom to tell (the job, inside its transaction) ----

/** Buildings with someone still waiting: the job's work list. */
export function buildingsWithWaiting(db: DbOrTx): Promise<string[]> {
  return repo.buildingsWithWaiting(db);
}

/**
 * Inside the caller's transaction: a building's waiting entries and those told within the head
 * start, locked, in list order (so two runs deciding the same building take turns).
 */
export function lockListToDecide(tx: DbOrTx, buildingId: string, now: Date): Promise<WaitlistEntry[]> {
  return repo.lockEntriesToDecide(tx, buildingId, new Date(now.getTime() - WAITLIST_HEAD_START_MS));
}

/** The named transition waiting → told, in the caller's transaction: the entries it moved (never one twice). */
export function markTold(tx: DbOrTx, ids: string[], now: Date): Promise<WaitlistEntry[]> {
  return repo.markNotified(tx, ids, now);
}

/** Told entries past WAITLIST_TOLD_KEPT_DAYS are deleted (their purpose is over). */
export function purgeToldEntries(db: DbOrTx, now: Date): Promise<number> {
  return repo.deleteToldBefore(db, new Date(now.getTime() - WAITLIST_TOLD_KEPT_DAYS * 24 * 60 * 60_000));
}

// ---- Leaving ----

/**
 * The leave link's one click: the entry named by a token this server signed is deleted (waiting or
 * told). A forged or altered token is a 400; a valid one whose entry is already gone says so.
 */
export async function leaveWaitlist(db: DbOrTx, secret: string, token: string): Promise<WaitlistLeaveResponse> {
  const id = entryOfLeaveToken(secret, token);
  if (!id) throw badRequest(messages.waitlistLinkInvalid, 'waitlist_link_invalid');
  const gone = await repo.deleteEntry(db, id);
  if (!gone) return { status: 'already', message: messages.waitlistAlreadyLeft };
  return { status: 'left', message: messages.waitlistLeft(gone.buildingName) };
}

// ---- Staff ----

/** Each building's list (or one's), in list order, with how many still wait. */
export async function staffWaitlist(db: DbOrTx, buildingId?: string): Promise<StaffWaitlist> {
  if (buildingId !== undefined && !isUuid(buildingId)) return { buildings: [] };
  const rows = await repo.selectLists(db, buildingId?.toLowerCase());
  const out = new Map<string, StaffWaitlist['buildings'][number]>();
  for (const r of rows) {
    let b = out.get(r.buildingId);
    if (!b) {
      b = { id: r.buildingId, name: r.buildingName, waiting: 0, entries: [] };
      out.set(r.buildingId, b);
    }
    if (!r.notifiedAt) b.waiting += 1;
    b.entries.push({
      id: r.id,
      name: r.name,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt ? r.notifiedAt.toISOString() : null,
    });
  }
  return { buildings: [...out.values()] };
}

// ---- LGPD (ADR 0055) ----

/** The person's sign-ups on every list go (account deletion, staff erasing an e-mail). */
export function removeSignUpsOf(db: DbOrTx, email: string): Promise<number> {
  return repo.deleteEntriesOfEmail(db, email.trim().toLowerCase());
}

/** RETENTION.waitlist: one batch of sign-ups past the period. */
export function purgeSignUpsBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  return repo.deleteSignedUpBefore(db, before, batch);
}
