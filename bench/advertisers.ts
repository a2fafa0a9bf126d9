/**
 * The advertisers screen for bench/run.ts: GET /api/admin/advertisers on a database holding
 * 2,000 clients with 10,000 paid orders and their bookings. Each page is one statement: the page
 * of clients is cut first, then only its 20 rows sum their orders (orders_user_idx) and count
 * their live bookings, so a page costs the same whatever the history; a search by CPF scans the
 * orders once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { postBenchRevenue } from './admin-dashboard';

export interface StaffRequest {
  name: string;
  path: string;
}

const CLIENTS = 2_000;
const ORDERS = 10_000;

export async function seedAdvertisers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into buildings (name, address, neighborhood, residents, latitude, longitude, price_cents)
    select 'Edifício Anúncio ' || g, 'Rua Bench, ' || g || ' - Centro, Foz do Iguaçu - PR', 'Centro', 120, -25.55, -54.58, 199700
    from generate_series(1, 50) g`);
  await db.execute(sql`
    insert into users (name, email, phone, role, created_at)
    select 'Cliente Bench ' || g, 'cliente' || g || '@bench.local', '(45) 9' || lpad(g::text, 4, '0') || '-0000', 'client',
           now() - (g || ' minutes')::interval
    from generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) as r from users where role = 'client')
    insert into orders (status, buyer_name, buyer_email, buyer_phone, buyer_cpf, user_id, months, quote, subtotal_cents,
                        discount_cents, total_cents, base_total_cents, request_hash, access_token_hash, expires_at, paid_at, created_at)
    select 'paid', 'Cliente Bench', 'c@bench.local', '45999990000', lpad((10000000000 + g)::text, 11, '0'), c.id, 1, '{}'::jsonb,
           199700, 0, 199700, 199700, 'adv-' || g, 'adv-' || g, now(), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g join c on c.r = 1 + g % ${CLIENTS}`);
  await db.execute(sql`
    insert into bookings (order_id, building_id, user_id, starts_at, ends_at)
    select o.id, (select id from buildings where name like 'Edifício Anúncio %' order by id limit 1 offset (abs(hashtext(o.id::text)) % 50)),
           o.user_id, now() - interval '1 day', now() + interval '29 days'
    from orders o where o.request_hash like 'adv-%'`);
  await postBenchRevenue(db, 'adv-');
}

/** Advertisers with 10,000 orders: the first page, a far page, and a search by CPF digits. */
export function advertiserRequests(): StaffRequest[] {
  return [
    { name: 'Anunciantes, página 1: 2.000 clientes, 10.000 pedidos', path: '/api/admin/advertisers' },
    { name: 'Anunciantes, página 90: 2.000 clientes, 10.000 pedidos', path: '/api/admin/advertisers?page=90' },
    { name: 'Anunciantes, busca por CPF: 2.000 clientes, 10.000 pedidos', path: '/api/admin/advertisers?q=10000005000' },
  ];
}
