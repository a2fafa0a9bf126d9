/**
 * The store listing's bench scenarios, for bench/run.ts (`npm run bench`): GET /api/store/panels on
 * an app holding 1,000 and 10,000 buildings. Each entry has run.ts's Scenario shape
 * ({ name, path, headers, server: { fresh: prepare } }); run.ts builds the app, `prepare` fills it
 * (one INSERT ... SELECT generate_series per table) and puts the site gate's cookie in `headers`.
 *
 * What to expect: a page change (summary=0) costs the same at any size: one statement that walks
 * an index for 9 rows and looks up photos and discounts for them only. The first visit of a filter
 * (summary=1) also counts the matching rows, lists the neighbourhoods and returns every matching
 * panel for the map, so it grows with the catalogue by design; the store asks for it once per filter.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client';

export interface StoreBenchScenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  server: { fresh: (app: FastifyInstance) => Promise<void> };
}

const NEIGHBORHOODS = ['Centro', 'Vila Yolanda', 'Jardim Central', 'Vila A', 'Jardim Lancaster', 'Porto Meira'];

/**
 * `n` sellable buildings in bulk, one photo each, and a 15 % promotion on every tenth one, so the
 * listing does all its work (photos, discounts, neighbourhoods parsed from the address).
 */
export async function seedBenchBuildings(db: Db, n: number): Promise<void> {
  const names = sql.raw(`array[${NEIGHBORHOODS.map((x) => `'${x}'`).join(', ')}]`);
  await db.execute(sql`
    insert into buildings (name, address, neighborhood, residents, latitude, longitude, status, display_count, price_cents)
    select 'Edifício Bench ' || lpad(g::text, 5, '0'),
           'Rua Bench, ' || g || ' - ' || (${names})[1 + g % 6] || ', Foz do Iguaçu - PR',
           (${names})[1 + g % 6],
           80 + g % 220,
           -25.55 + ((g % 200) - 100) * 0.0005,
           -54.58 + ((g / 200) % 100 - 50) * 0.0005,
           'active', 1 + g % 3, 149700 + (g % 3) * 50000
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into building_photos (building_id, storage_key, is_main, photo_order)
    select id, 'photos/' || id || '/bench', true, 0 from buildings`);
  await db.execute(sql`
    insert into discounts (building_id, type, value, start_date, end_date)
    select id, 'percentage', 1500, now() - interval '1 day', now() + interval '30 days'
    from (select id, row_number() over (order by id) as r from buildings) b where r % 10 = 0`);
}

/** The gate cookie run.ts's app expects (its SITE_ACCESS_PASSWORD), or nothing when the gate is off. */
async function gateCookie(app: FastifyInstance): Promise<Record<string, string>> {
  const { config, gate, db, cookies } = app.deps;
  const value = config.SITE_ACCESS_PASSWORD ? await gate.check(db, config.SITE_ACCESS_PASSWORD) : null;
  return value ? { cookie: `${cookies.gate}=${value}` } : {};
}

function scenario(name: string, buildings: number, path: string): StoreBenchScenario {
  const headers: Record<string, string> = { accept: 'application/json' };
  return {
    name,
    path,
    headers,
    server: {
      fresh: async (app) => {
        await seedBenchBuildings(app.deps.db, buildings);
        Object.assign(headers, await gateCookie(app));
        const check = await app.inject({ method: 'GET', url: path, headers });
        if (check.statusCode !== 200) throw new Error(`${path}: ${check.statusCode} ${check.body.slice(0, 200)}`);
      },
    },
  };
}

/** The store listing with 1,000 and 10,000 buildings (a fresh app each). */
export function storeListingScenarios(): StoreBenchScenario[] {
  const pageChange = '/api/store/panels?page=2&summary=0';
  const firstVisit = '/api/store/panels?page=1&summary=1&neighborhood=Centro';
  return [
    scenario('Loja, troca de página: 1.000 prédios', 1_000, pageChange),
    scenario('Loja, troca de página: 10.000 prédios', 10_000, pageChange),
    scenario('Loja, página 500 de 1.112: 10.000 prédios', 10_000, '/api/store/panels?page=500&summary=0'),
    scenario('Loja, primeira visita (Centro, contagem, bairros e mapa): 1.000 prédios', 1_000, firstVisit),
    scenario('Loja, primeira visita (Centro, contagem, bairros e mapa): 10.000 prédios', 10_000, firstVisit),
  ];
}
