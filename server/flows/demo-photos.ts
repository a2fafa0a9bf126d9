import type { FastifyBaseLogger } from 'fastify';
import { setMainPhoto, uploadPhoto } from '../modules/buildings/photos.service';
import { getBuilding, type BuildingsDeps } from '../modules/buildings/buildings.service';
import { facadeSvg, seedOf } from '../lib/facade-art';

/** Who the audit log names for the demo's photos. */
const SEED_ACTOR = { userEmail: 'sistema (dados de demonstração)' };

/**
 * The demo buildings just seeded get a drawn façade each, through the same pipeline as a staff
 * upload (bytes checked, WebP sizes, EXIF-free, audit, main photo, live event), so the store's
 * first look is the product's and not a wall of 'Sem Imagem'. A failure leaves that building
 * with the placeholder: demo data never stops the server from starting.
 */
export async function giveDemoPhotos(deps: BuildingsDeps, buildingIds: string[], log?: FastifyBaseLogger): Promise<void> {
  for (const id of buildingIds) {
    try {
      const building = await getBuilding(deps.db, id);
      // Loaded here, not at start (the image library is resident memory nobody else needs yet).
      const { default: sharp } = await import('sharp');
      const png = await sharp(Buffer.from(facadeSvg(seedOf(building.name)))).png({ compressionLevel: 2 }).toBuffer();
      const result = await uploadPhoto(deps, SEED_ACTOR, id, { data: png, truncated: false });
      const first = result.photos[0];
      if (first && !first.isMain) await setMainPhoto(deps, SEED_ACTOR, id, first.id);
    } catch (err) {
      log?.warn({ err, buildingId: id }, 'demo photo not created');
    }
  }
}
