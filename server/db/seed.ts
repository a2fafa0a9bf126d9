import { eq, sql } from 'drizzle-orm';
import { foldText } from '../../domain/neighborhoods';
import type { Db, DbOrTx } from './client';
import { buildings, discounts, periodDiscounts, settings } from './schema';
import { clock } from '../lib/clock';

/** The spec's six sample buildings, placed in real neighbourhoods of Foz do Iguaçu. */
export const demoBuildings = [
  { name: 'Edifício Cataratas', address: 'Av. Brasil, 1250 - Centro, Foz do Iguaçu - PR', neighborhood: 'Centro', residents: 180, latitude: -25.5478, longitude: -54.5882 },
  { name: 'Residencial Vila Yolanda', address: 'Rua Almirante Barroso, 455 - Vila Yolanda, Foz do Iguaçu - PR', neighborhood: 'Vila Yolanda', residents: 140, latitude: -25.5371, longitude: -54.5796 },
  { name: 'Condomínio Jardim Central', address: 'Rua Jorge Sanwais, 980 - Jardim Central, Foz do Iguaçu - PR', neighborhood: 'Jardim Central', residents: 220, latitude: -25.5412, longitude: -54.5705 },
  { name: 'Edifício Itaipu', address: 'Av. Tancredo Neves, 3200 - Vila A, Foz do Iguaçu - PR', neighborhood: 'Vila A', residents: 160, latitude: -25.4958, longitude: -54.5621 },
  { name: 'Residencial Lancaster', address: 'Rua Pedro Basso, 610 - Jardim Lancaster, Foz do Iguaçu - PR', neighborhood: 'Jardim Lancaster', residents: 120, latitude: -25.5265, longitude: -54.5519 },
  { name: 'Condomínio Porto Meira', address: 'Av. General Meira, 1500 - Porto Meira, Foz do Iguaçu - PR', neighborhood: 'Porto Meira', residents: 200, latitude: -25.5839, longitude: -54.5712 },
] as const;

export const demoPeriodDiscounts = [
  { months: 1, percentBp: 0, active: false },
  { months: 3, percentBp: 500 },
  { months: 6, percentBp: 1500 },
  { months: 12, percentBp: 3500 },
] as const;

/** Demo buildings still waiting for their drawn photo (server/flows/demo-photos.ts takes them). */
export const DEMO_PHOTOS_PENDING = 'demo_photos_pending';

/**
 * The new buildings join the photo queue in the seeding transaction itself: a process that dies
 * before drawing them leaves them queued for the next start, not without a photo for good.
 */
async function queueDemoPhotos(tx: DbOrTx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .insert(settings)
    .values({ key: DEMO_PHOTOS_PENDING, value: ids })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`${settings.value} || ${JSON.stringify(ids)}::jsonb` } });
}

/** The queue, oldest first. */
export async function pendingDemoPhotos(db: DbOrTx): Promise<string[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DEMO_PHOTOS_PENDING)).limit(1);
  return (row?.value as string[] | undefined) ?? [];
}

export async function dropPendingDemoPhoto(db: DbOrTx, buildingId: string): Promise<void> {
  await db
    .update(settings)
    .set({ value: sql`${settings.value} - ${buildingId}::text` })
    .where(eq(settings.key, DEMO_PHOTOS_PENDING));
}

/**
 * Runs once per database: a marker row makes it idempotent even when staff later delete the
 * demo rows, and the insert of the marker is the claim when instances start together. Answers
 * the ids of the buildings it inserted (queued for demo photos), or false when it had run before.
 */
export async function seedDemoData(db: Db): Promise<false | string[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: 'demo_seeded', value: true })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return false;
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(buildings);
    const inserted =
      count === 0
        ? await tx
            .insert(buildings)
            .values(demoBuildings.map((b) => ({ ...b, status: 'active' as const, displayCount: 1, priceCents: 199_700 })))
            .returning({ id: buildings.id })
        : [];
    await tx.insert(periodDiscounts).values([...demoPeriodDiscounts]).onConflictDoNothing();
    const ids = inserted.map((r) => r.id);
    await queueDemoPhotos(tx, ids);
    return ids;
  });
}

