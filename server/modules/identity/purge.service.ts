import type { DbOrTx } from '../../db/client';
import { purgeStaleThrottles } from './login-throttle.repository';
import { deleteResetsEndedBefore } from './password-resets.repository';
import { purgeExpiredSessions } from './sessions.service';
import { clock } from '../../lib/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what can no longer be used: ended sessions, login throttles idle for a day, and reset
 * links used or expired more than a day ago. Plain deletes, so N instances may run it together.
 */
export async function purgeIdentityLeftovers(db: DbOrTx, now = clock.now()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeExpiredSessions(db, now);
  await purgeStaleThrottles(db, now);
  await deleteResetsEndedBefore(db, dayAgo);
}
