import type { Db } from '../../server/db/client';
import { buildingPhotos, buildings, discounts } from '../../server/db/schema';

type NewBuilding = typeof buildings.$inferInsert;

let seq = 0;

/** A sellable building with overridable fields; returns its id. */
export async function makeBuilding(db: Db, over: Partial<NewBuilding> = {}): Promise<string> {
  seq += 1;
  const [row] = await db
    .insert(buildings)
    .values({
      name: `Edifício Teste ${String(seq).padStart(3, '0')}`,
      address: `Rua Teste, ${seq} - Centro, Foz do Iguaçu - PR`,
      neighborhood: 'Centro',
      residents: 100,
      latitude: -25.55 + seq * 0.001,
      longitude: -54.58 - seq * 0.001,
      status: 'active',
      displayCount: 1,
      priceCents: 199_700,
      ...over,
    })
    .returning({ id: buildings.id });
  return row!.id;
}

/** n buildings named 'Prédio 01'..'Prédio n' (sorting by name gives that order). */
export async function makeBuildings(db: Db, n: number, over: (i: number) => Partial<NewBuilding> = () => ({})) {
  const rows = Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    return {
      name: `Prédio ${String(i).padStart(2, '0')}`,
      address: `Rua Número ${i}, ${100 + i} - Centro, Foz do Iguaçu - PR`,
      neighborhood: 'Centro',
      residents: 100 + i,
      latitude: -25.55 + i * 0.001,
      longitude: -54.58 + i * 0.001,
      status: 'active' as const,
      displayCount: 1,
      priceCents: 199_700,
      ...over(i),
    };
  });
  const ids = await db.insert(buildings).values(rows).returning({ id: buildings.id, name: buildings.name });
  return ids.sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id);
}

export async function makePhoto(db: Db, buildingId: string, over: Partial<typeof buildingPhotos.$inferInsert> = {}) {
  const [row] = await db
    .insert(buildingPhotos)
    .values({ buildingId, storageKey: `photos/${buildingId}/${Math.random().toString(36).slice(2)}`, ...over })
    .returning();
  return row!;
}

const DAY = 86_400_000;

export async function makeDiscount(db: Db, over: Partial<typeof discounts.$inferInsert> = {}) {
  const [row] = await db
    .insert(discounts)
    .values({
      type: 'percentage',
      value: 2000,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      ...over,
    })
    .returning();
  return row!;
}
