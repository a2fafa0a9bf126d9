/**
 * The staff screens of issue 16 for bench/run.ts: GET /api/admin/dashboard, a page of
 * /api/admin/history and the bell (/api/admin/notifications) on an app holding 10,000 orders
 * (two thirds paid over the last six months, each with a booking), 10,000 audit rows and 2,000
 * notifications of the signed-in master. Same Scenario shape as store-listing.ts; `prepare` fills
 * the database with INSERT ... SELECT generate_series and puts the master's session cookie in
 * `headers`.
 *
 * What to expect: each dashboard figure is one aggregate over an index or a short scan, so the
 * dashboard costs a few milliseconds at this size; a history or notifications page is one query
 * that reads its rows plus the window's count.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoreBenchScenario } from './store-listing';
import { seedBenchBuildings } from './store-listing';

const ORDERS = 10_000;

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  await seedBenchBuildings(db, 100);
  await db.execute(sql`
    insert into orders (status, buyer_name, buyer_email, buyer_phone, buyer_cpf, months, quote, subtotal_cents, discount_cents,
                        total_cents, base_total_cents, request_hash, access_token_hash, expires_at, paid_at, created_at)
    select case when g % 3 = 0 then 'expired' else 'paid' end,
           'Comprador ' || g, 'comprador' || g || '@bench.local', '45999990000', '52998224725', 1, '{}'::jsonb,
           199700, 0, 179730, 199700, 'bench-' || g, 'bench-' || g, now(),
           case when g % 3 = 0 then null else now() - (g % 180) * interval '1 day' end,
           now() - (g % 180) * interval '1 day'
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into bookings (order_id, building_id, starts_at, ends_at, status)
    select o.id, b.id, coalesce(o.paid_at, o.created_at), coalesce(o.paid_at, o.created_at) + interval '30 days', 'active'
    from (select id, paid_at, created_at, row_number() over (order by id) as r from orders) o
    join (select id, row_number() over (order by id) - 1 as k from buildings) b on b.k = o.r % 100`);
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

async function masterCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { area: 'admin', email: app.deps.config.ADMIN_EMAIL, password: app.deps.config.ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw ?? '']).map((c) => c.split(';')[0]).join('; ');
}

function scenario(name: string, path: string): StoreBenchScenario {
  const headers: Record<string, string> = { accept: 'application/json' };
  return {
    name,
    path,
    headers,
    server: {
      fresh: async (app) => {
        await seed(app);
        headers.cookie = await masterCookie(app);
        const check = await app.inject({ method: 'GET', url: path, headers });
        if (check.statusCode !== 200) throw new Error(`${path}: ${check.statusCode} ${check.body.slice(0, 200)}`);
      },
    },
  };
}

export function adminDashboardScenarios(): StoreBenchScenario[] {
  return [
    scenario('Dashboard do admin: 10.000 pedidos', '/api/admin/dashboard'),
    scenario('Histórico, página 80 (filtro por tipo): 10.000 registros', '/api/admin/history?kind=orders&page=80&pageSize=25'),
    scenario('Sino (5 mais novas e não lidas): 2.000 notificações', '/api/admin/notifications?page=1&pageSize=5'),
  ];
}
