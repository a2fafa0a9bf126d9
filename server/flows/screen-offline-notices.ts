import { SCREEN_OFFLINE_NOTIFY_MS } from '../../domain/notifications';
import type { AppDeps } from '../deps';
import { notifyStaff } from '../modules/notifications/notifications.service';
import { screensGoneSilent } from '../modules/signage/signage.service';
import { clock } from '../lib/clock';

/**
 * The offline-screen job's one run: each screen silent for SCREEN_OFFLINE_NOTIFY_MS becomes one
 * notification per outage (the dedupe key holds the last heartbeat, so later runs and other
 * instances write nothing more; a screen that comes back and drops again is a new outage).
 */
export async function notifyOfflineScreens(deps: Pick<AppDeps, 'db' | 'events'>, now = clock.now()): Promise<number> {
  let written = 0;
  for (const s of await screensGoneSilent(deps.db, SCREEN_OFFLINE_NOTIFY_MS, now)) {
    written += await notifyStaff(deps, { kind: 'screen_offline', screenId: s.id, label: s.label, buildingName: s.buildingName, lastHeartbeatAt: s.lastHeartbeatAt }, undefined, now);
  }
  return written;
}
