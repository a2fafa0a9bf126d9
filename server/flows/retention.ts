import type { FastifyBaseLogger } from 'fastify';
import { ANONYMISED_NAME } from '../../domain/privacy';
import { RETENTION } from '../../domain/retention';
import { dayOf, monthStart } from '../../domain/time';
import type { AppDeps } from '../deps';
import { anonymiseExpiredFiscalOrders, anonymiseOldUnpaidOrders } from '../modules/checkout/buyer-privacy.service';
import { anonymiseOrderEntryNotes } from '../modules/finance/finance.service';
import { blankOldAuditIps } from '../modules/identity/account-privacy.service';
import { removeVideosOfDeletedAccounts } from '../modules/media/media.service';
import { runFilePurges, scheduleFilePurges } from '../modules/privacy/privacy.service';
import { purgeContactMessagesBefore } from '../modules/site/support.service';
import { purgeSignUpsBefore } from '../modules/waitlist/waitlist.service';

const DAY_MS = 86_400_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface RetentionResult {
  unpaidOrders: number;
  fiscalOrders: number;
  contactMessages: number;
  auditIps: number;
  waitlist: number;
  videos: number;
  files: number;
}

/**
 * What has passed its period (domain/retention.ts, ADR 0055) is anonymised or purged, by batches:
 * each batch is its own short statement or transaction, so a crash loses nothing and the next run
 * goes on where it stopped; what is done is never done again (anonymised rows no longer match).
 */
export async function applyRetention(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  now: Date,
  log?: FastifyBaseLogger,
  batch = 200,
  maxBatches = 20,
): Promise<RetentionResult> {
  const out: RetentionResult = { unpaidOrders: 0, fiscalOrders: 0, contactMessages: 0, auditIps: 0, waitlist: 0, videos: 0, files: 0 };
  const loop = async (step: () => Promise<number>) => {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const n = await step();
      total += n;
      if (n < batch) break;
    }
    return total;
  };
  out.unpaidOrders = await loop(() =>
    deps.db.transaction(async (tx) => {
      const changed = await anonymiseOldUnpaidOrders(tx, ago(now, RETENTION.unpaidOrder.days), now, batch);
      await anonymiseOrderEntryNotes(tx, changed, ANONYMISED_NAME);
      return changed.length;
    }),
  );
  // Paid in year Y: kept to the end of Y + 5 (RETENTION.fiscalRecord counts from the year's end).
  const fiscalYears = Math.round(RETENTION.fiscalRecord.days / 365);
  const paidBefore = monthStart(`${Number(dayOf(now).slice(0, 4)) - fiscalYears}-01`);
  out.fiscalOrders = await loop(() =>
    deps.db.transaction(async (tx) => {
      const changed = await anonymiseExpiredFiscalOrders(tx, paidBefore, now, batch);
      await anonymiseOrderEntryNotes(tx, changed, ANONYMISED_NAME);
      return changed.length;
    }),
  );
  out.contactMessages = await loop(() => purgeContactMessagesBefore(deps.db, ago(now, RETENTION.contactMessage.days), batch));
  out.auditIps = await loop(() => blankOldAuditIps(deps.db, ago(now, deps.config.SECURITY_LOG_IP_DAYS), batch));
  out.waitlist = await loop(() => purgeSignUpsBefore(deps.db, ago(now, RETENTION.waitlist.days), batch));
  // A deleted account's videos kept for its campaign (RETENTION.clientVideo): gone once it ended.
  out.videos = await loop(() =>
    deps.db.transaction(async (tx) => {
      const r = await removeVideosOfDeletedAccounts(tx, now, batch);
      await scheduleFilePurges(tx, r.storageKeys, 'retention:deleted-account', now);
      return r.removed;
    }),
  );
  out.files = await runFilePurges(deps, null, batch, log);
  if (Object.values(out).some((n) => n > 0)) log?.info({ retention: out }, 'retention applied');
  return out;
}
