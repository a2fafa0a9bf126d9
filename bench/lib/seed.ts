/**
 * Bench data in bulk, in SQL (one INSERT ... SELECT generate_series per table), written while no
 * server holds the database: buildings numbered `from+1..to` with one photo each and a 15 %
 * promotion on every tenth, and paid orders with one line and an active booking each (so the
 * store's advertiser counts have rows to count).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const NEIGHBORHOODS = ['Centro', 'Vila Yolanda', 'Jardim Central', 'Vila A', 'Jardim Lancaster', 'Porto Meira'];

export async function seedBuildings(db: Db, from: number, to: number): Promise<void> {
  const names = sql.raw(`array[${NEIGHBORHOODS.map((x) => `'${x}'`).join(', ')}]`);
  await db.execute(sql`
    with made as (
      insert into buildings (name, address, neighborhood, residents, latitude, longitude, status, display_count, price_cents)
      select 'Edifício Bench ' || lpad(g::text, 5, '0'),
             'Rua Bench, ' || g || ' - ' || (${names})[1 + g % 6] || ', Foz do Iguaçu - PR',
             (${names})[1 + g % 6],
             80 + g % 220,
             -25.55 + ((g % 200) - 100) * 0.0005,
             -54.58 + ((g / 200) % 100 - 50) * 0.0005,
             'active', 1 + g % 3, 149700 + (g % 3) * 50000
      from generate_series(${from + 1}::int, ${to}::int) g
      returning id, name
    ),
    photos as (
      insert into building_photos (building_id, storage_key, is_main, photo_order)
      select id, 'photos/' || id || '/bench', true, 0 from made
    )
    insert into discounts (building_id, type, value, start_date, end_date)
    select id, 'percentage', 1500, now() - interval '1 day', now() + interval '30 days'
    from made where right(name, 1) = '0'`);
}

/** `n` paid orders, each with one line and an active booking on one of the bench buildings. */
export async function seedOrders(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    with b as (select id, name, price_cents, row_number() over (order by name) - 1 as k from buildings),
    nb as (select count(*) as c from b),
    made as (
      insert into orders (status, buyer_name, buyer_email, buyer_phone, buyer_cpf, months, quote,
        subtotal_cents, discount_cents, total_cents, base_total_cents, request_hash, access_token_hash,
        expires_at, paid_at, created_at)
      select 'paid', 'Cliente Bench ' || g, 'cliente' || g || '@bench.local', '(45) 99999-0000', '52998224725', 1,
             '{}'::jsonb, 149700, 0, 149700, 149700, 'bench-' || g, 'bench-' || g,
             now() + interval '1 hour', now() - (g % 300) * interval '1 hour', now() - (g % 300) * interval '1 hour'
      from generate_series(1, ${n}::int) g
      returning id, buyer_name
    ),
    pick as (
      select m.id as order_id, b.id as building_id, b.name, b.price_cents
      from made m, nb join b on true
      where b.k = (substring(m.buyer_name from '[0-9]+$')::int % nb.c)
    ),
    lines as (
      insert into order_lines (order_id, building_id, building_name, unit_cents, line_cents)
      select order_id, building_id, name, price_cents, price_cents from pick
    )
    insert into bookings (order_id, building_id, starts_at, ends_at)
    select order_id, building_id, now() - interval '1 day', now() + interval '29 days' from pick`);
}
