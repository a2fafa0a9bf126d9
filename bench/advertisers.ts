/**
 * The advertisers screen's bench scenarios, for bench/run.ts (`npm run bench`): GET
 * /api/admin/advertisers on an app holding 2,000 clients with 10,000 paid orders and their
 * bookings, signed in as an admin. Each page is one statement: the page of clients is cut first,
 * then only its 20 rows sum their orders (orders_user_idx) and count their live bookings, so a
 * page costs the same whatever the history; a search by CPF scans the orders once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../server/modules/identity/users.service';

export interface AdvertiserBenchScenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  server: { fresh: (app: FastifyInstance) => Promise<void> };
}

const CLIENTS = 2_000;
const ORDERS = 10_000;

async function seed(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
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
           199700, 0, 199700, 199700, 'h' || g, 't' || g, now(), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g join c on c.r = 1 + g % ${CLIENTS}`);
  await db.execute(sql`
    insert into bookings (order_id, building_id, user_id, starts_at, ends_at)
    select o.id, (select id from buildings order by id limit 1 offset (abs(hashtext(o.id::text)) % 50)), o.user_id,
           now() - interval '1 day', now() + interval '29 days'
    from orders o`);
}

async function adminCookie(app: FastifyInstance): Promise<Record<string, string>> {
  const password = 'bench-admin-senha-forte';
  const user = await createUser(app.deps.db, { name: 'Admin Bench', email: 'admin@bench.local', role: 'admin', password });
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { area: 'admin', email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const gate = app.deps.config.SITE_ACCESS_PASSWORD ? await app.deps.gate.check(app.deps.db, app.deps.config.SITE_ACCESS_PASSWORD) : null;
  const cookies = list.map((c) => c.split(';')[0]);
  if (gate) cookies.push(`${app.deps.cookies.gate}=${gate}`);
  return { cookie: cookies.join('; ') };
}

function scenario(name: string, path: string): AdvertiserBenchScenario {
  const headers: Record<string, string> = { accept: 'application/json' };
  return {
    name,
    path,
    headers,
    server: {
      fresh: async (app) => {
        await seed(app);
        Object.assign(headers, await adminCookie(app));
        const check = await app.inject({ method: 'GET', url: path, headers });
        if (check.statusCode !== 200) throw new Error(`${path}: ${check.statusCode} ${check.body.slice(0, 200)}`);
      },
    },
  };
}

/** Advertisers with 10,000 orders: the first page, a far page, and a search by CPF digits. */
export function advertiserScenarios(): AdvertiserBenchScenario[] {
  return [
    scenario('Anunciantes, página 1: 2.000 clientes, 10.000 pedidos', '/api/admin/advertisers'),
    scenario('Anunciantes, página 90: 2.000 clientes, 10.000 pedidos', '/api/admin/advertisers?page=90'),
    scenario('Anunciantes, busca por CPF: 2.000 clientes, 10.000 pedidos', '/api/admin/advertisers?q=10000005000'),
  ];
}
