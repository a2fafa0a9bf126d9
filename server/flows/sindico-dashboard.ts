import type { SindicoDashboard } from '../../domain/schemas/notices';
import type { Db } from '../db/client';
import { getSindicoDashboard } from '../modules/notices/notices.service';
import { screenStatusOfBuildings } from '../modules/signage/signage.service';
import { clock } from '../lib/clock';

/** The síndico's first screen: their buildings and notices (notices module) with each building's screens (signage). */
export async function sindicoDashboard(db: Db, user: { id: string; name: string; email: string }, now = clock.now()): Promise<SindicoDashboard> {
  const dash = await getSindicoDashboard(db, user, now);
  const status = await screenStatusOfBuildings(
    db,
    dash.buildings.map((b) => b.id),
    now,
  );
  return {
    ...dash,
    buildings: dash.buildings.map((b) => {
      const s = status.get(b.id);
      return s ? { ...b, screensPaired: s.paired, screensOnline: s.online, nowShowing: s.nowShowing } : b;
    }),
  };
}
