import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { buildings, periodDiscounts, settings } from './schema';

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
  { months: 1, percentBp: 0 },
  { months: 3, percentBp: 500 },
  { months: 6, percentBp: 1500 },
  { months: 12, percentBp: 3500 },
] as const;

/**
 * Runs once per database: a marker row makes it idempotent even when staff later delete the
 * demo rows, and the insert of the marker is the claim when instances start together.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: 'demo_seeded', value: true })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return false;
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(buildings);
    if (count === 0) {
      await tx.insert(buildings).values(
        demoBuildings.map((b) => ({ ...b, status: 'active' as const, displayCount: 1, priceCents: 199_700 })),
      );
    }
    await tx.insert(periodDiscounts).values([...demoPeriodDiscounts]).onConflictDoNothing();
    return true;
  });
}