const extraNames = ['Edifício', 'Residencial', 'Condomínio', 'Torre'] as const;
const extraPlaces = [
  'Paraná', 'Iguaçu', 'das Águas', 'Bela Vista', 'Primavera', 'Itaipu Park', 'Três Fronteiras', 'Aurora',
  'Monte Carlo', 'Solar', 'Ipê Amarelo', 'Jacarandá',
] as const;
const extraStreets = ['Rua Marechal Deodoro', 'Av. Juscelino Kubitschek', 'Rua Belarmino de Mendonça', 'Av. Paraná', 'Rua Rui Barbosa', 'Rua Xavier da Silva'] as const;
const extraNeighborhoods = ['Vila Yolanda', 'Jardim Central', 'Vila A', 'Jardim Lancaster', 'Porto Meira', 'Jardim Polo Centro'] as const;
const extraPrices = [199_700, 149_700, 249_700] as const;

/** Rows per INSERT: a statement's parameters are limited (65,535), and each row has nine. */
const EXTRA_BATCH = 1000;
/** With more extras than this, only the first store pages' buildings get a drawn photo (see below). */
const EXTRA_PHOTOS_PER_LIST = 27;

/**
 * Where the k-th extra building stands: the first 48 on four rings around the centre (the
 * journeys' 24 among them), the rest on a sunflower spiral outwards, evenly spread over the town
 * (about 200 m apart; 10,000 of them reach ≈ 19 km from the centre), as a large network would be.
 */
function extraPlace(k: number): { latitude: number; longitude: number } {
  const angle = (k * 137.5 * Math.PI) / 180;
  const radius = k < 48 ? 1 + Math.floor(k / 12) : 5 + Math.sqrt(k - 48) / 11;
  return {
    latitude: Number((-25.54 + Math.sin(angle) * 0.012 * radius).toFixed(6)),
    longitude: Number((-54.58 + Math.cos(angle) * 0.014 * radius).toFixed(6)),
  };
}

/**
 * `n` more demo buildings (SEED_EXTRA_BUILDINGS) for journeys, demos and the store at scale: every
 * other one in 'Centro', the rest spread over other neighbourhoods, prices 1.497/1.997/2.497 and a
 * 20 % promotion on the first one. Deterministic, and seeded once per database (marker row).
 * Photos are drawn for every one of a few dozen; of thousands, only for those the store's first
 * pages show (by name, in Centro and in all neighbourhoods): drawing 10,000 façades would keep the
 * CPU busy for many minutes. Answers the new ids, or false when it had run before.
 */
export async function seedExtraDemoBuildings(db: Db, n: number): Promise<false | string[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: 'demo_extra_seeded', value: n })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0 || n <= 0) return false;
    const rows = Array.from({ length: n }, (_, k) => {
      const i = k + 1;
      const neighborhood = i % 2 === 0 ? 'Centro' : extraNeighborhoods[k % extraNeighborhoods.length]!;
      const place = extraPlaces[k % extraPlaces.length]!;
      const kind = extraNames[k % extraNames.length]!;
      const street = extraStreets[k % extraStreets.length]!;
      const ring = 1 + Math.floor(k / 12);
      return {
        name: `${kind} ${place}${ring > 1 ? ` ${ring}` : ''}`,
        address: `${street}, ${100 + i * 37} - ${neighborhood}, Foz do Iguaçu - PR`,
        neighborhood,
        residents: 80 + ((i * 53) % 220),
        ...extraPlace(k),
        status: 'active' as const,
        displayCount: 1 + (i % 3),
        priceCents: extraPrices[k % extraPrices.length]!,
      };
    });
    const inserted: { id: string }[] = [];
    for (let at = 0; at < rows.length; at += EXTRA_BATCH) {
      inserted.push(...(await tx.insert(buildings).values(rows.slice(at, at + EXTRA_BATCH)).returning({ id: buildings.id })));
    }
    const now = clock.ms();
    await tx.insert(discounts).values({
      buildingId: inserted[0]!.id,
      type: 'percentage',
      value: 2000,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 365 * 86_400_000),
    });
    const ids = inserted.map((r) => r.id);
    await queueDemoPhotos(tx, n <= 2 * EXTRA_PHOTOS_PER_LIST ? ids : firstListed(rows, ids));
    return ids;
  });
}

/** The ids of the first EXTRA_PHOTOS_PER_LIST rows by name in Centro and in all neighbourhoods. */
function firstListed(rows: { name: string; neighborhood: string }[], ids: string[]): string[] {
  const byName = rows.map((r, k) => ({ key: foldText(r.name), centro: r.neighborhood === 'Centro', id: ids[k]! }));
  byName.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const all = byName.slice(0, EXTRA_PHOTOS_PER_LIST).map((r) => r.id);
  const centro = byName.filter((r) => r.centro).slice(0, EXTRA_PHOTOS_PER_LIST).map((r) => r.id);
  return [...new Set([...all, ...centro])];
}
