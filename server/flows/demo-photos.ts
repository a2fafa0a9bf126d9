import type { FastifyBaseLogger } from 'fastify';
import { listPhotos, setMainPhoto, uploadPhoto } from '../modules/buildings/photos.service';
import { getBuilding, type BuildingsDeps } from '../modules/buildings/buildings.service';
import { dropPendingDemoPhoto, pendingDemoPhotos } from '../db/seed';
import { facadeSvg, seedOf } from '../lib/facade-art';

/** Who the audit log names for the demo's photos. */
const SEED_ACTOR = { userEmail: 'sistema (dados de demonstração)' };

/**
 * The demo buildings queued by the seed (server/db/seed.ts) get a drawn façade each, through the
 * same pipeline as a staff upload (bytes checked, WebP sizes, EXIF-free, audit, main photo, live
 * event), so the store's first look is the product's and not a wall of 'Sem Imagem'.
 *
 * It runs after the server is listening (drawing eight façades is ≈ 1 s of a first start, most of
 * it in the image library's threads). Each building leaves the queue only once it has a photo, so
 * a process that dies half-way finishes the rest on its next start; a building that already has a
 * photo (drawn just before a crash, or uploaded by staff) is not given another. A failure leaves
 * that building with the placeholder: demo data never stops the server.
 */
export async function giveDemoPhotos(deps: BuildingsDeps, log?: FastifyBaseLogger, stopped: () => boolean = () => false): Promise<void> {
  const pending = await pendingDemoPhotos(deps.db);
  for (const id of pending) {
    if (stopped()) return;
    try {
      const building = await getBuilding(deps.db, id).catch(() => null);
      if (building && (await listPhotos(deps.db, id)).photos.length === 0) {
        // Loaded here, not at start (the image library is resident memory nobody else needs yet).
        const { default: sharp } = await import('sharp');
        const png = await sharp(Buffer.from(facadeSvg(seedOf(building.name)))).png({ compressionLevel: 2 }).toBuffer();
        if (stopped()) return;
        const result = await uploadPhoto(deps, SEED_ACTOR, id, { data: png, truncated: false });
        const first = result.photos[0];
        if (first && !first.isMain) await setMainPhoto(deps, SEED_ACTOR, id, first.id);
      }
    } catch (err) {
      log?.warn({ err, buildingId: id }, 'demo photo not created');
    }
    // Off the queue (also after a failure: a picture that cannot be drawn is not retried forever).
    await dropPendingDemoPhoto(deps.db, id);
  }
  if (pending.length) log?.info({ buildings: pending.length }, DEMO_PHOTOS_DONE);
}

/** Logged when the queue is through (the journeys' server waits for it: scripts/e2e-server.mjs). */
export const DEMO_PHOTOS_DONE = 'fotos de demonstração prontas';
