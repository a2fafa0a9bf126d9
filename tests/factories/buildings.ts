import type { FastifyInstance } from 'fastify';
import type { BuildingInputBody } from '../../domain/schemas/buildings';
import { buildings } from '../../server/db/schema';

let seq = 0;

/** A valid API body for a building; override any field. */
export function buildingBody(overrides: Partial<BuildingInputBody> = {}): BuildingInputBody {
  seq += 1;
  return {
    name: `Edifício Teste ${seq}`,
    address: `Rua das Cataratas, ${100 + seq} - Centro, Foz do Iguaçu - PR`,
    neighborhood: 'Centro',
    residents: 120,
    latitude: -25.54,
    longitude: -54.58,
    priceCents: 199_700,
    displayCount: 1,
    status: 'active',
    ...overrides,
  };
}

/** Inserts a building straight into the database (for tests that are not about creating one). */
export async function makeBuilding(app: FastifyInstance, overrides: Partial<typeof buildings.$inferInsert> = {}) {
  const body = buildingBody();
  const [row] = await app.deps.db
    .insert(buildings)
    .values({
      name: body.name,
      address: body.address,
      neighborhood: body.neighborhood,
      residents: 120,
      latitude: -25.54,
      longitude: -54.58,
      priceCents: 199_700,
      ...overrides,
    })
    .returning();
  // Written straight into the table, without the catalogue event the admin API publishes: the
  // store's snapshot is told by hand, as the event would have (a test writing without an app in
  // this process, as the multi-instance one does, has no snapshot to tell).
  app.deps.storeCatalog?.invalidate();
  return row!;
}
