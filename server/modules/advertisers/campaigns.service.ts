import {
  advertisersAt,
  barSpan,
  BUILDING_CAPACITY,
  campaignPeriods,
  freesUpAt,
  peakAdvertisers,
  type TimelineBooking,
} from '../../../domain/campaigns';
import { dayStart } from '../../../domain/time';
import type { CampaignQuery, CampaignTimeline } from '../../../domain/schemas/campaigns';
import type { Db } from '../../db/client';
import * as repo from './advertisers.repository';
import { clock } from '../../lib/clock';

/**
 * The campaigns timeline: per building, the peak advertisers of each week or month from now, the
 * bars of its bookings and, when full, the day a place opens. Filtering by advertiser keeps the
 * buildings they book and their bars, but occupancy always counts everyone.
 */
export async function campaignTimelineFor(db: Db, q: CampaignQuery, now = clock.now()): Promise<CampaignTimeline> {
  const periods = campaignPeriods(now, q.granularity ?? 'month');
  const from = dayStart(periods[0]!.start);
  const [buildings, rows] = await Promise.all([repo.selectTimelineBuildings(db), repo.selectTimelineBookings(db, from)]);
  const bookings = rows.map((r) => ({ ...r, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  const byBuilding = new Map<string, typeof bookings>();
  for (const b of bookings) byBuilding.set(b.building_id, [...(byBuilding.get(b.building_id) ?? []), b]);

  const buildingId = q.buildingId?.toLowerCase();
  const advertiserId = q.advertiserId?.toLowerCase();
  const advertisers = new Map<string, string>();
  for (const b of bookings) if (b.user_id) advertisers.set(b.user_id, b.advertiser_name);

  const shown = buildings
    .filter((b) => !buildingId || b.id === buildingId)
    .filter((b) => !advertiserId || (byBuilding.get(b.id) ?? []).some((k) => k.user_id === advertiserId))
    .map((b) => {
      const all: Array<TimelineBooking & (typeof bookings)[number]> = byBuilding.get(b.id) ?? [];
      const free = freesUpAt(all, now);
      return {
        id: b.id,
        name: b.name,
        neighborhood: b.neighborhood,
        advertisersNow: advertisersAt(all, now),
        freesUpAt: free ? free.toISOString() : null,
        occupancy: periods.map((p) => peakAdvertisers(all, p)),
        bookings: all
          .filter((k) => !advertiserId || k.user_id === advertiserId)
          .flatMap((k) => {
            const span = barSpan(k, periods);
            return span
              ? [{ id: k.id, advertiserId: k.user_id, advertiserName: k.advertiser_name, startsAt: k.startsAt.toISOString(), endsAt: k.endsAt.toISOString(), ...span }]
              : [];
          }),
      };
    });

  return {
    capacity: BUILDING_CAPACITY,
    periods,
    buildings: shown,
    buildingOptions: buildings.map((b) => ({ id: b.id, name: b.name })),
    advertiserOptions: [...advertisers].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}
