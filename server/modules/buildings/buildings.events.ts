import type { BuildingStatus } from '../../../domain/buildings';
import type { EventBus } from '../../ports';

/**
 * What the open store pages hear on the public 'catalog' channel. Payloads carry only public
 * fields (no síndico, no archive reason).
 *
 * - PRICE_UPDATED   {buildingId, priceCents, status}            the 30-day price changed
 * - BUILDING_UPDATED {buildingId, priceCents, status, removed?}  created, edited, deleted or archived
 * - PHOTOS_UPDATED  {buildingId, mainPhotoUrl}                  a photo was added, removed, reordered or made main
 * - ADVERTISERS_UPDATED {buildingIds}                           bookings were made or ended (a paid order, a refund)
 */
export const catalogEvents = {
  priceUpdated: 'PRICE_UPDATED',
  buildingUpdated: 'BUILDING_UPDATED',
  photosUpdated: 'PHOTOS_UPDATED',
  advertisersUpdated: 'ADVERTISERS_UPDATED',
} as const;

export interface EventSink {
  events: EventBus;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** Live updates are best effort: the change is committed already, a failed notify must not undo the answer. */
async function publish(sink: EventSink, type: string, payload: Record<string, unknown>): Promise<void> {
  try {
    await sink.events.publish({ channel: 'catalog', type, payload });
  } catch (err) {
    sink.log?.warn({ err, type }, 'catalog event not published');
  }
}

interface BuildingState {
  id: string;
  priceCents: number;
  status: BuildingStatus;
}

export async function publishBuildingSaved(sink: EventSink, before: BuildingState | null, after: BuildingState) {
  const payload = { buildingId: after.id, priceCents: after.priceCents, status: after.status };
  if (before && before.priceCents !== after.priceCents) await publish(sink, catalogEvents.priceUpdated, payload);
  await publish(sink, catalogEvents.buildingUpdated, payload);
}

export async function publishBuildingRemoved(sink: EventSink, b: BuildingState) {
  await publish(sink, catalogEvents.buildingUpdated, {
    buildingId: b.id,
    priceCents: b.priceCents,
    status: b.status,
    removed: true,
  });
}

export async function publishPhotosUpdated(sink: EventSink, buildingId: string, mainPhotoUrl: string | null) {
  await publish(sink, catalogEvents.photosUpdated, { buildingId, mainPhotoUrl });
}

export async function publishAdvertisersUpdated(sink: EventSink, buildingIds: string[]) {
  await publish(sink, catalogEvents.advertisersUpdated, { buildingIds });
}
