/**
 * The staff screens of issue 16 for bench/run.ts: GET /api/admin/dashboard, a page of
 * /api/admin/history and the bell (/api/admin/notifications) on a database holding 10,000 orders
 * (two thirds paid over the last six months, each with a booking and its revenue entry), 10,000 audit rows and 2,000
 * notifications of the master account. Seeded in bulk SQL while no server holds the database.
 *
 * What to expect: each dashboard figure is one aggregate over an index or a short scan, so the
 * dashboard costs a few milliseconds at this size; a history or notifications page is one query
 * that reads its rows plus the window's count.
 */
import { sql } from 'drizzle-orm';
import { ORDER_REVENUE_CATEGORY } from '../domain/finance';
import { TIME_ZONE } from '../domain/time';
import type { Db } from '../server/db/client';
import type { StaffRequest } from './advertisers';

const ORDERS = 10_000;

/**
 * The revenue entries finance posts when an order is paid, for the bench's paid orders (by the
 * prefix of their request hash): every revenue figure reads them (ADR 0039).
 */
export async function postBenchRevenue(db: Db, hashPrefix: string): Promise<void> {
  await db.execute(sql`
    insert into finance_transactions (type, amount_cents, date, completed, completed_at, account_id, category_id, notes, source, order_id)
    select 'revenue', o.total_cents, (o.paid_at at time zone ${TIME_ZONE})::date, true, o.paid_at,
           (select id from finance_accounts where type = 'checking' order by name limit 1),
           (select id from finance_categories where key = ${ORDER_REVENUE_CATEGORY}), 'Pedido bench', 'order', o.id
    from orders o where o.paid_at is not null and o.request_hash like ${`${hashPrefix}%`}`);
}

export async function seedDashboardData(db: Db): Promise<void> {
  await db.execute(sql`
    insert into buildings (name, address, neighborhood, residents, latitude, longitude, price_cents)
    select 'Edifício Painel ' || g, 'Rua Bench, ' || g || ' - Centro, Foz do Iguaçu - PR', 'Centro', 120, -25.55, -54.58, 199700
    from generate_series(1, 100) g`);
  await db.execute(sql`
    insert into orders (status, buyer_name, buyer_email, buyer_phone, buyer_cpf, months, quote, subtotal_cents, discount_cents,
                        total_cents, base_total_cents, request_hash, access_token_hash, expires_at, paid_at, created_at)
    select case when g % 3 = 0 then 'expired' else 'paid' end,
           'Comprador ' || g, 'comprador' || g || '@bench.local', '45999990000', '52998224725', 1, '{}'::jsonb,
           199700, 0, 179730, 199700, 'dash-' || g, 'dash-' || g, now(),
           case when g % 3 = 0 then null else now() - (g % 180) * interval '1 day' end,
           now() - (g % 180) * interval '1 day'
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into bookings (order_id, building_id, starts_at, ends_at, status)
    select o.id, b.id, coalesce(o.paid_at, o.created_at), coalesce(o.paid_at, o.created_at) + interval '30 days', 'active'
    from (select id, paid_at, created_at, row_number() over (order by id) as r from orders where request_hash like 'dash-%') o
    join (select id, row_number() over (order by id) - 1 as k from buildings where name like 'Edifício Painel %') b on b.k = o.r % 100`);
  await postBenchRevenue(db, 'dash-');
  await db.execute(sql`
    insert into audit_logs (at, user_email, category, action, details)
    select now() - g * interval '1 minute', 'pessoa' || (g % 20) || '@bench.local',
           (array['orders','payments','videos','buildings','auth'])[1 + g % 5], 'update', 'Registro ' || g
    from generate_series(1, 10000) g`);
  await db.execute(sql`
    insert into staff_notifications (user_id, kind, title, body, link, dedupe_key, created_at, read_at)
    select u.id, 'contact_message', 'Nova mensagem de contato', 'Pessoa ' || g || ' escreveu pelo site.', '/admin/support',
           'bench:' || g, now() - g * interval '1 minute', case when g % 4 = 0 then null else now() end
    from generate_series(1, 2000) g cross join (select id from users where role = 'master' limit 1) u`);
}

export function dashboardRequests(): StaffRequest[] {
  return [
    { name: 'Dashboard do admin: 10.000 pedidos', path: '/api/admin/dashboard' },
    { name: 'Histórico, página 80 (filtro por tipo): 10.000 registros', path: '/api/admin/history?kind=orders&page=80&pageSize=25' },
    { name: 'Sino (5 mais novas e não lidas): 2.000 notificações', path: '/api/admin/notifications?page=1&pageSize=5' },
  ];
}
